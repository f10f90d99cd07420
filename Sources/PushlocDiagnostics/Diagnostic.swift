/// One finding: what rule it breaks, how bad it is, where it is, and what to do about it.
///
/// Every module of pushloc reports problems as `Diagnostic` values, so that the reporters
/// (text, JSON, SARIF, GitHub) can print findings from the parser, the format grammar,
/// the cross-language checks and the payload builders alike.
///
/// Code makes a finding from its rule's value in `Rules` (`Diagnostic(RuleDescription.syntax, message: …)`),
/// which gives the id and the severity. The initializers that take an id and a severity are for
/// `Rules` and for tests only (`@_spi(RuleValues) import Diagnostics`), so no finding carries an id
/// that the registry lacks.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The stable rule id, for example `argument-extra` or `syntax`: the id of a rule of `Rules`.
    public private(set) var rule: String
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
    /// The languages a finding about one defect in several languages names, each with the place of its
    /// string (template rules); `nil` for a finding about one language or none. ``language`` is then
    /// the single member's, or `nil`.
    public var languages: LanguageGroup?

    /// Creates a diagnostic of the rule `rule` at `severity`.
    @_spi(RuleValues) public init(
        rule: String,
        severity: Severity,
        message: String,
        location: SourceLocation? = nil,
        language: String? = nil,
        table: String? = nil,
        key: String? = nil,
        jsonPath: String? = nil,
        keys: [String]? = nil,
        languages: LanguageGroup? = nil
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
        self.languages = languages
    }

    /// A finding about one defect in the languages of `group`, placed at `location`: its message is the
    /// group's (``LanguageGroup/message(at:)``) and its language the single member's.
    @_spi(RuleValues) public init(
        rule: String, severity: Severity, location: SourceLocation?, table: String?, key: String?,
        languages group: LanguageGroup
    ) {
        self.init(rule: rule, severity: severity, message: group.message(at: location), location: location,
                  language: group.members.count == 1 ? group.members.first?.language : nil,
                  table: table, key: key, languages: group)
    }

    /// This finding with only the members of its language group that `isKept` keeps, its message and
    /// language made again; `nil` when none is kept. A finding without a group is kept as it is.
    public func keepingLanguages(where isKept: (LanguageGroup.Member) -> Bool) -> Diagnostic? {
        guard let group = languages else { return self }
        guard group.members.contains(where: { !isKept($0) }) else { return self }
        guard let kept = group.removing(where: { !isKept($0) }) else { return nil }
        var copy = self
        copy.languages = kept
        copy.message = kept.message(at: location)
        copy.language = kept.members.count == 1 ? kept.members.first?.language : nil
        return copy
    }

    /// Whether this finding is an error.
    public var isError: Bool { severity == .error }

    /// The finding as a compiler prints it, which Xcode, editors and CI log parsers understand:
    /// `path:line:column: error: message [rule]`, or the JSON path in place of the file's place, with
    /// every control character escaped (keys and values are untrusted text).
    public var description: String {
        let place = location.map { "\($0): " } ?? (jsonPath.map { "\($0): " } ?? "")
        return ControlCharacterEscaping.escaped("\(place)\(severity.rawValue): \(message) [\(rule)]")
    }
}
