import PushlocDiagnostics

/// `junit`: JUnit XML, for CI test reports: one test suite per file, one test case per finding (errors as `<failure>`, warnings as
/// `<failure type="warning">`, notes as passing cases whose `<system-out>` holds the finding), and one
/// passing case when the check found nothing.
public struct JUnitFormat: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `junit`.
    public var identifier: String { "junit" }

    /// What the format is for.
    public var description: String { "JUnit XML, one failing test case per finding" }

    /// The report as one `<testsuites>` document.
    public func render(_ report: CheckReport) -> String {
        let groups = ReportGrouping.byFile(report.diagnostics)
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = report.diagnostics.count { $0.severity != .note }
        output += "<testsuites name=\"pushloc\" tests=\"\(max(1, report.diagnostics.count))\" failures=\"\(failures)\">\n"
        if groups.isEmpty {
            output += "  <testsuite name=\"pushloc check\" tests=\"1\" failures=\"0\">\n"
            output += "    <testcase classname=\"pushloc\" name=\"check\"/>\n  </testsuite>\n"
        }
        for (file, diagnostics) in groups {
            let name = MarkupEscaping.escaped(file.isEmpty ? "pushloc" : file)
            let fileFailures = diagnostics.count { $0.severity != .note }
            output += "  <testsuite name=\"\(name)\" tests=\"\(diagnostics.count)\" failures=\"\(fileFailures)\">\n"
            for diagnostic in diagnostics {
                let place = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
                output += "    <testcase classname=\"\(name)\" name=\"\(MarkupEscaping.escaped("\(diagnostic.rule) at \(place)"))\">\n"
                let line = MarkupEscaping.escaped(TextFormat.line(for: diagnostic))
                if diagnostic.severity == .note {
                    output += "      <system-out>\(line)</system-out>\n"
                } else {
                    output += "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(MarkupEscaping.escaped(diagnostic.message))\">"
                    output += line + "</failure>\n"
                }
                output += "    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        return output + "</testsuites>\n"
    }
}
