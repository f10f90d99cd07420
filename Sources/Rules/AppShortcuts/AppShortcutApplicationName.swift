import Diagnostics

extension RuleDescription {
    /// `app-shortcut-application-name`: an App Shortcut phrase without `${applicationName}`.
    public static let appShortcutApplicationName = RuleDescription(
        id: "app-shortcut-application-name",
        defaultSeverity: .error,
        summary: #"An App Shortcut phrase without ${applicationName}"#,
        help: #"Siri only accepts a phrase that names the app; write ${applicationName} in every phrase of every language."#,
        examples: RuleExamples(
            correct: #""values": ["Start a timer in ${applicationName}"]"#,
            incorrect: #""values": ["Start a timer"]"#
        )
    )
}
