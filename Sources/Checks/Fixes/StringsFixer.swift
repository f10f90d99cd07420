import Diagnostics
import FormatString
import StringsFile

/// The fixes `pushloc check --fix` makes in a `.strings` file: only defects with one right answer,
/// never anything that needs a translator's judgement.
///
/// - `\u203A` (lowercase u, which the device shows as a literal `u203A`) becomes `\U203A`.
/// - An entry that repeats the previous entry of its key exactly (same key, same value, no comment of
///   its own) is removed: the device shows the same value either way.
/// - In a translation, `1$@` that lost its `%` becomes `%1$@`, where the development string reads that
///   argument and the translation does not.
///
/// Edits are byte ranges of the decoded text, applied by ``StringsDocument/bytes(applying:)``, so the
/// file keeps its encoding, byte order mark, line endings, comments and order.
public enum StringsFixer {
    /// One change, for the report.
    public struct Fix: Sendable, Hashable {
        /// The rule whose finding the fix removes.
        public var rule: String
        /// The line (1-based) of the change in the file before it.
        public var line: Int
        /// What was changed, in words.
        public var summary: String
    }

    /// The edits that fix `document`, and what each does. `developmentText` gives the development
    /// string of a key when `document` is a translation (`nil` for a development-language file).
    public static func fixes(
        for document: StringsDocument, developmentText: ((String) -> String?)? = nil
    ) -> (edits: [StringsTextEdit], fixes: [Fix]) {
        guard let text = document.decodedUTF8 else { return ([], []) }
        let spans = document.entrySpans
        let entries = document.entries
        guard spans.count == entries.count else { return ([], []) }
        var found = FoundFixes(text: text)
        for span in spans {
            found.lowercaseEscapes(in: span.keyStart..<span.keyEnd)
            if !span.isShortcut { found.lowercaseEscapes(in: span.valueStart..<span.valueEnd) }
        }
        found.exactRepeats(spans: spans, entries: entries)
        if let developmentText {
            for (span, entry) in zip(spans, entries) where !span.isShortcut {
                guard let source = developmentText(entry.key) else { continue }
                found.lostPercents(in: span.valueStart..<span.valueEnd, value: entry.value, source: source)
            }
        }
        let sorted = found.items.sorted { $0.edit.range.lowerBound < $1.edit.range.lowerBound }
        // Fixes never overlap by construction; should two touch one range, the later is dropped.
        var kept: [(edit: StringsTextEdit, fix: Fix)] = []
        for item in sorted where kept.last.map({ $0.edit.range.upperBound <= item.edit.range.lowerBound }) ?? true {
            kept.append(item)
        }
        return (kept.map(\.edit), kept.map(\.fix))
    }
}

/// The fixes found in one document's decoded text.
private struct FoundFixes {
    let text: [UInt8]
    var items: [(edit: StringsTextEdit, fix: StringsFixer.Fix)] = []
    private var lineStarts: [Int]

    init(text: [UInt8]) {
        self.text = text
        var starts = [0]
        for (offset, byte) in text.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// `\u` followed by a hex digit, inside a quoted token, becomes `\U`.
    mutating func lowercaseEscapes(in token: Range<Int>) {
        guard token.count >= 2, text[token.lowerBound] == UInt8(ascii: "\"") || text[token.lowerBound] == UInt8(ascii: "'") else { return }
        var index = token.lowerBound + 1
        let end = token.upperBound - 1
        while index < end {
            guard text[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            if index + 2 < end, text[index + 1] == UInt8(ascii: "u"), isHexDigit(text[index + 2]) {
                add(StringsTextEdit(range: (index + 1)..<(index + 2), replacement: "U"),
                    rule: RuleID.unknownEscape, at: index, "\\u written as \\U, so the device shows the character, not 'u' and its digits")
            }
            index += 2
        }
    }

    /// Entries that repeat the previous entry of their key exactly, and have no comment of their own.
    mutating func exactRepeats(spans: [EntrySpan], entries: [StringsEntry]) {
        var previous: [String: (value: String, isShortcut: Bool)] = [:]
        for (span, entry) in zip(spans, entries) {
            let key = entry.key, value = entry.value
            defer { previous[key] = (value, span.isShortcut) }
            guard let earlier = previous[key], earlier.value == value, entry.comment == nil,
                  let range = entryLine(from: span.keyStart, after: span.isShortcut ? span.keyEnd : span.valueEnd)
            else { continue }
            add(StringsTextEdit(range: range, replacement: ""), rule: RuleID.duplicateKey, at: span.keyStart,
                "removed a repeat of '\(key)' with the same value (the device shows the same text)")
        }
    }

    /// `n$c` with no `%` before it, where the development string reads argument n and the value does not.
    mutating func lostPercents(in token: Range<Int>, value: String, source: String) {
        guard token.count >= 2, text[token.lowerBound] == UInt8(ascii: "\"") || text[token.lowerBound] == UInt8(ascii: "'"),
              value.contains("$") else { return }
        let wanted = FormatSignature(parsing: source)
        let read = FormatSignature(parsing: value)
        var index = token.lowerBound + 1
        let end = token.upperBound - 1
        while index < end {
            guard isDigit(text[index]), index == token.lowerBound + 1 || !isDigit(text[index - 1]) else {
                index += 1
                continue
            }
            var digitsEnd = index
            while digitsEnd < end && isDigit(text[digitsEnd]) { digitsEnd += 1 }
            let before = index > token.lowerBound + 1 ? text[index - 1] : UInt8(ascii: " ")
            if digitsEnd + 1 < end, text[digitsEnd] == UInt8(ascii: "$"), isConversion(text[digitsEnd + 1]),
               before != UInt8(ascii: "%"), before != UInt8(ascii: "\\"), digitsEnd - index <= 3,
               let position = Int(String(decoding: text[index..<digitsEnd], as: UTF8.self)),
               wanted.type(at: position) != nil, read.type(at: position) == nil {
                let written = String(decoding: text[index...(digitsEnd + 1)], as: UTF8.self)
                add(StringsTextEdit(range: index..<index, replacement: "%"), rule: RuleID.brokenSpecifier, at: index,
                    "'\(written)' lost its '%': now '%\(written)', argument \(position) as the development string reads it")
            }
            index = digitsEnd
        }
    }

    /// The range that removes an entry from `start` to its `;`: its whole line when nothing else
    /// stands on it, else the entry and the spaces after it.
    private func entryLine(from start: Int, after tokenEnd: Int) -> Range<Int>? {
        guard let semicolon = semicolon(after: tokenEnd) else { return nil }
        var lineStart = start
        while lineStart > 0 && isSpace(text[lineStart - 1]) { lineStart -= 1 }
        var lineEnd = semicolon + 1
        while lineEnd < text.count && isSpace(text[lineEnd]) { lineEnd += 1 }
        let startsLine = lineStart == 0 || text[lineStart - 1] == UInt8(ascii: "\n")
        if startsLine, lineEnd < text.count, text[lineEnd] == UInt8(ascii: "\r"), lineEnd + 1 < text.count, text[lineEnd + 1] == UInt8(ascii: "\n") {
            return lineStart..<(lineEnd + 2)
        }
        if startsLine, lineEnd < text.count, text[lineEnd] == UInt8(ascii: "\n") { return lineStart..<(lineEnd + 1) }
        if startsLine, lineEnd == text.count { return lineStart..<lineEnd }
        return start..<(semicolon + 1)
    }

    /// The `;` that ends an entry whose last token ends at `offset`: only white space between.
    private func semicolon(after offset: Int) -> Int? {
        var index = offset
        while index < text.count && (isSpace(text[index]) || text[index] == UInt8(ascii: "\n") || text[index] == UInt8(ascii: "\r")) {
            index += 1
        }
        return index < text.count && text[index] == UInt8(ascii: ";") ? index : nil
    }

    private mutating func add(_ edit: StringsTextEdit, rule: String, at offset: Int, _ summary: String) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        items.append((edit, StringsFixer.Fix(rule: rule, line: low + 1, summary: summary)))
    }

    private func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    private func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private func isConversion(_ byte: UInt8) -> Bool {
        "@dDiuUxXoOfFeEgGaAcCsSp".utf8.contains(byte)
    }
}
