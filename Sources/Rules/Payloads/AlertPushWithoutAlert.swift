import Diagnostics

extension RuleDescription {
    /// `alert-push-without-alert`: an alert push with nothing to show.
    public static let alertPushWithoutAlert = RuleDescription(
        id: "alert-push-without-alert",
        defaultSeverity: .warning,
        summary: #"An alert push with nothing to show"#,
        help: #"Add an alert, badge or sound."#,
        examples: RuleExamples(
            correct: #"apns-push-type: alert, {"aps": {"alert": "Hi"}}"#,
            incorrect: #"apns-push-type: alert, {"aps": {}}"#
        )
    )
}
