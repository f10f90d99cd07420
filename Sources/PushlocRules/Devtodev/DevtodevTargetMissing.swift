import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-target-missing`: a targeting object with no identifier.
    public static let devtodevTargetMissing = RuleDescription(
        id: "devtodev-target-missing",
        defaultSeverity: .error,
        summary: #"A targeting object with no identifier"#,
        help: #"Give one of token, idfa, idfv, userId or devtodevId."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"audience": [{}], "ios": {"payload": {"loc-key": "new"}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:15"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"audience": [{"userId": "u1"}], "ios": {"payload": {"loc-key": "new"}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
