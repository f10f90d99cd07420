import Diagnostics

/// What one rule checks, for SARIF's rule metadata, the HTML report and configuration validation.
public struct RuleDescription: Sendable, Hashable {
    /// The stable rule id.
    public var id: String
    /// The severity its findings get unless `.pushloc.yml` says otherwise.
    public var defaultSeverity: Severity
    /// One line: what the rule finds.
    public var summary: String
    /// Why it matters on the device, and how to fix it.
    public var help: String

    /// Creates a description.
    public init(_ id: String, _ defaultSeverity: Severity, _ summary: String, help: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.help = help
    }
}
