import Diagnostics

extension RuleDescription {
    /// `topic-missing`: no apns-topic.
    public static let topicMissing = RuleDescription(
        id: "topic-missing",
        defaultSeverity: .error,
        summary: #"No apns-topic"#,
        help: #"Pass the app's bundle id as the topic."#,
        examples: RuleExamples(
            correct: #"apns-topic: com.example.app"#,
            incorrect: #"apns-topic: (empty)"#
        )
    )
}
