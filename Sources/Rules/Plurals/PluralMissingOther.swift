import Diagnostics

extension RuleDescription {
    /// `plural-missing-other`: a .stringsdict plural rule without 'other'.
    public static let pluralMissingOther = RuleDescription(
        id: "plural-missing-other",
        defaultSeverity: .error,
        summary: #"A .stringsdict plural rule without 'other'"#,
        help: #"The device needs 'other' as the fallback form."#,
        examples: RuleExamples(
            correct: #"""
            <key>one</key><string>%d file</string>
            <key>other</key><string>%d files</string>
            """#,
            incorrect: #"<key>one</key><string>%d file</string>"#
        )
    )
}
