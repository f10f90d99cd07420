import PushlocDiagnostics

extension RuleDescription {
    /// `count-not-a-number`: pushloc puts a plural string's text in, and the argument that carries its
    /// count is not a number.
    public static let countNotANumber = RuleDescription(
        id: "count-not-a-number",
        defaultSeverity: .error,
        summary: #"The count of a plural string is not a number"#,
        help: #"When pushloc puts a plural string's text into a payload (payloads, render, the library), it chooses each language's plural form from the count's argument, as the app would; an argument that is not plain decimal text ("five", "1,000") chooses nothing, and the other form is shown with that text in it. Send the count as digits ("21", "1.5")."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "NEW_MESSAGES", format: "%#@count@", variables: [
                        .init("count", forms: ["one": "%d new message", "other": "%d new messages"]),
                    ]),
                ]),
                "push.json": #"{"aps": {"alert": {"loc-key": "NEW_MESSAGES", "loc-args": ["one"]}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:31"),
            .nonTriggering([
                "en.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "NEW_MESSAGES", format: "%#@count@", variables: [
                        .init("count", forms: ["one": "%d new message", "other": "%d new messages"]),
                    ]),
                ]),
                "push.json": #"{"aps": {"alert": {"loc-key": "NEW_MESSAGES", "loc-args": ["1"]}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
