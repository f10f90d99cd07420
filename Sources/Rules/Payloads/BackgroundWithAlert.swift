import Diagnostics

extension RuleDescription {
    /// `background-with-alert`: a background push with an alert, badge or sound.
    public static let backgroundWithAlert = RuleDescription(
        id: "background-with-alert",
        defaultSeverity: .warning,
        summary: #"A background push with an alert, badge or sound"#,
        help: #"Use an alert push instead."#,
        examples: RuleExamples(
            correct: #"apns-push-type: background, {"aps": {"content-available": 1}}"#,
            incorrect: #"apns-push-type: background, {"aps": {"content-available": 1, "alert": "Hi"}}"#
        )
    )
}
