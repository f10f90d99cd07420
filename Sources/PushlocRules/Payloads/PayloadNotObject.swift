import PushlocDiagnostics

extension RuleDescription {
    /// `payload-not-object`: the payload is not a JSON object.
    public static let payloadNotObject = RuleDescription(
        id: "payload-not-object",
        defaultSeverity: .error,
        summary: #"The payload is not a JSON object"#,
        help: #"An APNs payload is an object with 'aps'."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"["New message"]"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:1"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
