import PushlocDiagnostics

extension RuleDescription {
    /// `payload-truncated`: a payload's alert text was shortened to fit.
    public static let payloadTruncated = RuleDescription(
        id: "payload-truncated",
        defaultSeverity: .warning,
        summary: #"A payload's alert text was shortened to fit"#,
        help: #"Shorten the translation or raise the limit."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""NEWS" = "Read the full story";"#,
                "de.lproj/Localizable.strings": #""NEWS" = "Lesen Sie die ganze Geschichte in der App";"#,
                "templates/notifications/news.json": #"{"aps": {"alert": {"loc-key": "NEWS"}}, "article": ""# + String(repeating: "a", count: 4_030) + #""}"#,
            ], at: "templates/notifications/news.json:1:9"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""NEWS" = "Read the full story";"#,
                "de.lproj/Localizable.strings": #""NEWS" = "Ganze Geschichte lesen";"#,
                "templates/notifications/news.json": #"{"aps": {"alert": {"loc-key": "NEWS"}}, "article": ""# + String(repeating: "a", count: 4_030) + #""}"#,
            ]),
        ]
    )
}
