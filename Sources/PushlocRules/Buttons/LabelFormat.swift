import PushlocDiagnostics

extension RuleDescription {
    /// `label-format`: a format specifier in a button label.
    public static let labelFormat = RuleDescription(
        id: "label-format",
        defaultSeverity: .error,
        summary: #"A format specifier in a button label"#,
        help: #"Labels are shown as they are; remove the specifier."#,
        examples: [
            .triggering([
                "en.lproj/Buttons.strings": #""open" = "Open %@";"#,
            ], at: "en.lproj/Buttons.strings:1:10"),
            .nonTriggering([
                "en.lproj/Buttons.strings": #""open" = "Open";"#,
            ]),
        ]
    )
}
