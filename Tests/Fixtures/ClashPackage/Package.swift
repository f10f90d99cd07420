// swift-tools-version:6.1
import PackageDescription

// A server package whose own targets carry the generic names other packages use (JSON, Diagnostics,
// Rules, Catalog, Configuration, ...). SwiftPM needs target names unique across a whole package graph,
// so this builds only while every library target of pushloc carries its prefix. CI builds it
// (.ci/clash-package).
let names = ["JSON", "Diagnostics", "Rules", "Catalog", "Configuration", "Formats", "Payloads", "TestSupport"]

let package = Package(
    name: "ClashPackage",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "pushloc", path: "../../..")],
    targets: names.map { Target.target(name: $0, swiftSettings: [.swiftLanguageMode(.v6)]) } + [
        .executableTarget(
            name: "Server",
            dependencies: names.map { Target.Dependency(stringLiteral: $0) } + [.product(name: "PushLocalization", package: "pushloc")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
