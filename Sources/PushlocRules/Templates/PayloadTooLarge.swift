import PushlocDiagnostics

extension RuleDescription {
    /// `payload-too-large`: a payload that cannot fit its size limit.
    public static let payloadTooLarge = RuleDescription(
        id: "payload-too-large",
        defaultSeverity: .error,
        summary: #"A payload that cannot fit its size limit"#,
        help: #"Shorten the custom data; APNs rejects the payload."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""NEWS" = "Read the full story";"#,
                "templates/notifications/news.json": #"{"aps": {"alert": {"loc-key": "NEWS"}}, "article": ""# + String(repeating: "a", count: 4_200) + #""}"#,
            ], at: "templates/notifications/news.json:1:9"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""NEWS" = "Read the full story";"#,
                "templates/notifications/news.json": #"{"aps": {"alert": {"loc-key": "NEWS"}}, "article": ""# + String(repeating: "a", count: 3_900) + #""}"#,
            ]),
        ]
    )
}
