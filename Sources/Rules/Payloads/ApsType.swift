import Diagnostics

extension RuleDescription {
    /// `aps-type`: a known APNs key has a value of the wrong type.
    public static let apsType = RuleDescription(
        id: "aps-type",
        defaultSeverity: .error,
        summary: #"A known APNs key has a value of the wrong type"#,
        help: #"See Apple's payload key reference."#,
        examples: RuleExamples(
            correct: #"{"aps": {"badge": 3}}"#,
            incorrect: #"{"aps": {"badge": "3"}}"#
        )
    )
}
