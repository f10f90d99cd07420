import Diagnostics

extension RuleDescription {
    /// `alert-title-and-loc-key`: a plain title and a title-loc-key.
    public static let alertTitleAndLocKey = RuleDescription(
        id: "alert-title-and-loc-key",
        defaultSeverity: .warning,
        summary: #"A plain title and a title-loc-key"#,
        help: #"The device shows the plain title; remove one."#,
        examples: RuleExamples(
            correct: #"{"title-loc-key": "FROM"}"#,
            incorrect: #"{"title": "From", "title-loc-key": "FROM"}"#
        )
    )
}
