import Diagnostics

extension RuleDescription {
    /// `devtodev-button-action`: an action on a button that does not open the app.
    public static let devtodevButtonAction = RuleDescription(
        id: "devtodev-button-action",
        defaultSeverity: .error,
        summary: #"An action on a button that does not open the app"#,
        help: #"Only the app-opening buttons may carry an action."#,
        examples: RuleExamples(
            correct: #"{"id": "yes", "action": {"deeplink": "app://x"}} (yes opens the app)"#,
            incorrect: #"{"id": "no", "action": {"deeplink": "app://x"}} (no dismisses)"#
        )
    )
}
