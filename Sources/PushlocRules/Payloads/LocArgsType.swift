import PushlocDiagnostics

extension RuleDescription {
    /// `loc-args-type`: loc-args is not an array of strings.
    public static let locArgsType = RuleDescription(
        id: "loc-args-type",
        defaultSeverity: .error,
        summary: #"loc-args is not an array of strings"#,
        help: #"APNs loc-args are strings."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""count" = "%@ new messages";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "count", "loc-args": [3]}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:53"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""count" = "%@ new messages";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "count", "loc-args": ["3"]}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
