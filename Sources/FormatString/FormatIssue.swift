import Diagnostics

/// A problem within one format string.
public struct FormatIssue: Sendable, Hashable {
    /// The rule id: `RuleID.mixedPositional`, `.zeroPosition`, `.argumentGap`,
    /// `.conflictingTypes` or `.invalidSpecifier`.
    public var rule: String
    /// How bad it is on the device: an error, except mixed numbering alone, which CoreFoundation
    /// reads consistently (a warning).
    public var severity: Severity
    /// What is wrong and how to fix it.
    public var message: String
    /// The offset, in Unicode scalars from the start of the string, of the `%` that starts the
    /// specifier at fault.
    public var offset: Int

    /// Creates an issue.
    public init(rule: String, severity: Severity = .error, message: String, offset: Int) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.offset = offset
    }
}
