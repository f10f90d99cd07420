import Diagnostics

extension RuleDescription {
    /// `unknown-loc-key`: a template's loc key the development language lacks.
    public static let unknownLocKey = RuleDescription(
        id: "unknown-loc-key",
        defaultSeverity: .error,
        summary: #"A template's loc key the development language lacks"#,
        help: #"The device shows the key itself; add the string or fix the key."#,
        examples: RuleExamples(
            correct: #""loc-key": "NEW_MESSAGE" (in en.lproj)"#,
            incorrect: #""loc-key": "NEW_MESAGE" (not in en.lproj)"#
        )
    )
}
