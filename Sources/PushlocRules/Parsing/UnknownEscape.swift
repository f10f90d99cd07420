import PushlocDiagnostics

extension RuleDescription {
    /// `unknown-escape`: a backslash before a character that is not an escape; a note when the device
    /// shows the character meant.
    public static let unknownEscape = RuleDescription(
        id: "unknown-escape",
        defaultSeverity: .warning,
        summary: #"A backslash before a character that is not an escape (a note for punctuation such as \% or \(, which shows as meant)"#,
        help: #"The device drops the backslash and shows the character: \u203A (lowercase u) shows a literal 'u203A', so write \U203A. Before a letter or a digit of any script (Hebrew \ה typed for /ה shows ה, another word), or an invisible control or format character, it is a warning; before punctuation or a symbol (\%, \(, \/) the device shows what was meant, and it is a note: remove the backslash."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""next" = "Next \u203A";"#,
            ], at: "en.lproj/Localizable.strings:1:16"),
            .triggering([
                "en.lproj/Localizable.strings": #""beta" = "Search \(beta\)";"#,
            ], at: "en.lproj/Localizable.strings:1:18"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""next" = "Next \U203A";"#,
            ]),
        ],
        isFixable: true
    )
}

extension RuleLevel {
    /// `unknown-escape` before punctuation or a symbol (`\%`, `\(`), which the device shows as meant: a note.
    public static let unknownEscapeShownAsMeant = RuleDescription.unknownEscape.level(.note)
}
