import Diagnostics

extension RuleDescription {
    /// `devtodev-shape`: a devtodev message whose root, ios, payload, options or audience has the wrong shape.
    public static let devtodevShape = RuleDescription(
        id: "devtodev-shape",
        defaultSeverity: .error,
        summary: #"A devtodev message whose root, ios, payload, options or audience has the wrong shape"#,
        help: #"A message is an object with ios or payload; see the devtodev push API reference."#,
        examples: RuleExamples(
            correct: #"{"payload": {"text": "Hi"}}"#,
            incorrect: #"["Hi"]"#
        )
    )
}
