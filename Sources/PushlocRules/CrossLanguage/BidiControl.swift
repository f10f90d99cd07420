import PushlocDiagnostics

extension RuleDescription {
    /// `bidi-control`: a bidirectional control character in a translation whose source has none.
    public static let bidiControl = RuleDescription(
        id: "bidi-control",
        defaultSeverity: .warning,
        summary: #"A bidirectional control character in a translation whose source has none"#,
        help: #"U+202A-U+202E and U+2066-U+2069 reorder the text around them (Trojan-source spoofing: 'fdp.exe' can display as 'exe.pdf'); remove them unless the development string has them too. An embedding or isolate next to a number or a specifier in a right-to-left language (ar, he, fa, ur) keeps the number in order and is not reported; an override always is. Direction marks (U+200E, U+200F, U+061C) are never reported."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""file" = "Open %@";"#,
                "fr.lproj/Localizable.strings": #""file" = "Ouvrir \U202E%@";"#,
            ], at: "fr.lproj/Localizable.strings:1:18"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""file" = "Open %@";"#,
                "fr.lproj/Localizable.strings": #""file" = "Ouvrir %@";"#,
            ]),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""file" = "Open %@";"#,
                "ar.lproj/Localizable.strings": #""file" = "افتح \U2066%@\U2069";"#,
            ]),
        ]
    )
}
