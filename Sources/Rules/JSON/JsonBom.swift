import Diagnostics

extension RuleDescription {
    /// `json-bom`: a JSON file starts with a byte order mark.
    public static let jsonBom = RuleDescription(
        id: "json-bom",
        defaultSeverity: .warning,
        summary: #"A JSON file starts with a byte order mark"#,
        help: #"RFC 8259 forbids it; save without BOM."#,
        examples: RuleExamples(
            correct: #"{"aps": {}}"#,
            incorrect: #"U+FEFF {"aps": {}}"#
        )
    )
}
