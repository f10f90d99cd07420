// swift-tools-version:6.1
import Foundation
import PackageDescription

/// Whether this is a checkout that another package depends on by version, where SwiftPM refuses
/// `unsafeFlags`: there the manifest sets none.
let inVersionedCheckout = Context.packageDirectory.contains("/checkouts/")

/// Release code asks for a generic type's metadata through the type's accessor, with the conformances
/// it needs passed in, instead of by its mangled name: the runtime then never demangles a name and
/// scans every protocol conformance record of the binary to find, say, `String: Hashable` for a
/// `Set<String>`. Each such first lookup was 250-380 K instructions, 14 of them per check (more than a
/// tenth of a small app's check); the binary grows by 0.2%. A frontend flag is an `unsafeFlags`, which
/// SwiftPM refuses in a checkout that another package depends on by version: there it is left out.
let metadataAccessors: [SwiftSetting] = inVersionedCheckout
    ? []
    : [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))]

/// Each function in a section of its own (ELF), so that the linker can place the functions a check runs
/// together (``staticRuntime``'s ordering file); the code is the same. Left out where `unsafeFlags` are.
let functionSections: [SwiftSetting] = inVersionedCheckout
    ? []
    : [.unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))]

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
] + metadataAccessors + functionSections

/// The `pushloc` that the plugins run. With `PUSHLOC_ARTIFACT=1` in the environment, the prebuilt one in
/// `Artifacts/pushloc.artifactbundle` (what `scripts/release Artifacts` makes, or its zip unpacked there), so
/// that a package using the plugins compiles none of pushloc; otherwise pushloc built from source. An
/// environment variable, not the bundle's presence, decides: SwiftPM caches an evaluated manifest under its
/// text, path and environment, so a bundle added or removed later would not be seen.
let prebuiltTool = ["1", "true", "yes"].contains(Context.environment["PUSHLOC_ARTIFACT"] ?? "")
let artifactBundle = "Artifacts/pushloc.artifactbundle"
// Without the bundle SwiftPM would only say the target "does not contain a binary artifact": say what to do.
if prebuiltTool && !FileManager.default.fileExists(atPath: Context.packageDirectory + "/" + artifactBundle) {
    FileHandle.standardError.write(Data("error: PUSHLOC_ARTIFACT=1, but \(artifactBundle) is missing: run scripts/release Artifacts (or unzip a release there), or unset PUSHLOC_ARTIFACT to build pushloc from source\n".utf8))
    exit(1)
}
let pluginTool: Target.Dependency = prebuiltTool ? "PushlocBinary" : "pushloc"
let prebuiltTargets: [Target] = prebuiltTool ? [.binaryTarget(name: "PushlocBinary", path: artifactBundle)] : []

/// `PUSHLOC_PLUGINS=off` leaves the two plugins out. SwiftPM builds a plugin's tool for the host apart from
/// the products, so every build of all targets compiles pushloc and each module under it twice (in a debug
/// build about a quarter of the work); a build that never runs a plugin need not (.ci/sanitizers).
let withPlugins = Context.environment["PUSHLOC_PLUGINS"] != "off"

/// Whether pushloc is built as its own package (a clone, or a local path dependency) with the manifest's
/// own linking: not in a checkout that another package depends on by version, where SwiftPM refuses
/// `unsafeFlags`, and not under `scripts/build-binary`, which sets `PUSHLOC_LINK` and links as it says.
let linksOwnWay = !inVersionedCheckout && Context.environment["PUSHLOC_LINK"] == nil

/// The C++ runtime (the Swift runtime's, ICU's and the ICU shim's) linked statically too, with the flags
/// that keep the dynamic loader's work at start-up to glibc's own:
/// - `Linker/libstdc++.so`, a linker script found before GCC's shared libstdc++, links `libstdc++.a`;
/// - `-static-libgcc` links the unwinder from `libgcc_eh.a` instead of `libgcc_s.so`;
/// - `--no-export-dynamic` undoes the `-export-dynamic` of the toolchain's `static-stdlib-args.lnk`: the
///   binary's 9,400 exported symbols are looked up by nothing (the runtime finds its metadata through
///   its own sections), but the loader hashes against them and `dladdr` scans them at every start.
///
/// A check of a missing folder, which is all start-up, went from 3.2 M to 1.0 M instructions and from
/// about 400 to 330 page faults. Only where every GCC installation has `libstdc++.a` beside its shared
/// library, so that the folder clang picks has it.
let staticCxxRuntime: [String] = {
    #if os(Linux)
    let manager = FileManager.default
    let installations = ["/usr/lib/gcc/x86_64-linux-gnu", "/usr/lib/gcc/aarch64-linux-gnu"].flatMap { triple in
        ((try? manager.contentsOfDirectory(atPath: triple)) ?? []).map { "\(triple)/\($0)" }
    }.filter { manager.fileExists(atPath: "\($0)/libstdc++.so") }
    guard !installations.isEmpty, installations.allSatisfy({ manager.fileExists(atPath: "\($0)/libstdc++.a") }) else { return [] }
    return ["-L", Context.packageDirectory + "/Linker", "-Xclang-linker", "-static-libgcc", "-Xlinker", "--no-export-dynamic"]
    #else
    return []
    #endif
}()

/// Whether one of the system's library folders holds the static archive of each of `libraries`.
func archivesInstalled(_ libraries: [String]) -> Bool {
    let folders = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
    return folders.contains { folder in libraries.allSatisfy { FileManager.default.fileExists(atPath: "\(folder)/lib\($0).a") } }
}

/// The system ICU's libraries, in link order.
let icuLibraries = ["icui18n", "icuuc", "icudata"]

/// Whether the system ICU can be linked statically on Linux: the Debian layout of `libicu-dev`, headers
/// in /usr/include/unicode and the static archives beside the shared libraries. Then the release build
/// links ICU's archives (loading and binding the three shared ICU libraries was about 2 ms of every
/// process), and the manifest, not pkg-config, names the libraries, so that no `-licuuc` for the
/// shared library comes first on the link line. Elsewhere pkg-config finds ICU and it links shared.
let staticICU: Bool = {
    #if os(Linux)
    return FileManager.default.fileExists(atPath: "/usr/include/unicode/uloc.h") && archivesInstalled(icuLibraries)
    #else
    return false
    #endif
}()

/// Whether glibc's static archives are installed (Debian's `libc6-dev` has them; Fedora keeps them in
/// `glibc-static`), which a fully static link needs.
let staticGlibc: Bool = {
    #if os(Linux)
    return archivesInstalled(["c", "m", "pthread", "dl"])
    #else
    return false
    #endif
}()

/// Whether the release `pushloc` is one static executable (`-static-executable`, as `scripts/install`'s):
/// where glibc, libstdc++ and the system ICU all have their archives here. glibc loaded as a shared
/// library cost about 0.6 ms of every start (a check of an empty folder, each binary read back into the
/// page cache first: 2.84 ms against 2.21-2.24 ms). Elsewhere glibc stays shared (``staticRuntime``).
let fullyStatic = linksOwnWay && staticGlibc && staticICU && !staticCxxRuntime.isEmpty

/// On Linux the release `pushloc` links the Swift runtime and Foundation statically (`-static-stdlib`),
/// and everything (`-static-executable`) where ``fullyStatic`` holds: a short run is mostly start-up,
/// and binding a dozen shared Swift and Foundation libraries before `main` costs about 5 ms per process
/// (16 M instructions in the dynamic loader), more than checking a small app. Foundation's static
/// archives need one another (and its ICU) in one link group, and lld, which the Swift toolchain ships,
/// links them without the GNU linkers' notices about `mktemp` and NSS in glibc. It is a
/// position-dependent executable (`-no-pie`; a static executable is one anyway): a position-independent
/// one has about 97,000 relative relocations, and applying them writes (and so copies) the pages of
/// the binary's data at every start.
///
/// The functions a check runs (`Linker/hot-functions.txt`, written by `scripts/hot-functions`) are placed
/// first and together: about 2 MB of the 22 MB of code, which in link order lies in some 200 separate
/// 64 KiB stretches, each a page fault when first run, and placed so in about 100 (the standard library
/// and Foundation come as archives placed by object file). A symbol the list names and the binary lacks
/// is skipped without a warning, so a stale list costs speed, not the build.
let staticRuntime: [LinkerSetting] = linksOwnWay
    ? [.unsafeFlags(
        (fullyStatic ? ["-static-executable"] : ["-static-stdlib", "-Xclang-linker", "-no-pie"])
            + ["-use-ld=lld", "-Xlinker", "--start-group"]
            + ["Foundation", "FoundationInternationalization", "_FoundationICU", "FoundationEssentials", "_FoundationCShims", "_FoundationCollections", "CoreFoundation"]
                .flatMap { ["-Xlinker", "-l" + $0] }
            + ["-Xlinker", "--end-group"]
            + ["-Xlinker", "--symbol-ordering-file=" + Context.packageDirectory + "/Linker/hot-functions.txt", "-Xlinker", "--no-warn-symbol-ordering"]
            + staticCxxRuntime,
        .when(platforms: [.linux], configuration: .release))]
    : []

/// How the ICU shim links ICU when ``staticICU`` holds: the archives in a release build of pushloc's own
/// package, the shared libraries otherwise (debug builds, tests, and a checkout another package uses).
/// Where ``fullyStatic`` holds, the libraries by name only: `pushloc`'s static link takes their
/// archives, and the package's other executables (pushloc-bench, a package that uses pushloc by path)
/// link the shared ones, as a package that depends on pushloc by version does. (The archives named
/// between `-Bstatic` and `-Bdynamic` would end a static link's static search, and leaving out
/// `-Bdynamic` would make the other executables' links search archives for everything after ICU.)
let icuLinking: [LinkerSetting] = {
    guard staticICU else { return [] }
    guard linksOwnWay, !fullyStatic else { return icuLibraries.map { .linkedLibrary($0) } }
    let archives = ["-Xlinker", "-Bstatic"] + icuLibraries.flatMap { ["-Xlinker", "-l" + $0] } + ["-Xlinker", "-Bdynamic"]
    return [.unsafeFlags(archives, .when(platforms: [.linux], configuration: .release))]
        + icuLibraries.map { .linkedLibrary($0, .when(platforms: [.linux], configuration: .debug)) }
}()

let package = Package(
    name: "pushloc",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PushLocalization", targets: ["PushLocalization"]),
        // The modules the command line is built from (readers, format grammar, checks, reporters), for
        // tools built on pushloc, such as the fuzz targets in Fuzz/. A server uses PushLocalization.
        .library(
            name: "PushlocToolkit",
            targets: ["PushlocDiagnostics", "PushlocICU", "PushlocStringsFile", "PushlocStringCatalog", "PushlocFormats", "PushlocFormatString", "PushlocJSON", "PushlocCatalog", "PushlocPayloads", "PushlocDevtodev", "PushlocRules", "PushlocChecks", "PushlocReporters", "PushlocChecking"]
        ),
        .executable(name: "pushloc", targets: ["pushloc"]),
    ] + (withPlugins ? [
        .plugin(name: "PushlocCommandPlugin", targets: ["PushlocCommandPlugin"]),
        .plugin(name: "PushlocBuildToolPlugin", targets: ["PushlocBuildToolPlugin"]),
    ] : []),
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // System ICU (Debian's libicu-dev, Homebrew's icu4c). Only CICUShim may include ICU headers; see
        // DESIGN.md section 2. Homebrew's icu4c is keg-only: pkg-config finds it through PKG_CONFIG_PATH.
        .systemLibrary(
            name: "CPushlocICU",
            pkgConfig: staticICU ? nil : "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        .target(name: "CPushlocICUShim", dependencies: ["CPushlocICU"], linkerSettings: icuLinking),
        .target(name: "PushlocICU", dependencies: ["CPushlocICUShim"], swiftSettings: strict),
        .target(name: "PushlocDiagnostics", dependencies: ["CPushlocAllocator"], swiftSettings: strict),
        // Every rule described once (id, severity, summary, help, examples), and the registry of them all.
        // Below every module that reports findings: they make each finding from its rule's value.
        .target(name: "PushlocRules", dependencies: ["PushlocDiagnostics"], swiftSettings: strict),
        .target(name: "PushlocStringsFile", dependencies: ["PushlocDiagnostics", "PushlocRules", "CPushlocUTF8"], swiftSettings: strict),
        // The parser's byte passes with AVX2, chosen at run time: UTF-8 validation, UTF-16 to UTF-8, string search.
        .target(name: "CPushlocUTF8"),
        .target(name: "PushlocFormatString", dependencies: ["PushlocDiagnostics", "PushlocRules", "PushlocICU"], swiftSettings: strict),
        // The registry of table formats: file extension -> reader -> the documents the checks use.
        .target(name: "PushlocFormats", dependencies: ["PushlocDiagnostics", "PushlocRules", "PushlocStringsFile", "PushlocStringCatalog"], swiftSettings: strict),
        .target(name: "PushlocCatalog", dependencies: ["PushlocDiagnostics", "PushlocRules", "PushlocStringsFile", "PushlocStringCatalog", "PushlocFormats", "PushlocFormatString", "PushlocICU", "CPushlocDirectory"], swiftSettings: strict),
        // Linux's getdents64 (dirent.h with _GNU_SOURCE), which the search for bundles lists folders with.
        .target(name: "CPushlocDirectory"),
        .target(name: "PushlocJSON", dependencies: ["PushlocDiagnostics", "PushlocRules"], swiftSettings: strict),
        .target(name: "PushlocStringCatalog", dependencies: ["PushlocDiagnostics", "PushlocRules", "PushlocJSON"], swiftSettings: strict),
        .target(name: "PushlocPayloads", dependencies: ["PushlocDiagnostics", "PushlocRules", "PushlocJSON", "PushlocCatalog", "PushlocFormatString", "PushlocICU"], swiftSettings: strict),
        .target(name: "PushlocDevtodev", dependencies: ["PushlocDiagnostics", "PushlocRules", "PushlocJSON", "PushlocCatalog", "PushlocPayloads", "PushlocFormatString", "PushlocICU"], swiftSettings: strict),
        .target(name: "PushlocChecks", dependencies: ["PushlocDiagnostics", "PushlocJSON", "PushlocStringCatalog", "PushlocFormats", "PushlocCatalog", "PushlocPayloads", "PushlocDevtodev", "PushlocRules", "PushlocStringsFile", "PushlocFormatString", "PushlocICU"], swiftSettings: strict),
        // .pushloc.yml: the only module that reads YAML; the command line uses it, the library does not.
        // Named PushlocConfiguration: swift-configuration (which Hummingbird uses) has a target named
        // Configuration, and SwiftPM needs target names unique across a package graph.
        .target(
            name: "PushlocConfiguration",
            dependencies: ["PushlocDiagnostics", "PushlocStringsFile", "PushlocCatalog", "PushlocRules", .product(name: "Yams", package: "Yams")],
                        swiftSettings: strict
        ),
        // The output formats of `pushloc check` behind one protocol, and their registry; each format's body
        // in its own file. The html format draws the coverage heat map of Preview.
        .target(name: "PushlocReporters", dependencies: ["PushlocDiagnostics", "PushlocJSON", "PushlocRules", "PushlocPreview"], swiftSettings: strict),
        // The one check session of `check` and `build`: plan, batches, rules, then exclusions, suppressions,
        // severities and the baseline. The command line uses it; the library does not.
        .target(
            name: "PushlocChecking",
            dependencies: ["PushlocDiagnostics", "PushlocJSON", "PushlocStringsFile", "PushlocStringCatalog", "PushlocFormats", "PushlocCatalog", "PushlocRules", "PushlocChecks", "PushlocReporters", "PushlocConfiguration", "PushlocOutputFiles"],
            swiftSettings: strict
        ),
        // The server face: PushLocalizer and payload production. No checks, no preview, no file writing.
        .target(
            name: "PushLocalization",
            dependencies: ["PushlocDiagnostics", "PushlocICU", "PushlocStringsFile", "PushlocFormatString", "PushlocCatalog", "PushlocPayloads", "PushlocDevtodev"],
            swiftSettings: strict
        ),
        // Files pushloc writes without harming the user's: atomic writes, owned output folders, build folders.
        .target(name: "PushlocOutputFiles", dependencies: ["PushlocDiagnostics"], swiftSettings: strict),
        // The HTML preview of `render --format html` and `build`, and the coverage heat map.
        .target(
            name: "PushlocPreview",
            dependencies: ["PushlocDiagnostics", "PushlocRules", "PushlocICU", "PushlocFormatString", "PushlocJSON", "PushlocPayloads", "PushLocalization"],
            swiftSettings: strict
        ),
        // Each command's logic (render, payloads, devtodev, buttons, format, parse, build); the command
        // line parses options and calls one workflow.
        .target(
            name: "PushlocWorkflows",
            dependencies: [
                "PushlocDiagnostics", "PushlocICU", "PushlocStringsFile", "PushlocStringCatalog", "PushlocJSON", "PushlocFormats", "PushlocCatalog", "PushlocPayloads", "PushlocDevtodev", "PushlocChecking",
                "PushlocReporters", "PushlocOutputFiles", "PushlocPreview", "PushLocalization",
            ],
            swiftSettings: strict
        ),
        // glibc's allocator settings (malloc.h), which only the command line chooses; the threads of
        // PushlocDiagnostics ask it to prepare their heaps once it has.
        .target(name: "CPushlocAllocator"),
        .executableTarget(
            name: "pushloc",
            dependencies: [
                "CPushlocAllocator",
                "PushlocWorkflows",
                "PushLocalization",
                "PushlocConfiguration",
                "PushlocChecking",
                "PushlocReporters",
                // The command line is built on the whole module graph, not only the server-facing face.
                "PushlocDiagnostics", "PushlocICU", "PushlocStringsFile", "PushlocStringCatalog", "PushlocFormats", "PushlocFormatString", "PushlocJSON", "PushlocCatalog", "PushlocPayloads", "PushlocDevtodev", "PushlocRules", "PushlocChecks",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict,
            linkerSettings: staticRuntime
        ),
        // Shared by the test targets only: a seeded generator and a temporary-folder fixture.
        .target(name: "PushlocTestSupport", dependencies: ["PushlocDiagnostics", "PushlocJSON", "PushlocRules"], swiftSettings: strict),
        .executableTarget(
            name: "pushloc-bench",
            dependencies: ["PushLocalization", "PushlocDiagnostics", "PushlocICU", "PushlocStringsFile", "PushlocStringCatalog", "PushlocFormatString", "PushlocJSON", "PushlocCatalog", "PushlocPayloads", "PushlocDevtodev", "PushlocChecks"],
            swiftSettings: strict
        ),
        .testTarget(name: "PushlocDiagnosticsTests", dependencies: ["PushlocDiagnostics"], swiftSettings: strict),
        .testTarget(name: "PushlocICUTests", dependencies: ["PushlocTestSupport", "PushlocICU"], swiftSettings: strict),
        .testTarget(name: "PushlocStringsFileTests", dependencies: ["PushlocTestSupport", "PushlocStringsFile", "PushlocRules"], swiftSettings: strict),
        .testTarget(name: "PushlocFormatStringTests", dependencies: ["PushlocTestSupport", "PushlocFormatString", "PushlocRules"], swiftSettings: strict),
        .testTarget(name: "PushlocStringCatalogTests", dependencies: ["PushlocTestSupport", "PushlocStringCatalog", "PushlocJSON", "PushlocRules"], exclude: ["Fixtures"], swiftSettings: strict),
        .testTarget(name: "PushlocFormatsTests", dependencies: ["PushlocFormats"], swiftSettings: strict),
        .testTarget(name: "PushlocCatalogTests", dependencies: ["PushlocTestSupport", "PushlocCatalog", "PushlocDiagnostics", "PushlocRules"], swiftSettings: strict),
        .testTarget(name: "PushlocJSONTests", dependencies: ["PushlocTestSupport", "PushlocJSON", "PushlocDiagnostics"], swiftSettings: strict),
        .testTarget(name: "PushlocPayloadsTests", dependencies: ["PushlocTestSupport", "PushlocJSON", "PushlocPayloads"], swiftSettings: strict),
        .testTarget(name: "PushlocDevtodevTests", dependencies: ["PushlocTestSupport", "PushlocJSON", "PushlocPayloads", "PushlocDevtodev", "PushlocRules"], swiftSettings: strict),
        .testTarget(
            name: "PushlocChecksTests",
            dependencies: ["PushlocTestSupport", "PushlocChecks", "PushlocStringCatalog", "PushlocFormats", "PushlocRules", "PushlocReporters", "PushlocPreview", "PushlocChecking", "PushlocWorkflows"],
            swiftSettings: strict
        ),
        .testTarget(name: "PushlocConfigurationTests", dependencies: ["PushlocTestSupport", "PushlocConfiguration", "PushlocDiagnostics"], swiftSettings: strict),
        // Runs the built `pushloc`: `check` and `build` against each other.
        .testTarget(name: "PushlocCheckingTests", dependencies: ["PushlocTestSupport", "PushlocChecking", "PushlocChecks", "PushlocReporters", "PushlocStringsFile"], swiftSettings: strict),
        // The output formats: each reporter's text, escaping, SARIF against its schema, JUnit and Checkstyle as XML.
        .testTarget(
            name: "PushlocReportersTests",
            dependencies: ["PushlocTestSupport", "PushlocReporters", "PushlocChecks", "PushlocDiagnostics", "PushlocJSON", "PushlocRules"],
            resources: [.copy("Resources")],
            swiftSettings: strict
        ),
        .testTarget(name: "PushlocCommandLineTests", dependencies: ["PushlocTestSupport", "pushloc"], swiftSettings: strict),
        .testTarget(name: "PushlocRulesTests", dependencies: ["PushlocTestSupport", "PushlocRules", "PushlocChecks"], swiftSettings: strict),
        .testTarget(
            name: "PushlocAdoptionTests",
            dependencies: ["PushlocTestSupport", "PushlocChecks", "PushlocChecking", "PushlocRules", "PushlocReporters", "PushlocCatalog", "PushlocFormats", "PushlocStringsFile", "PushlocStringCatalog", "PushlocJSON"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "PushLocalizationTests",
            dependencies: [
                "PushlocTestSupport", "PushLocalization", "PushlocDiagnostics", "PushlocICU", "PushlocStringsFile", "PushlocStringCatalog", "PushlocFormatString", "PushlocJSON", "PushlocCatalog",
                "PushlocPayloads", "PushlocDevtodev", "PushlocChecks", "PushlocWorkflows",
            ],
            swiftSettings: strict
        ),
        .testTarget(name: "PushlocOutputFilesTests", dependencies: ["PushlocTestSupport", "PushlocOutputFiles"], swiftSettings: strict),
        .testTarget(
            name: "PushlocWorkflowsTests",
            dependencies: [
                "PushlocTestSupport", "PushlocWorkflows", "PushlocOutputFiles", "PushLocalization", "PushlocDiagnostics", "PushlocICU", "PushlocStringsFile", "PushlocStringCatalog",
                "PushlocFormatString", "PushlocJSON", "PushlocCatalog", "PushlocPayloads", "PushlocDevtodev", "PushlocChecks",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "PushlocPreviewTests",
            dependencies: ["PushlocPreview", "PushLocalization", "PushlocDiagnostics", "PushlocICU", "PushlocStringsFile", "PushlocStringCatalog", "PushlocFormatString", "PushlocJSON", "PushlocCatalog", "PushlocPayloads", "PushlocDevtodev", "PushlocChecks", "PushlocRules"],
            swiftSettings: strict
        ),
    ] + (withPlugins ? [
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
    ] + prebuiltTargets : [])
)
