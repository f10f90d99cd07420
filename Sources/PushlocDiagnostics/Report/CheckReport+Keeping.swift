extension CheckReport {
    /// The report with only the findings `isIncluded` keeps; the summary's and each bundle's error
    /// warning and note counts follow.
    public func keeping(_ isIncluded: (Diagnostic) -> Bool) -> CheckReport {
        var result = self
        result.diagnostics = diagnostics.filter(isIncluded)
        result.summary.errors = result.diagnostics.count { $0.severity == .error }
        result.summary.warnings = result.diagnostics.count { $0.severity == .warning }
        result.summary.noteFindings = result.diagnostics.count { $0.severity == .note }
        result.summary.recountBundles(result.diagnostics)
        return result
    }
}
