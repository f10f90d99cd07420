import PushlocDiagnostics

/// `checkstyle`: Checkstyle XML (`<checkstyle><file name=...><error line column severity message source/>`), which
/// Jenkins, Danger and most CI dashboards read. A note is Checkstyle's `info`.
public struct CheckstyleFormat: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `checkstyle`.
    public var identifier: String { "checkstyle" }

    /// What the format is for.
    public var description: String { "Checkstyle XML, for Jenkins and other CI servers" }

    /// The report as one Checkstyle document; findings without a file go under `<file name="">`.
    public func render(_ report: CheckReport) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for (file, diagnostics) in ReportGrouping.byFile(report.diagnostics) {
            output += "  <file name=\"\(MarkupEscaping.escaped(file))\">\n"
            for diagnostic in diagnostics {
                output += "    <error line=\"\(diagnostic.location?.line ?? 0)\" column=\"\(diagnostic.location?.column ?? 0)\""
                output += " severity=\"\(diagnostic.severity == .note ? "info" : diagnostic.severity.rawValue)\" message=\"\(MarkupEscaping.escaped(diagnostic.message))\""
                output += " source=\"pushloc.\(MarkupEscaping.escaped(diagnostic.rule))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }
}

