@_spi(RuleValues) import PushlocDiagnostics

extension Diagnostic {
    /// A finding of `rule` at its default severity.
    public init(
        _ rule: RuleDescription, message: String, location: SourceLocation? = nil, language: String? = nil,
        table: String? = nil, key: String? = nil, jsonPath: String? = nil, keys: [String]? = nil,
        languages: LanguageGroup? = nil
    ) {
        self.init(rule.level, message: message, location: location, language: language, table: table, key: key,
                  jsonPath: jsonPath, keys: keys, languages: languages)
    }

    /// A finding of a rule at one of its declared severities.
    public init(
        _ level: RuleLevel, message: String, location: SourceLocation? = nil, language: String? = nil,
        table: String? = nil, key: String? = nil, jsonPath: String? = nil, keys: [String]? = nil,
        languages: LanguageGroup? = nil
    ) {
        self.init(rule: level.rule.id, severity: level.severity, message: message, location: location, language: language,
                  table: table, key: key, jsonPath: jsonPath, keys: keys, languages: languages)
    }

    /// A finding about one defect in the languages of `group`, at one of the rule's declared severities.
    public init(_ level: RuleLevel, location: SourceLocation?, table: String?, key: String?, languages group: LanguageGroup) {
        self.init(rule: level.rule.id, severity: level.severity, location: location, table: table, key: key, languages: group)
    }

    /// A finding of `rule` at its default severity about one defect in the languages of `group`.
    public init(_ rule: RuleDescription, location: SourceLocation?, table: String?, key: String?, languages group: LanguageGroup) {
        self.init(rule.level, location: location, table: table, key: key, languages: group)
    }
}
