import PushlocDiagnostics

extension RuleDescription {
    /// `argument-gap`: a skipped argument position (%1$@ %3$@).
    public static let argumentGap = RuleDescription(
        id: "argument-gap",
        defaultSeverity: .error,
        summary: #"A skipped argument position (%1$@ %3$@)"#,
        help: #"String(format:) cannot know the type of the skipped argument; read every position."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""trip" = "%1$@ to %3$@";"#,
            ], at: "en.lproj/Localizable.strings:1:19"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""trip" = "%1$@ to %2$@";"#,
            ]),
        ]
    )
}
