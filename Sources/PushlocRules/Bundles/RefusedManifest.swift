import PushlocDiagnostics

extension RuleDescription {
    /// `refused-manifest`: a Swift package manifest that SwiftPM refuses or that is too large to read.
    public static let refusedManifest = RuleDescription(
        id: "refused-manifest",
        defaultSeverity: .warning,
        summary: #"A Package.swift that SwiftPM refuses, or too large to read"#,
        help: #"A target whose path: leaves the package's folder (../App, /) makes SwiftPM refuse the whole package, and a manifest of 1 MiB or more is not read. Either way the folder's tables are checked as if there were no manifest, so the package decides neither what ships nor its development language. Keep every target inside the package's folder."#,
        examples: [
            .triggering([
                "Tools/Gen/Package.swift": #"""
                    // swift-tools-version: 5.9
                    import PackageDescription

                    let package = Package(
                        name: "Gen",
                        defaultLocalization: "fr",
                        targets: [.target(name: "Gen", path: "../../App")]
                    )
                    """#,
                "App/en.lproj/Localizable.strings": #""title" = "Inbox";"#,
            ], arguments: ["check", ".", "--format", "json"], at: "Tools/Gen/Package.swift:1:1"),
            .nonTriggering([
                "Tools/Gen/Package.swift": #"""
                    // swift-tools-version: 5.9
                    import PackageDescription

                    let package = Package(
                        name: "Gen",
                        defaultLocalization: "fr",
                        targets: [.target(name: "Gen", path: "Generator")]
                    )
                    """#,
                "App/en.lproj/Localizable.strings": #""title" = "Inbox";"#,
            ], arguments: ["check", ".", "--format", "json"]),
        ]
    )
}
