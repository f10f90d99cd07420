import PushlocDiagnostics

extension RuleDescription {
    /// `loc-args-without-key`: loc-args without loc-key.
    public static let locArgsWithoutKey = RuleDescription(
        id: "loc-args-without-key",
        defaultSeverity: .error,
        summary: #"loc-args without loc-key"#,
        help: #"Add loc-key or remove loc-args."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""from" = "New message from %@";"#,
                "push.json": #"{"aps": {"alert": {"body": "New message", "loc-args": ["Ana"]}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:43"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""from" = "New message from %@";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "from", "loc-args": ["Ana"]}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
