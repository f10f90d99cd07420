import PushlocDiagnostics

/// A rule at one severity its description declares: its default (``RuleDescription/level``), or another
/// one its file names for the findings its summary says are reported differently.
///
/// Only `Rules` makes a level at a severity other than the default, so every severity a finding starts
/// with is declared beside its rule.
public struct RuleLevel: Sendable, Hashable {
    /// The rule.
    public let rule: RuleDescription
    /// The severity of the findings made at this level, before `.pushloc.yml` changes it.
    public let severity: Severity

    init(rule: RuleDescription, severity: Severity) {
        self.rule = rule
        self.severity = severity
    }

    /// Two levels are equal when they are the same rule id at the same severity.
    public static func == (lhs: RuleLevel, rhs: RuleLevel) -> Bool {
        lhs.rule.id == rhs.rule.id && lhs.severity == rhs.severity
    }

    /// Hashes the rule id and the severity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule.id)
        hasher.combine(severity)
    }
}

extension RuleDescription {
    /// The rule at its default severity.
    public var level: RuleLevel { RuleLevel(rule: self, severity: defaultSeverity) }

    /// The rule at `severity`: for the named levels declared beside the rule.
    func level(_ severity: Severity) -> RuleLevel {
        RuleLevel(rule: self, severity: severity)
    }
}
