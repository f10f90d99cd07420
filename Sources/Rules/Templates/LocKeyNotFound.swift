import Diagnostics

extension RuleDescription {
    /// `loc-key-not-found`: a loc key a language's own copy of the table lacks.
    public static let locKeyNotFound = RuleDescription(
        id: "loc-key-not-found",
        defaultSeverity: .error,
        summary: #"A loc key a language's own table lacks"#,
        help: #"That language's lock screen shows the raw key (a language with no copy of the table shows the development text instead); translate it."#,
        examples: RuleExamples(
            correct: #"fr: "NEW_MESSAGE" = "Nouveau message";"#,
            incorrect: #"fr: no NEW_MESSAGE"#
        )
    )
}
