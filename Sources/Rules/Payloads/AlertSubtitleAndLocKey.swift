import Diagnostics

extension RuleDescription {
    /// `alert-subtitle-and-loc-key`: a plain subtitle and a subtitle-loc-key.
    public static let alertSubtitleAndLocKey = RuleDescription(
        id: "alert-subtitle-and-loc-key",
        defaultSeverity: .warning,
        summary: #"A plain subtitle and a subtitle-loc-key"#,
        help: #"The device shows the plain subtitle; remove one."#,
        examples: RuleExamples(
            correct: #"{"subtitle-loc-key": "IN"}"#,
            incorrect: #"{"subtitle": "In", "subtitle-loc-key": "IN"}"#
        )
    )
}
