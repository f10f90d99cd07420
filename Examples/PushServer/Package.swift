// swift-tools-version:6.1
import PackageDescription

// A push server built on pushloc's server library: one HTTP endpoint that answers with a localized
// APNs payload and the headers to send it with. See README.md in this folder.
let package = Package(
    name: "PushServer",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "pushloc", path: "../.."),
        // Only the FullFoundation trait: the server reads its few settings from the environment itself
        // (ServerSettings), so Hummingbird's ConfigurationSupport would only add swift-configuration to
        // the build. Its target named Configuration no longer clashes with pushloc, whose targets all
        // carry the Pushloc prefix (PushlocConfiguration), should a server want the trait.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .executableTarget(
            name: "PushServer",
            dependencies: [
                .product(name: "PushLocalization", package: "pushloc"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
