import Diagnostics
import Payloads

extension RuleDescription {
    /// `mutable-content-invalid`: mutable-content is not 1 (a warning for 0, which does nothing).
    public static let mutableContentInvalid = RuleDescription(
        id: PayloadRule.mutableContentInvalid,
        defaultSeverity: .error,
        summary: #"mutable-content is not 1 (a warning for 0, which does nothing)"#,
        help: #"Use 1 or leave it out."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "mutable-content": true}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "mutable-content": 0}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "mutable-content": 1}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
