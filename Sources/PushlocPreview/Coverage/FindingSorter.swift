import PushlocDiagnostics

/// A report's findings sorted into bundles and languages, each list in the report's order.
struct FindingSorter {
    /// Per bundle (by index), each language's findings.
    var byLanguage: [[String: [Diagnostic]]]
    /// Per bundle, the findings about no language.
    var withoutLanguage: [Int: [Diagnostic]] = [:]
    /// Findings outside every bundle, or without a file.
    var outside: [Diagnostic] = []

    init(_ diagnostics: [Diagnostic], owners: CheckSummary) {
        byLanguage = Array(repeating: [:], count: owners.bundles.count)
        var ownerOfFile: [String: Int?] = [:]
        for diagnostic in diagnostics {
            guard let file = diagnostic.location?.file else {
                outside.append(diagnostic)
                continue
            }
            let owner: Int?
            if let known = ownerOfFile[file] {
                owner = known
            } else {
                owner = owners.innermostBundle(holding: file)
                ownerOfFile[file] = owner
            }
            guard let owner else {
                outside.append(diagnostic)
                continue
            }
            if let language = diagnostic.language {
                byLanguage[owner][language, default: []].append(diagnostic)
            } else {
                withoutLanguage[owner, default: []].append(diagnostic)
            }
        }
    }
}
