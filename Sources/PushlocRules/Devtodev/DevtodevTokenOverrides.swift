import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-token-overrides`: a targeting object with a token and another identifier.
    public static let devtodevTokenOverrides = RuleDescription(
        id: "devtodev-token-overrides",
        defaultSeverity: .warning,
        summary: #"A targeting object with a token and another identifier"#,
        help: #"devtodev uses the token and ignores the others; keep one."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"audience": [{"token": "ab12", "userId": "u1"}], "ios": {"payload": {"loc-key": "new"}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:33"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"audience": [{"token": "ab12"}], "ios": {"payload": {"loc-key": "new"}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
