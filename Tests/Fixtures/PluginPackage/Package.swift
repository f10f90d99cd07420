// swift-tools-version:6.1
// A package that uses pushloc's plugins, as an app's package would. CI builds it (the build-tool
// plugin checks FixtureApp's localizations) and runs `swift package pushloc-check` on it.
import PackageDescription

let package = Package(
    name: "PluginPackage",
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "pushloc", path: "../../..")],
    targets: [
        .target(
            name: "FixtureApp",
            resources: [.process("Resources")],
            plugins: [.plugin(name: "PushlocBuildToolPlugin", package: "pushloc")]
        ),
    ]
)
