import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-loc-args-type`: loc-args or title-loc-args is not an array of strings.
    public static let devtodevLocArgsType = RuleDescription(
        id: "devtodev-loc-args-type",
        defaultSeverity: .error,
        summary: #"loc-args or title-loc-args is not an array of strings"#,
        help: #"Send the arguments as strings."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""count" = "%@ new messages";"#,
                "message.json": #"{"payload": {"loc-key": "count", "loc-args": [3]}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:47"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""count" = "%@ new messages";"#,
                "message.json": #"{"payload": {"loc-key": "count", "loc-args": ["3"]}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
