import Diagnostics

extension RuleDescription {
    /// `relevance-score-range`: relevance-score outside 0...1.
    public static let relevanceScoreRange = RuleDescription(
        id: "relevance-score-range",
        defaultSeverity: .error,
        summary: #"relevance-score outside 0...1"#,
        help: #"Use a number from 0 to 1."#,
        examples: RuleExamples(
            correct: #"{"aps": {"relevance-score": 0.8}}"#,
            incorrect: #"{"aps": {"relevance-score": 80}}"#
        )
    )
}
