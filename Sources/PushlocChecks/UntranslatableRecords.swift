import PushlocCatalog
import PushlocFormatString

/// The records of a reference table whose development text has nothing to translate (no letter outside
/// its format specifiers, see `TranslatableText`): they are never missing and not counted in coverage.
///
/// Found once per reference table before its languages are checked in parallel: reading each record's
/// value once per language cost about 5% of a whole-app check.
struct UntranslatableRecords: Sendable {
    /// Positions of such records, ascending.
    let positions: [Int32]

    /// Scans the values of `reference`'s records.
    init(_ reference: LocalizationTable) {
        var positions: [Int32] = []
        let records = reference.records
        for position in records.indices where !records[position].entry.withValueUTF8(TranslatableText.hasLetters) {
            positions.append(Int32(truncatingIfNeeded: position))
        }
        self.positions = positions
    }

    /// The positions of `ascending` (record positions, ascending) that are not untranslatable.
    func removing(from ascending: [Int32]) -> [Int32] {
        guard !positions.isEmpty else { return ascending }
        var result: [Int32] = []
        result.reserveCapacity(ascending.count)
        var next = 0
        for position in ascending {
            while next < positions.count && positions[next] < position { next += 1 }
            if next < positions.count && positions[next] == position { continue }
            result.append(position)
        }
        return result
    }

    /// The untranslatable records of a bundle's reference tables, by table name.
    static func of(_ bundle: LocalizedBundle) -> [String: UntranslatableRecords] {
        var byTable: [String: UntranslatableRecords] = [:]
        for name in bundle.tableNames {
            if let reference = bundle.referenceTable(named: name) { byTable[name] = UntranslatableRecords(reference) }
        }
        return byTable
    }
}
