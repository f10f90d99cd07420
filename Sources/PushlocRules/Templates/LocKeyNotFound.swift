import PushlocDiagnostics

extension RuleDescription {
    /// `loc-key-not-found`: a loc key a language's own copy of the table lacks.
    public static let locKeyNotFound = RuleDescription(
        id: "loc-key-not-found",
        defaultSeverity: .error,
        summary: #"A loc key a language's own table lacks"#,
        help: #"That language's lock screen shows the raw key (a language with no copy of the table shows the development text instead); translate it."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #"""
                    "NEW_MESSAGE" = "New message";
                    "INBOX" = "Inbox";
                    """#,
                "fr.lproj/Localizable.strings": #""INBOX" = "Boîte de réception";"#,
                "templates/notifications/new_message.json": #"{"aps": {"alert": {"loc-key": "NEW_MESSAGE"}}}"#,
            ], at: "templates/notifications/new_message.json:1:31"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #"""
                    "NEW_MESSAGE" = "New message";
                    "INBOX" = "Inbox";
                    """#,
                "fr.lproj/Localizable.strings": #"""
                    "NEW_MESSAGE" = "Nouveau message";
                    "INBOX" = "Boîte de réception";
                    """#,
                "templates/notifications/new_message.json": #"{"aps": {"alert": {"loc-key": "NEW_MESSAGE"}}}"#,
            ]),
        ]
    )
}
