import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-shape`: a devtodev message whose root, ios, payload, options or audience has the wrong shape.
    public static let devtodevShape = RuleDescription(
        id: "devtodev-shape",
        defaultSeverity: .error,
        summary: #"A devtodev message whose root, ios, payload, options or audience has the wrong shape"#,
        help: #"A message is an object with ios or payload; see the devtodev push API reference."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"["New message"]"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:1"),
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"text": "New message"}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:1"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"text": "New message"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
