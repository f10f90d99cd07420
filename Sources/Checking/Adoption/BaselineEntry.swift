import Diagnostics

/// A finding's identity in a baseline: what survives lines moving above it.
///
/// Rule, the file relative to its bundle, language, table, key and the offending text (the trimmed
/// source line of the finding, or its message when it has no place in a file). No line numbers.
public struct BaselineEntry: Sendable, Hashable, Comparable {
    /// The rule id.
    public var rule: String
    /// The file, relative to its bundle (or as shown, when no bundle contains it).
    public var file: String?
    /// The language, if any.
    public var language: String?
    /// The table, if any.
    public var table: String?
    /// The key, if any.
    public var key: String?
    /// The offending text.
    public var text: String

    /// Creates an entry.
    public init(rule: String, file: String?, language: String?, table: String?, key: String?, text: String) {
        self.rule = rule
        self.file = file
        self.language = language
        self.table = table
        self.key = key
        self.text = text
    }

    /// Orders by every field, so that a baseline file is sorted and stable.
    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.rule, lhs.file ?? "", lhs.language ?? "", lhs.table ?? "", lhs.key ?? "", lhs.text)
            < (rhs.rule, rhs.file ?? "", rhs.language ?? "", rhs.table ?? "", rhs.key ?? "", rhs.text)
    }
}
