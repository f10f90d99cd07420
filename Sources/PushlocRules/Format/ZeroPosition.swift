import PushlocDiagnostics

extension RuleDescription {
    /// `zero-position`: a specifier numbered 0 (%0$@).
    public static let zeroPosition = RuleDescription(
        id: "zero-position",
        defaultSeverity: .error,
        summary: #"A specifier numbered 0 (%0$@)"#,
        help: #"Positions start at 1."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""hello" = "Hello %0$@";"#,
            ], at: "en.lproj/Localizable.strings:1:18"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""hello" = "Hello %1$@";"#,
            ]),
        ]
    )
}
