/// One finding: what rule it breaks, how bad it is, where it is, and what to do about it.
///
/// Every module of pushloc reports problems as `Diagnostic` values, so that the reporters
/// (text, JSON, SARIF, GitHub) can print findings from the parser, the format grammar,
/// the cross-language checks and the payload builders alike.
public struct Diagnostic: Sendable, Hashable {
    /// The stable rule id, for example `argument-extra` or `syntax`. See ``RuleID``.
    public var rule: String
    /// Error or warning.
    public var severity: Severity
    /// What is wrong and how to fix it, in one or two sentences.
    public var message: String
    /// Where it is, when the finding has a place in a file.
    public var location: SourceLocation?
    /// The language (BCP 47) the finding is about, if any.
    public var language: String?
    /// The table name (`Localizable`), if any.
    public var table: String?
    /// The key of the string, if any.
    public var key: String?
    /// The JSON path (`aps.alert.loc-args[1]`) for findings in JSON documents.
    public var jsonPath: String?
    /// Every key a grouped finding is about (`missing-key`, `extra-key`), in table order; `nil` for a
    /// finding about one key or none. ``key`` is then `nil`. The keys of a table are a view of its
    /// entries (see ``KeyList``), whose strings are made when read.
    public var keys: KeyList?

    /// Creates a diagnostic.
    public init(
        rule: String,
        severity: Severity,
        message: String,
        location: SourceLocation? = nil,
        language: String? = nil,
        table: String? = nil,
        key: String? = nil,
        jsonPath: String? = nil,
        keys: [String]? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.language = language
        self.table = table
        self.key = key
        self.jsonPath = jsonPath
        self.keys = keys.map(KeyList.init)
    }

    /// Whether this finding is an error.
    public var isError: Bool { severity == .error }
}
