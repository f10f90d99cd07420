extension CheckReport {
    /// The report with only the findings `isIncluded` keeps; the summary's and each bundle's error
    /// warning and note counts follow.
    public func keeping(_ isIncluded: (Diagnostic) -> Bool) -> CheckReport {
        var result = self
        result.diagnostics = diagnostics.filter(isIncluded)
        result.summary.count(result.diagnostics)
        return result
    }
}
