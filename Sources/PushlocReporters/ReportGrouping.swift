import PushlocDiagnostics

/// Findings grouped by file or bundle, for the reporters that nest them.
enum ReportGrouping {
    /// (file, its findings) in file order; findings without a location under "".
    static func byFile(_ diagnostics: [Diagnostic]) -> [(String, [Diagnostic])] {
        grouped(diagnostics) { $0.location?.file ?? "" }
    }

    /// (bundle, its findings): the folder above a `.lproj` (or the file's folder), sorted.
    static func byBundle(_ diagnostics: [Diagnostic]) -> [(String, [Diagnostic])] {
        grouped(diagnostics) { diagnostic in
            guard let file = diagnostic.location?.file else { return "(no file)" }
            let parts = file.split(separator: "/", omittingEmptySubsequences: false)
            let cut = parts.lastIndex { $0.hasSuffix(".lproj") } ?? parts.count - 1
            let bundle = parts[..<cut].joined(separator: "/")
            return bundle.isEmpty ? "." : bundle
        }
    }

    private static func grouped(_ diagnostics: [Diagnostic], by key: (Diagnostic) -> String) -> [(String, [Diagnostic])] {
        var order: [String] = []
        var groups: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            let name = key(diagnostic)
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(diagnostic)
        }
        return order.sorted().map { ($0, groups[$0] ?? []) }
    }
}
