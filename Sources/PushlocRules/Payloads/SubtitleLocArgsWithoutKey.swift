import PushlocDiagnostics

extension RuleDescription {
    /// `subtitle-loc-args-without-key`: subtitle-loc-args without subtitle-loc-key.
    public static let subtitleLocArgsWithoutKey = RuleDescription(
        id: "subtitle-loc-args-without-key",
        defaultSeverity: .error,
        summary: #"subtitle-loc-args without subtitle-loc-key"#,
        help: #"Add subtitle-loc-key or remove subtitle-loc-args."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";\#n"in" = "In %@";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new", "subtitle-loc-args": ["Team"]}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:38"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";\#n"in" = "In %@";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new", "subtitle-loc-key": "in", "subtitle-loc-args": ["Team"]}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
