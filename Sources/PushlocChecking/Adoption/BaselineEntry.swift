import PushlocDiagnostics

/// A finding's identity in a baseline: what survives lines moving above it.
///
/// Rule, the file relative to its bundle, language, table, key and the offending text (the trimmed
/// source line of the finding, or its message when it has no place in a file). No line numbers.
package struct BaselineEntry: Sendable, Hashable, Comparable {
    /// The rule id.
    package var rule: String
    /// The file, relative to its bundle (or as shown, when no bundle contains it).
    package var file: String?
    /// The language, if any.
    package var language: String?
    /// The table, if any.
    package var table: String?
    /// The key, if any.
    package var key: String?
    /// The offending text.
    package var text: String

    /// Creates an entry.
    package init(rule: String, file: String?, language: String?, table: String?, key: String?, text: String) {
        self.rule = rule
        self.file = file
        self.language = language
        self.table = table
        self.key = key
        self.text = text
    }

    /// Orders by every field, so that a baseline file is sorted and stable.
    package static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.rule, lhs.file ?? "", lhs.language ?? "", lhs.table ?? "", lhs.key ?? "", lhs.text)
            < (rhs.rule, rhs.file ?? "", rhs.language ?? "", rhs.table ?? "", rhs.key ?? "", rhs.text)
    }
}
