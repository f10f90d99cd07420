import PushlocDiagnostics
import PushlocRules

/// A problem within one format string.
public struct FormatIssue: Sendable, Hashable {
    /// The rule (`mixed-positional`, `zero-position`, `argument-gap`, `conflicting-types`,
    /// `invalid-specifier` or `too-many-specifiers`) at the severity the issue has: an error, except
    /// mixed numbering alone, which CoreFoundation reads consistently (a warning).
    public var level: RuleLevel
    /// What is wrong and how to fix it.
    public var message: String
    /// The offset, in Unicode scalars from the start of the string, of the `%` that starts the
    /// specifier at fault.
    public var offset: Int

    /// The rule id.
    public var rule: String { level.rule.id }
    /// How bad it is on the device.
    public var severity: Severity { level.severity }

    /// Creates an issue of `rule`.
    public init(rule: RuleLevel, message: String, offset: Int) {
        self.level = rule
        self.message = message
        self.offset = offset
    }
}
