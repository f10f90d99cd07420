import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-type`: a known devtodev field with a value of the wrong type.
    public static let devtodevType = RuleDescription(
        id: "devtodev-type",
        defaultSeverity: .error,
        summary: #"A known devtodev field with a value of the wrong type"#,
        help: #"badge is a non-negative integer, sound a string, data an object, hidden a Boolean."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "badge": "1"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:41"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "badge": 1}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
