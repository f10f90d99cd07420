import PushlocDiagnostics

extension RuleDescription {
    /// `missing-key`: keys of the development language missing from a translation.
    public static let missingKey = RuleDescription(
        id: "missing-key",
        defaultSeverity: .warning,
        summary: #"Keys of the development language missing from a translation"#,
        help: #"A device in that language shows the key itself for each (only a language with no copy of the table shows the development text); translate them. A key whose text has no letters outside its format specifiers ("%@", "%lld. ") reads the same in every language and is never missing."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #"""
                    "title" = "Inbox";
                    "sent" = "Sent";
                    """#,
                "fr.lproj/Localizable.strings": #""title" = "Boîte de réception";"#,
            ], at: "fr.lproj/Localizable.strings:1:1"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #"""
                    "title" = "Inbox";
                    "sent" = "Sent";
                    """#,
                "fr.lproj/Localizable.strings": #"""
                    "title" = "Boîte de réception";
                    "sent" = "Envoyés";
                    """#,
            ]),
            .nonTriggering([
                "en.lproj/Localizable.strings": #"""
                    "title" = "Inbox";
                    "count" = "%@";
                    """#,
                "fr.lproj/Localizable.strings": #""title" = "Boîte de réception";"#,
            ]),
        ]
    )
}
