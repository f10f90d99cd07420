import PushlocDiagnostics

extension RuleDescription {
    /// `duplicate-key`: the same key twice in one table; a note when both values are the same.
    public static let duplicateKey = RuleDescription(
        id: "duplicate-key",
        defaultSeverity: .warning,
        summary: #"The same key twice in one table (a note when the values are the same)"#,
        help: #"A text .strings table shows the later value, a binary one the first. With two values one of them is never shown (a warning); with the same value twice nothing changes on the device (a note). Remove the other."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #"""
                    "title" = "Inbox";
                    "title" = "Mail";
                    """#,
            ], at: "en.lproj/Localizable.strings:2:1"),
            .triggering([
                "en.lproj/Localizable.strings": #"""
                    "title" = "Inbox";
                    "title" = "Inbox";
                    """#,
            ], at: "en.lproj/Localizable.strings:2:1"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""title" = "Inbox";"#,
            ]),
        ],
        isFixable: true
    )
}

extension RuleLevel {
    /// `duplicate-key` where both values are the same: nothing changes on the device, so a note.
    public static let duplicateKeySameValue = RuleDescription.duplicateKey.level(.note)
}
