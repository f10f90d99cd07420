import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-size`: a per-locale message whose estimated iOS payload is within 10% of 4096 bytes, or over.
    public static let devtodevSize = RuleDescription(
        id: "devtodev-size",
        defaultSeverity: .warning,
        summary: #"A per-locale message whose estimated iOS payload is within 10% of 4096 bytes, or over"#,
        help: #"Shorten the text or the custom data."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"text": "\#(String(repeating: "New message. ", count: 280))"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:13"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"text": "\#(String(repeating: "New message. ", count: 150))"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
