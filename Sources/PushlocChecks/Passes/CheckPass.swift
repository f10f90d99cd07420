import PushlocRules

/// One check of the catalog: the rules it may report, and (through the protocol of its scope,
/// ``TableCheck``, ``TranslationCheck``, ``BundleCheck`` or ``TemplateCheck``) the check itself.
///
/// Every pass is listed once in ``CheckRegistry``; a check runs only the passes that declare a rule it
/// was asked for (`--only-rule`). A pass reports no rule it does not declare (a test runs each pass
/// alone and holds it to that).
protocol CheckPass: Sendable {
    /// The rules the pass may report.
    static var rules: [RuleDescription] { get }
}

extension CheckPass {
    /// Whether the pass runs when only `enabled` rules are asked for (`nil`: every rule).
    static func runs(for enabled: Set<String>?) -> Bool {
        guard let enabled else { return true }
        return rules.contains { enabled.contains($0.id) }
    }
}
