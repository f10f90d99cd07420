import Diagnostics

extension RuleDescription {
    /// `expiration-invalid`: an invalid apns-expiration.
    public static let expirationInvalid = RuleDescription(
        id: "expiration-invalid",
        defaultSeverity: .error,
        summary: #"An invalid apns-expiration"#,
        help: #"Use a UNIX time in seconds, or 0."#,
        examples: RuleExamples(
            correct: #"apns-expiration: 0"#,
            incorrect: #"apns-expiration: -1"#
        )
    )
}
