@_spi(RuleValues) import PushlocDiagnostics
import PushlocRules

/// Findings shaped like a real check's, with awkward paths and text for the reporters and the adoption passes.
public enum ReportFixtures {
    /// A finding of `rule` in French at a place of a `.strings` file.
    public static func finding(_ rule: String, _ severity: Severity = .error, file: String = "App/fr.lproj/Localizable.strings",
                        line: Int = 1, column: Int = 1, key: String? = "K", message: String = "something is wrong") -> Diagnostic {
        Diagnostic(rule: rule, severity: severity, message: message,
                   location: SourceLocation(file: file, line: line, column: column), language: "fr", table: "Localizable", key: key)
    }

    /// A report of three findings whose paths and messages need escaping in every format.
    public static let report = CheckReport(diagnostics: [
        finding(RuleDescription.argumentExtra.id, file: "My App/fr.lproj/Localizable.strings", line: 3, column: 20,
                message: "'A' reads <3> & \"more\"\nthan en"),
        finding(RuleDescription.emptyValue.id, .warning, file: "Sources/Café #1/ja.lproj/Main.strings", line: 7, column: 2, key: "line\nbreak"),
        Diagnostic(rule: RuleDescription.payloadTooLarge.id, severity: .error, message: "too big \u{1B}[31m", jsonPath: "aps.alert"),
    ], files: 2, languages: 2, entries: 10)
}
