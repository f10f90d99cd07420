import Diagnostics

/// JUnit XML: one test suite per file, one failing test case per finding (errors as `<failure>`,
/// warnings as `<failure type="warning">`), and one passing case when the check found nothing.
public enum JUnitReporter {
    /// The report as one `<testsuites>` document.
    public static func render(_ report: CheckReport) -> String {
        let groups = ReportGrouping.byFile(report.diagnostics)
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"pushloc\" tests=\"\(max(1, report.diagnostics.count))\" failures=\"\(report.diagnostics.count)\">\n"
        if groups.isEmpty {
            output += "  <testsuite name=\"pushloc check\" tests=\"1\" failures=\"0\">\n"
            output += "    <testcase classname=\"pushloc\" name=\"check\"/>\n  </testsuite>\n"
        }
        for (file, diagnostics) in groups {
            let name = MarkupEscaping.escaped(file.isEmpty ? "pushloc" : file)
            output += "  <testsuite name=\"\(name)\" tests=\"\(diagnostics.count)\" failures=\"\(diagnostics.count)\">\n"
            for diagnostic in diagnostics {
                let place = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
                output += "    <testcase classname=\"\(name)\" name=\"\(MarkupEscaping.escaped("\(diagnostic.rule) at \(place)"))\">\n"
                output += "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(MarkupEscaping.escaped(diagnostic.message))\">"
                output += MarkupEscaping.escaped(TextReporter.line(for: diagnostic)) + "</failure>\n"
                output += "    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        return output + "</testsuites>\n"
    }
}
