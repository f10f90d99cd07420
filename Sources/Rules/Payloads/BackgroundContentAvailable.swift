import Diagnostics

extension RuleDescription {
    /// `background-content-available`: a background push without content-available.
    public static let backgroundContentAvailable = RuleDescription(
        id: "background-content-available",
        defaultSeverity: .error,
        summary: #"A background push without content-available"#,
        help: #"Add content-available: 1."#,
        examples: RuleExamples(
            correct: #"apns-push-type: background, {"aps": {"content-available": 1}}"#,
            incorrect: #"apns-push-type: background, {"aps": {}}"#
        )
    )
}
