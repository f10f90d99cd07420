import PushlocDiagnostics

extension RuleDescription {
    /// `unknown-loc-key`: a template's loc key the development language lacks.
    public static let unknownLocKey = RuleDescription(
        id: "unknown-loc-key",
        defaultSeverity: .error,
        summary: #"A template's loc key the development language lacks"#,
        help: #"The device shows the key itself; add the string or fix the key."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""NEW_MESSAGE" = "New message";"#,
                "templates/notifications/new_message.json": #"{"aps": {"alert": {"loc-key": "NEW_MESAGE"}}}"#,
            ], at: "templates/notifications/new_message.json:1:31"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""NEW_MESSAGE" = "New message";"#,
                "templates/notifications/new_message.json": #"{"aps": {"alert": {"loc-key": "NEW_MESSAGE"}}}"#,
            ]),
        ]
    )
}
