import PushlocDiagnostics
import PushlocRules

/// One `pushloc:disable` comment of a checked file and the findings it covers.
///
/// In a `.strings` file, a directive covers lines:
/// - `/* pushloc:disable:next RULE ... */` covers the next entry, from its key to its `;`.
/// - `// pushloc:disable RULE ...` covers every line up to `// pushloc:enable RULE` (or the end of the file).
///
/// In a String Catalog, `pushloc:disable:next RULE ...` (or `pushloc:disable RULE ...`) in a key's
/// `comment` covers that key's findings in the catalog (``key``).
///
/// `all` stands for every rule except `syntax`.
package struct SuppressionDirective: Sendable, Hashable {
    /// Where the comment is (a String Catalog key's directive: where the key is).
    package var location: SourceLocation
    /// The rule ids it names.
    package var rules: Set<String>
    /// The first line it covers.
    package var firstLine: Int
    /// The last line it covers.
    package var lastLine: Int
    /// The key whose findings it covers, at any line of its file; `nil` for a directive that covers
    /// lines.
    package var key: String?

    /// Creates a directive that covers the lines `firstLine...lastLine` of its file.
    package init(location: SourceLocation, rules: Set<String>, firstLine: Int, lastLine: Int) {
        self.location = location
        self.rules = rules
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.key = nil
    }

    /// Creates a directive that covers the findings of `key` in its file, wherever they are.
    package init(location: SourceLocation, rules: Set<String>, key: String) {
        self.location = location
        self.rules = rules
        self.firstLine = location.line
        self.lastLine = location.line
        self.key = key
    }

    /// Whether the directive hides this finding (which must be in the directive's file).
    package func covers(_ diagnostic: Diagnostic) -> Bool {
        // A mandatory rule (a table that does not parse or cannot be read) is never hidden.
        guard let location = diagnostic.location, location.file == self.location.file,
              !RuleRegistry.isMandatory(diagnostic.rule) else { return false }
        if let key {
            guard diagnostic.key == key else { return false }
        } else {
            guard (firstLine...lastLine).contains(location.line) else { return false }
        }
        return rules.contains(diagnostic.rule) || rules.contains("all")
    }
}
