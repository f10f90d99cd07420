import PushlocDiagnostics

extension RuleDescription {
    /// `conflicting-types`: one position read with two types.
    public static let conflictingTypes = RuleDescription(
        id: "conflicting-types",
        defaultSeverity: .error,
        summary: #"One position read with two types"#,
        help: #"Use one specifier type per argument."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""count" = "%1$d of %1$@";"#,
            ], at: "en.lproj/Localizable.strings:1:20"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""count" = "%1$d of %2$d";"#,
            ]),
        ]
    )
}
