import Diagnostics

extension RuleDescription {
    /// `devtodev-action-invalid`: an action without exactly one of deeplink, url, share.
    public static let devtodevActionInvalid = RuleDescription(
        id: "devtodev-action-invalid",
        defaultSeverity: .error,
        summary: #"An action without exactly one of deeplink, url, share"#,
        help: #"Give exactly one of them."#,
        examples: RuleExamples(
            correct: #""action": {"deeplink": "app://inbox"}"#,
            incorrect: #""action": {"deeplink": "app://inbox", "url": "https://example.com"}"#
        )
    )
}
