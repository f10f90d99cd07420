import Diagnostics

extension RuleDescription {
    /// `stringsdict-format-key`: a .stringsdict entry whose NSStringLocalizedFormatKey names none of its variables.
    public static let stringsdictFormatKey = RuleDescription(
        id: "stringsdict-format-key",
        defaultSeverity: .error,
        summary: #"A .stringsdict entry whose NSStringLocalizedFormatKey names none of its variables"#,
        help: #"The device shows the format key's text as it is and never picks a plural form; reference a variable with %#@name@."#,
        examples: RuleExamples(
            correct: #"<key>NSStringLocalizedFormatKey</key><string>%#@files@</string>"#,
            incorrect: #"<key>NSStringLocalizedFormatKey</key><string>%d files</string>"#
        )
    )
}
