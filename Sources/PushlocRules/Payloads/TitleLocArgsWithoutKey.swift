import PushlocDiagnostics

extension RuleDescription {
    /// `title-loc-args-without-key`: title-loc-args without title-loc-key.
    public static let titleLocArgsWithoutKey = RuleDescription(
        id: "title-loc-args-without-key",
        defaultSeverity: .error,
        summary: #"title-loc-args without title-loc-key"#,
        help: #"Add title-loc-key or remove title-loc-args."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";\#n"from" = "From %@";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new", "title-loc-args": ["Ana"]}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:38"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";\#n"from" = "From %@";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new", "title-loc-key": "from", "title-loc-args": ["Ana"]}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
