import PushlocDiagnostics

extension RuleDescription {
    /// `too-many-specifiers`: more than 1,000 specifiers in one string.
    public static let tooManySpecifiers = RuleDescription(
        id: "too-many-specifiers",
        defaultSeverity: .error,
        summary: #"More than 1,000 specifiers in one string"#,
        help: #"iOS never passes that many arguments; the string is reported once and not expanded. Applies to .strings, .stringsdict and .xcstrings values and template loc keys."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""list" = ""# + String(repeating: "%@", count: 1_001) + #"";"#,
            ], at: "en.lproj/Localizable.strings:1:2011"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""list" = "%@, %@ and %@";"#,
            ]),
        ]
    )
}
