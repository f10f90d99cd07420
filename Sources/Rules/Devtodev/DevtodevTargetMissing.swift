import Diagnostics

extension RuleDescription {
    /// `devtodev-target-missing`: a targeting object with no identifier.
    public static let devtodevTargetMissing = RuleDescription(
        id: "devtodev-target-missing",
        defaultSeverity: .error,
        summary: #"A targeting object with no identifier"#,
        help: #"Give one of token, idfa, idfv, userId or devtodevId."#,
        examples: RuleExamples(
            correct: #"{"userId": "u1"}"#,
            incorrect: #"{}"#
        )
    )
}
