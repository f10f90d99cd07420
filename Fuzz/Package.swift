// swift-tools-version:6.1
import PackageDescription

// libFuzzer targets for pushloc, outside the main package so that `swift build` and `swift test`
// never see them. Build with `-sanitize=fuzzer` (see scripts/fuzz and .ci/fuzz-smoke):
//     swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer
// Each target is one file whose top-level code passes its input handler to `fuzzMain` (FuzzSupport),
// which runs libFuzzer's driver. `-c debug` builds too (scripts/fuzz's FUZZ_CONFIGURATION).
//
let deps: [Target.Dependency] = [
    .product(name: "PushLocalization", package: "pushloc"), .product(name: "PushlocToolkit", package: "pushloc"), "FuzzSupport",
]
let fuzz: [SwiftSetting] = [.swiftLanguageMode(.v6)]
// lld: Debian's gold crashes (`internal error in format_file_lineno`) linking libFuzzer into Swift.
let link: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld"])]

let package = Package(
    name: "pushloc-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "pushloc", path: "..")],
    targets: [
        .target(name: "FuzzSupport", path: "Shared", swiftSettings: fuzz),
        .executableTarget(name: "fuzz-strings", dependencies: deps, path: "Targets/strings", swiftSettings: fuzz, linkerSettings: link),
        .executableTarget(name: "fuzz-format", dependencies: deps, path: "Targets/format", swiftSettings: fuzz, linkerSettings: link),
        .executableTarget(name: "fuzz-json-payload", dependencies: deps, path: "Targets/json-payload", swiftSettings: fuzz, linkerSettings: link),
        .executableTarget(name: "fuzz-stringsdict", dependencies: deps, path: "Targets/stringsdict", swiftSettings: fuzz, linkerSettings: link),
        .executableTarget(name: "fuzz-xcstrings", dependencies: deps, path: "Targets/xcstrings", swiftSettings: fuzz, linkerSettings: link),
        .executableTarget(name: "fuzz-pbxproj", dependencies: deps, path: "Targets/pbxproj", swiftSettings: fuzz, linkerSettings: link),
    ]
)
