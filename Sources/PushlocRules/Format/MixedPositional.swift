import PushlocDiagnostics

extension RuleDescription {
    /// `mixed-positional`: numbered and unnumbered specifiers in one string.
    public static let mixedPositional = RuleDescription(
        id: "mixed-positional",
        defaultSeverity: .warning,
        summary: #"Numbered and unnumbered specifiers in one string"#,
        help: #"The device counts unnumbered specifiers 1, 2, 3 ... apart from numbered ones ("%2$@ then %@" reads 2, then 1), so the string is compared by what it reads; number every specifier (%1$@) or none to keep it readable. A position read with two types, a gap or an argument the source lacks is an error of its own."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""trip" = "%1$@ to %@";"#,
            ], at: "en.lproj/Localizable.strings:1:19"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""trip" = "%1$@ to %2$@";"#,
            ]),
        ]
    )
}
