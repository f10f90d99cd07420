import Diagnostics
import Payloads

extension RuleDescription {
    /// `topic-missing`: no apns-topic.
    public static let topicMissing = RuleDescription(
        id: PayloadRule.topicMissing,
        defaultSeverity: .error,
        summary: #"No apns-topic"#,
        help: #"Pass the app's bundle id as the topic."#,
        examples: RuleExamples(
            correct: #"apns-topic: com.example.app"#,
            incorrect: #"apns-topic: (empty)"#
        )
    )
}
