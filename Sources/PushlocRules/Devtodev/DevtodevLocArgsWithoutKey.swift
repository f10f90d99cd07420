import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-loc-args-without-key`: loc-args without loc-key, or title-loc-args without title-loc-key.
    public static let devtodevLocArgsWithoutKey = RuleDescription(
        id: "devtodev-loc-args-without-key",
        defaultSeverity: .error,
        summary: #"loc-args without loc-key, or title-loc-args without title-loc-key"#,
        help: #"Add the key or remove the arguments."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""from" = "New message from %@";"#,
                "message.json": #"{"payload": {"text": "New message", "loc-args": ["Ana"]}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:37"),
            .triggering([
                "en.lproj/Localizable.strings": #""from" = "New message from %@";"#,
                "message.json": #"{"payload": {"loc-key": "from", "loc-args": ["Ana"], "title-loc-args": ["Ana"]}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:54"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""from" = "New message from %@";"#,
                "message.json": #"{"payload": {"loc-key": "from", "loc-args": ["Ana"]}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
