/// A stable order for findings: by file, line, column, then rule and message.
public enum DiagnosticOrder {
    /// Sorts diagnostics, those without a location last, and removes repeats: exact duplicates, and
    /// any second error with the same file, language, key and rule (one defect, one finding).
    ///
    /// A real app gives tens of thousands of findings, so the sort compares integers: each file is
    /// ranked once, and strings (rule, message) are compared only between findings at the same place.
    /// Exact duplicates sort next to each other, so they are removed within runs of equal places.
    public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Each file is hashed once per finding: its first finding numbers it, the numbers are then
        // ranked by the files' sorted order, and each finding's key takes its file's rank by number.
        var numberOfFile = [String: Int](minimumCapacity: min(diagnostics.count, 4_096))
        var files: [String] = []
        var fileNumbers: [Int] = []
        fileNumbers.reserveCapacity(diagnostics.count)
        for index in diagnostics.indices {
            guard let file = diagnostics[index].location?.file else {
                fileNumbers.append(-1)
                continue
            }
            if let number = numberOfFile[file] {
                fileNumbers.append(number)
            } else {
                numberOfFile[file] = files.count
                fileNumbers.append(files.count)
                files.append(file)
            }
        }
        var rankOfNumber = Array(repeatElement(0, count: files.count))
        for (rank, number) in files.indices.sorted(by: { files[$0] < files[$1] }).enumerated() { rankOfNumber[number] = rank }
        let keys = diagnostics.indices.map { index -> SortKey in
            guard let location = diagnostics[index].location else { return SortKey(file: Int.max, line: 0, column: 0) }
            return SortKey(file: rankOfNumber[fileNumbers[index]], line: location.line, column: location.column)
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
            if diagnostics[index].severity == .error, let key = diagnostics[index].key,
               !errorKeys.insert(ErrorIdentity(
                   file: diagnostics[index].location?.file, language: diagnostics[index].language, key: key, rule: diagnostics[index].rule)).inserted {
                continue
            }
            result.append(diagnostics[index])
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
