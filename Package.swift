// swift-tools-version:6.1
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

/// The `pushloc` that the plugins run. With `PUSHLOC_ARTIFACT=1` in the environment, the prebuilt one in
/// `Artifacts/pushloc.artifactbundle` (what `scripts/release Artifacts` makes, or its zip unpacked there), so
/// that a package using the plugins compiles none of pushloc; otherwise pushloc built from source. An
/// environment variable, not the bundle's presence, decides: SwiftPM caches an evaluated manifest under its
/// text, path and environment, so a bundle added or removed later would not be seen.
let prebuiltTool = ["1", "true", "yes"].contains(Context.environment["PUSHLOC_ARTIFACT"] ?? "")
let pluginTool: Target.Dependency = prebuiltTool ? "PushlocBinary" : "pushloc"
let prebuiltTargets: [Target] = prebuiltTool ? [.binaryTarget(name: "PushlocBinary", path: "Artifacts/pushloc.artifactbundle")] : []

let package = Package(
    name: "pushloc",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PushLocalization", targets: ["PushLocalization"]),
        // The modules the command line is built from (readers, format grammar, checks, reporters), for
        // tools built on pushloc, such as the fuzz targets in Fuzz/. A server uses PushLocalization.
        .library(
            name: "PushlocToolkit",
            targets: ["Diagnostics", "ICU", "StringsFile", "StringCatalog", "Formats", "FormatString", "JSON", "Catalog", "Payloads", "Devtodev", "Rules", "Checks", "Reporters"]
        ),
        .executable(name: "pushloc", targets: ["pushloc"]),
        .plugin(name: "PushlocCommandPlugin", targets: ["PushlocCommandPlugin"]),
        .plugin(name: "PushlocBuildToolPlugin", targets: ["PushlocBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // System ICU (Debian's libicu-dev, Homebrew's icu4c). Only CICUShim may include ICU headers; see
        // DESIGN.md section 2. Homebrew's icu4c is keg-only: pkg-config finds it through PKG_CONFIG_PATH.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        .target(name: "CICUShim", dependencies: ["CICU"]),
        .target(name: "ICU", dependencies: ["CICUShim"], swiftSettings: strict),
        .target(name: "Diagnostics", swiftSettings: strict),
        // Every rule described once (id, severity, summary, help, examples), and the registry of them all.
        // Below every module that reports findings: they make each finding from its rule's value.
        .target(name: "Rules", dependencies: ["Diagnostics"], swiftSettings: strict),
        .target(name: "StringsFile", dependencies: ["Diagnostics", "Rules"], swiftSettings: strict),
        .target(name: "FormatString", dependencies: ["Diagnostics", "Rules", "ICU"], swiftSettings: strict),
        // The registry of table formats: file extension -> reader -> the documents the checks use.
        .target(name: "Formats", dependencies: ["Diagnostics", "Rules", "StringsFile", "StringCatalog"], swiftSettings: strict),
        .target(name: "Catalog", dependencies: ["Diagnostics", "Rules", "StringsFile", "StringCatalog", "Formats", "FormatString", "ICU"], swiftSettings: strict),
        .target(name: "JSON", dependencies: ["Diagnostics", "Rules"], swiftSettings: strict),
        .target(name: "StringCatalog", dependencies: ["Diagnostics", "Rules", "JSON"], swiftSettings: strict),
        .target(name: "Payloads", dependencies: ["Diagnostics", "Rules", "JSON", "Catalog", "FormatString", "ICU"], swiftSettings: strict),
        .target(name: "Devtodev", dependencies: ["Diagnostics", "Rules", "JSON", "Catalog", "Payloads", "FormatString", "ICU"], swiftSettings: strict),
        .target(name: "Checks", dependencies: ["Diagnostics", "JSON", "StringCatalog", "Formats", "Catalog", "Payloads", "Devtodev", "Rules", "StringsFile", "FormatString", "ICU"], swiftSettings: strict),
        // .pushloc.yml: the only module that reads YAML; the command line uses it, the library does not.
        // Named PushlocConfiguration: swift-configuration (which Hummingbird uses) has a target named
        // Configuration, and SwiftPM needs target names unique across a package graph.
        .target(
            name: "PushlocConfiguration",
            dependencies: ["Diagnostics", "StringsFile", "Catalog", "Rules", .product(name: "Yams", package: "Yams")],
            path: "Sources/Configuration",
            swiftSettings: strict
        ),
        // The output formats of `pushloc check` behind one protocol, and their registry; each format's body
        // in its own file. The html format draws the coverage heat map of Preview.
        .target(name: "Reporters", dependencies: ["Diagnostics", "JSON", "Rules", "Preview"], swiftSettings: strict),
        // The one check session of `check` and `build`: plan, batches, rules, then exclusions, suppressions,
        // severities and the baseline. The command line uses it; the library does not.
        .target(
            name: "Checking",
            dependencies: ["Diagnostics", "JSON", "StringsFile", "StringCatalog", "Formats", "Catalog", "Rules", "Checks", "Reporters", "PushlocConfiguration", "OutputFiles"],
            swiftSettings: strict
        ),
        // The server face: PushLocalizer and payload production. No checks, no preview, no file writing.
        .target(
            name: "PushLocalization",
            dependencies: ["Diagnostics", "ICU", "StringsFile", "FormatString", "Catalog", "Payloads", "Devtodev"],
            swiftSettings: strict
        ),
        // Files pushloc writes without harming the user's: atomic writes, owned output folders, build folders.
        .target(name: "OutputFiles", dependencies: ["Diagnostics"], swiftSettings: strict),
        // The HTML preview of `render --format html` and `build`, and the coverage heat map.
        .target(
            name: "Preview",
            dependencies: ["Diagnostics", "Rules", "ICU", "FormatString", "JSON", "Payloads", "PushLocalization"],
            swiftSettings: strict
        ),
        // Each command's logic (render, payloads, devtodev, buttons, format, parse, build); the command
        // line parses options and calls one workflow.
        .target(
            name: "Workflows",
            dependencies: [
                "Diagnostics", "ICU", "StringsFile", "StringCatalog", "JSON", "Formats", "Catalog", "Payloads", "Devtodev", "Checking",
                "Reporters", "OutputFiles", "Preview", "PushLocalization",
            ],
            swiftSettings: strict
        ),
        // glibc's allocator settings (malloc.h), which only the command line sets.
        .target(name: "CAllocator"),
        .executableTarget(
            name: "pushloc",
            dependencies: [
                "CAllocator",
                "Workflows",
                "PushLocalization",
                "PushlocConfiguration",
                "Checking",
                "Reporters",
                // The command line is built on the whole module graph, not only the server-facing face.
                "Diagnostics", "ICU", "StringsFile", "StringCatalog", "Formats", "FormatString", "JSON", "Catalog", "Payloads", "Devtodev", "Rules", "Checks",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        // Shared by the test targets only: a seeded generator and a temporary-folder fixture.
        .target(name: "TestSupport", dependencies: ["Diagnostics", "JSON"], swiftSettings: strict),
        .executableTarget(
            name: "pushloc-bench",
            dependencies: ["PushLocalization", "Diagnostics", "ICU", "StringsFile", "StringCatalog", "FormatString", "JSON", "Catalog", "Payloads", "Devtodev", "Checks"],
            swiftSettings: strict
        ),
        .testTarget(name: "ICUTests", dependencies: ["TestSupport", "ICU"], swiftSettings: strict),
        .testTarget(name: "StringsFileTests", dependencies: ["TestSupport", "StringsFile", "Rules"], swiftSettings: strict),
        .testTarget(name: "FormatStringTests", dependencies: ["TestSupport", "FormatString", "Rules"], swiftSettings: strict),
        .testTarget(name: "StringCatalogTests", dependencies: ["TestSupport", "StringCatalog", "JSON", "Rules"], exclude: ["Fixtures"], swiftSettings: strict),
        .testTarget(name: "FormatsTests", dependencies: ["Formats"], swiftSettings: strict),
        .testTarget(name: "CatalogTests", dependencies: ["TestSupport", "Catalog", "Diagnostics", "Rules"], swiftSettings: strict),
        .testTarget(name: "JSONTests", dependencies: ["TestSupport", "JSON", "Diagnostics"], swiftSettings: strict),
        .testTarget(name: "PayloadsTests", dependencies: ["TestSupport", "JSON", "Payloads"], swiftSettings: strict),
        .testTarget(name: "DevtodevTests", dependencies: ["TestSupport", "JSON", "Payloads", "Devtodev", "Rules"], swiftSettings: strict),
        .testTarget(
            name: "ChecksTests",
            dependencies: ["TestSupport", "Checks", "StringCatalog", "Formats", "Rules", "Reporters", "Preview", "Checking", "Workflows"],
            swiftSettings: strict
        ),
        .testTarget(name: "ConfigurationTests", dependencies: ["TestSupport", "PushlocConfiguration", "Diagnostics"], swiftSettings: strict),
        // Runs the built `pushloc`: `check` and `build` against each other.
        .testTarget(name: "CheckingTests", dependencies: ["TestSupport", "Checking", "Checks", "Reporters", "StringsFile"], swiftSettings: strict),
        .testTarget(name: "CommandLineTests", dependencies: ["TestSupport", "pushloc"], swiftSettings: strict),
        .testTarget(name: "RulesTests", dependencies: ["TestSupport", "Rules", "Checks"], swiftSettings: strict),
        .testTarget(
            name: "AdoptionTests",
            dependencies: ["TestSupport", "Checks", "Checking", "Rules", "Reporters", "Catalog", "Formats", "StringsFile", "StringCatalog", "JSON"],
            resources: [.copy("Resources")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "PushLocalizationTests",
            dependencies: [
                "TestSupport", "PushLocalization", "Diagnostics", "ICU", "StringsFile", "StringCatalog", "FormatString", "JSON", "Catalog",
                "Payloads", "Devtodev", "Checks", "Workflows",
            ],
            swiftSettings: strict
        ),
        .testTarget(name: "OutputFilesTests", dependencies: ["TestSupport", "OutputFiles"], swiftSettings: strict),
        .testTarget(
            name: "WorkflowsTests",
            dependencies: [
                "TestSupport", "Workflows", "OutputFiles", "PushLocalization", "Diagnostics", "ICU", "StringsFile", "StringCatalog",
                "FormatString", "JSON", "Catalog", "Payloads", "Devtodev", "Checks",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "PreviewTests",
            dependencies: ["Preview", "PushLocalization", "Diagnostics", "ICU", "StringsFile", "StringCatalog", "FormatString", "JSON", "Catalog", "Payloads", "Devtodev", "Checks", "Rules"],
            swiftSettings: strict
        ),
        // Xcode and SwiftPM: `swift package pushloc-check`, and findings in the issue navigator on every build.
        .plugin(
            name: "PushlocCommandPlugin",
            capability: .command(
                intent: .custom(verb: "pushloc-check", description: "Check the package's localizations with pushloc."),
                permissions: []
            ),
            dependencies: [pluginTool]
        ),
        .plugin(name: "PushlocBuildToolPlugin", capability: .buildTool(), dependencies: [pluginTool]),
    ] + prebuiltTargets
)
