import Diagnostics

extension RuleDescription {
    /// `devtodev-plain-and-loc-key`: a plain text and a loc-key (or title and title-loc-key).
    public static let devtodevPlainAndLocKey = RuleDescription(
        id: "devtodev-plain-and-loc-key",
        defaultSeverity: .warning,
        summary: #"A plain text and a loc-key (or title and title-loc-key)"#,
        help: #"The device shows the plain text; remove one."#,
        examples: RuleExamples(
            correct: #"{"loc-key": "SENT"}"#,
            incorrect: #"{"text": "Sent", "loc-key": "SENT"}"#
        )
    )
}
