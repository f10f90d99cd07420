import PushlocDiagnostics

/// One rule of pushloc, described: what it finds, how severe its findings are unless `.pushloc.yml`
/// says otherwise, and how to fix them.
///
/// Every rule is one such value, in its own file, and ``RuleRegistry`` lists them all. The
/// configuration, SARIF's rule metadata, `pushloc rules` and `Documentation/Rules.md` come from it.
/// Every finding is made from one (`Diagnostic(RuleDescription.syntax, message: …)`), which gives it its
/// id and severity; only `Rules` declares them.
public struct RuleDescription: Sendable, Hashable {
    /// Two descriptions are the same rule when their ids are equal: the registry has one per id.
    public static func == (lhs: RuleDescription, rhs: RuleDescription) -> Bool {
        lhs.id == rhs.id
    }

    /// Hashes the id.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    /// The stable rule id, as findings carry it.
    public let id: String
    /// The severity its findings get unless `.pushloc.yml` says otherwise. A rule may report some
    /// findings at another severity (the summary says when), a ``RuleLevel`` named beside the rule.
    public let defaultSeverity: Severity
    /// One line: what the rule finds.
    public var summary: String
    /// Why it matters on the device, and how to fix it.
    public var help: String
    /// Files the rule reports and files it accepts, each with the command that checks them; a test runs
    /// every one through `pushloc`. Made when asked for: a check never needs them, and some build long
    /// texts (a payload near the size limit).
    public var examples: [RuleExample] { makeExamples() }
    private let makeExamples: @Sendable () -> [RuleExample]
    /// Whether the rule always reports at its default severity: `.pushloc.yml` may not turn it off
    /// or change its severity.
    public var isMandatory: Bool
    /// Whether `pushloc check --fix` corrects the rule's findings that have one right answer.
    public var isFixable: Bool

    /// Creates a description (only `Rules` declares rules).
    init(
        id: String, defaultSeverity: Severity, summary: String, help: String,
        examples: @escaping @autoclosure @Sendable () -> [RuleExample], isMandatory: Bool = false, isFixable: Bool = false
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.help = help
        self.makeExamples = examples
        self.isMandatory = isMandatory
        self.isFixable = isFixable
    }
}
