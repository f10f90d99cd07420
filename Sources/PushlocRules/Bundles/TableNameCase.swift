import PushlocDiagnostics

extension RuleDescription {
    /// `table-name-case`: two tables whose names differ only in case.
    public static let tableNameCase = RuleDescription(
        id: "table-name-case",
        defaultSeverity: .warning,
        summary: #"Two tables whose names differ only in case"#,
        help: #"The device's file system may be case-sensitive; use one spelling."#,
        examples: [
            .triggering([
                "en.lproj/InfoPlist.strings": #""CFBundleDisplayName" = "Mail";"#,
                "fr.lproj/InfoPlist.strings": #""CFBundleDisplayName" = "Courrier";"#,
                "fr.lproj/infoPlist.strings": #""NSCameraUsageDescription" = "Pour joindre des photos";"#,
            ], at: "fr.lproj/infoPlist.strings:1:1"),
            .nonTriggering([
                "en.lproj/InfoPlist.strings": #""CFBundleDisplayName" = "Mail";"#,
                "fr.lproj/InfoPlist.strings": #""CFBundleDisplayName" = "Courrier";"#,
            ]),
        ]
    )
}
