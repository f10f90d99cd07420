/// A stable order for findings: by file, line, column, then rule and message.
public enum DiagnosticOrder {
    /// Sorts diagnostics, those without a location last, and removes repeats: exact duplicates, and
    /// any second error with the same file, language, key and rule (one defect, one finding).
    ///
    /// A real app gives tens of thousands of findings, so the sort compares integers: each file is
    /// ranked once, and strings (rule, message) are compared only between findings at the same place.
    /// Exact duplicates sort next to each other, so they are removed within runs of equal places.
    public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let files = Set(diagnostics.compactMap { $0.location?.file }).sorted()
        var rankOfFile: [String: Int] = [:]
        rankOfFile.reserveCapacity(files.count)
        for (rank, file) in files.enumerated() { rankOfFile[file] = rank }
        let keys = diagnostics.map { diagnostic -> SortKey in
            guard let location = diagnostic.location else { return SortKey(file: Int.max, line: 0, column: 0) }
            return SortKey(file: rankOfFile[location.file] ?? Int.max, line: location.line, column: location.column)
        }
        // Fields are read in place: copying a whole finding (eight strings) per comparison was most
        // of the sort with `--missing-keys each`, where thousands of findings share line 1 of a file.
        let order = diagnostics.indices.sorted { left, right in
            if keys[left] != keys[right] { return keys[left] < keys[right] }
            if diagnostics[left].rule != diagnostics[right].rule { return diagnostics[left].rule < diagnostics[right].rule }
            return diagnostics[left].message < diagnostics[right].message
        }
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count)
        // Exact repeats have the same place, rule and message, so they sit within one block of equal
        // (place, rule, message); only that block (almost always one finding long) is searched.
        var block: [Int] = []
        var errorKeys = Set<ErrorIdentity>()
        for index in order {
            if let last = block.last, keys[last] == keys[index],
               diagnostics[last].rule == diagnostics[index].rule, diagnostics[last].message == diagnostics[index].message {
                if block.contains(where: { diagnostics[$0] == diagnostics[index] }) { continue }
            } else {
                block.removeAll(keepingCapacity: true)
            }
            block.append(index)
            let diagnostic = diagnostics[index]
            if diagnostic.severity == .error, let key = diagnostic.key,
               !errorKeys.insert(ErrorIdentity(file: diagnostic.location?.file, language: diagnostic.language, key: key, rule: diagnostic.rule)).inserted {
                continue
            }
            result.append(diagnostic)
        }
        return result
    }

    /// Whether `lhs` comes before `rhs`: by location (none last), then rule, then message.
    public static func precedes(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case let (left?, right?) where left != right: return left < right
        case (nil, _?): return false
        case (_?, nil): return true
        default: return (lhs.rule, lhs.message) < (rhs.rule, rhs.message)
        }
    }

    /// A finding's place as integers: file rank (`Int.max` for none), line, column.
    private struct SortKey: Hashable, Comparable {
        let file: Int
        let line: Int
        let column: Int

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
        }
    }

    private struct ErrorIdentity: Hashable {
        let file: String?
        let language: String?
        let key: String
        let rule: String
    }
}
