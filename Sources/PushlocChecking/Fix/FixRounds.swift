import PushlocChecks
import PushlocStringsFile

/// One file's ``StringsFixer`` fixes, made again on the bytes they produce until none is left, so
/// that one `--fix` run reaches the fixed point (a `\u` fix can make an exact repeat, which the next
/// round removes).
///
/// Every fix takes a defect away and makes none (the fixer makes only edits with one right answer),
/// so the rounds end; ``maximumRounds`` bounds them all the same.
struct FixRounds {
    /// The most rounds one file gets.
    static let maximumRounds = 16

    /// For one parsed state of the file, whether a fix may be made: its finding would be reported
    /// there (its rule is on, and no `pushloc:disable` comment of the document covers its line).
    typealias Gate = (_ document: StringsDocument) -> (_ fix: StringsFixer.Fix) -> Bool

    /// The file's bytes before any fix.
    let before: [UInt8]
    /// Its bytes after every round.
    private(set) var after: [UInt8]
    /// The fixes made, with the lines and offsets of the file before them.
    private(set) var fixes: [StringsFixer.Fix] = []
    /// Where the decoded texts before and after differ.
    private(set) var regions = ChangedRegions()
    /// The parsed file before any fix.
    let document: StringsDocument

    /// Fixes `bytes` (the file `path`) round after round. `developmentText` gives a key's development
    /// string for a translation (`nil` for a development-language file).
    init(_ bytes: [UInt8], path: String, developmentText: ((String) -> String?)?, gate: Gate) {
        before = bytes
        after = bytes
        document = StringsParser.parse(bytes, path: path)
        var current = document
        let lineBreaks = document.decodedUTF8.map { text in text.indices.filter { text[$0] == UInt8(ascii: "\n") } } ?? []
        for _ in 0..<Self.maximumRounds {
            let (edits, found) = StringsFixer.fixes(for: current, developmentText: developmentText)
            var kept: [StringsTextEdit] = []
            var made: [StringsFixer.Fix] = []
            let allows = gate(current)
            for (edit, fix) in zip(edits, found) where allows(fix) {
                kept.append(edit)
                var original = fix
                original.offset = regions.originalOffset(of: fix.offset)
                original.line = Self.line(of: original.offset, lineBreaks: lineBreaks)
                made.append(original)
            }
            guard !kept.isEmpty, let next = current.bytes(applying: kept), next != after else { break }
            fixes += made
            regions.apply(kept)
            after = next
            current = StringsParser.parse(next, path: path)
        }
        fixes.sort { ($0.line, $0.offset) < ($1.line, $1.offset) }
    }

    /// The 1-based line of `offset`, given the offsets of the text's line breaks.
    private static func line(of offset: Int, lineBreaks: [Int]) -> Int {
        var low = 0, high = lineBreaks.count
        while low < high {
            let middle = (low + high) / 2
            if lineBreaks[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }
}
