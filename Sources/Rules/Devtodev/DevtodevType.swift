import Diagnostics

extension RuleDescription {
    /// `devtodev-type`: a known devtodev field with a value of the wrong type.
    public static let devtodevType = RuleDescription(
        id: "devtodev-type",
        defaultSeverity: .error,
        summary: #"A known devtodev field with a value of the wrong type"#,
        help: #"badge is a non-negative integer, sound a string, data an object, hidden a Boolean."#,
        examples: RuleExamples(
            correct: #"{"payload": {"badge": 1}}"#,
            incorrect: #"{"payload": {"badge": "1"}}"#
        )
    )
}
