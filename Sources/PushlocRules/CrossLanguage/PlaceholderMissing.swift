import PushlocDiagnostics

extension RuleDescription {
    /// `placeholder-missing`: a translation drops a placeholder the app replaces itself.
    public static let placeholderMissing = RuleDescription(
        id: "placeholder-missing",
        defaultSeverity: .warning,
        summary: #"A translation drops a placeholder the app replaces itself"#,
        help: #"{name}, {0}, ${count} or %1 (with replacingOccurrences) must appear in every translation as in the source, or the app has nothing to replace and the value is not shown."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""joined" = "{user} joined";"#,
                "de.lproj/Localizable.strings": #""joined" = "{Benutzer} ist beigetreten";"#,
            ], at: "de.lproj/Localizable.strings:1:12"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""joined" = "{user} joined";"#,
                "de.lproj/Localizable.strings": #""joined" = "{user} ist beigetreten";"#,
            ]),
        ]
    )
}
