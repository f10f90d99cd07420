import Diagnostics

extension RuleDescription {
    /// `bidi-control`: a bidirectional control character in a translation whose source has none.
    public static let bidiControl = RuleDescription(
        id: "bidi-control",
        defaultSeverity: .warning,
        summary: #"A bidirectional control character in a translation whose source has none"#,
        help: #"U+202A-U+202E and U+2066-U+2069 reorder the text around them (Trojan-source spoofing: 'fdp.exe' can display as 'exe.pdf'); remove them unless the development string has them too."#,
        examples: RuleExamples(
            correct: #"""
            en: "file" = "Open %@";
            fr: "file" = "Ouvrir %@";
            """#,
            incorrect: #"""
            en: "file" = "Open %@";
            fr: "file" = "Ouvrir \U202E%@";
            """#
        )
    )
}
