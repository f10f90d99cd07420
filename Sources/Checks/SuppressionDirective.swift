import Diagnostics

/// One `pushloc:disable` comment of a `.strings` file and the lines it covers.
///
/// - `/* pushloc:disable:next RULE ... */` covers the next entry, from its key to its `;`.
/// - `// pushloc:disable RULE ...` covers every line up to `// pushloc:enable RULE` (or the end of the file).
///
/// `all` stands for every rule except `syntax`.
public struct SuppressionDirective: Sendable, Hashable {
    /// Where the comment is.
    public var location: SourceLocation
    /// The rule ids it names.
    public var rules: Set<String>
    /// The first line it covers.
    public var firstLine: Int
    /// The last line it covers.
    public var lastLine: Int

    /// Creates a directive.
    public init(location: SourceLocation, rules: Set<String>, firstLine: Int, lastLine: Int) {
        self.location = location
        self.rules = rules
        self.firstLine = firstLine
        self.lastLine = lastLine
    }

    /// Whether the directive hides this finding (which must be in the directive's file).
    public func covers(_ diagnostic: Diagnostic) -> Bool {
        guard let location = diagnostic.location, location.file == self.location.file,
              (firstLine...lastLine).contains(location.line), diagnostic.rule != RuleID.syntax else { return false }
        return rules.contains(diagnostic.rule) || rules.contains("all")
    }
}
