import PushlocDiagnostics
import PushlocFormatString
import PushlocStringsFile
import PushlocRules

/// The fixes `pushloc check --fix` makes in a `.strings` file: only defects with one right answer,
/// never anything that needs a translator's judgement.
///
/// - `\u203A` (lowercase u, which the device shows as a literal `u203A`) becomes `\U203A`: only with
///   exactly 4 hex digits that name a plain character (a surrogate only as a whole pair), and nothing
///   after them that could be more digits or a word (`\udemy`, `\ub`, `\u0000` and `\ud800` stay).
/// - An entry that repeats the previous entry of its key exactly (same key, same value, no comment of
///   its own) is removed: the device shows the same value either way.
/// - In a translation, `1$@` that lost its `%` becomes `%1$@`, where the development string reads that
///   argument with that type, the translation does not, and the digits stand apart (`\u1$@` stays).
///
/// One call finds one round of fixes; a fix can make another (a `\u` fix can make an exact repeat),
/// so a caller that wants the fixed point applies the edits and asks again until none are left.
///
/// Edits are byte ranges of the decoded text, applied by ``StringsDocument/bytes(applying:)``, so the
/// file keeps its encoding, byte order mark, line endings, comments and order.
public enum StringsFixer {
    /// The rules whose findings a fix can remove: those whose descriptions say ``RuleDescription/isFixable``,
    /// the one place that says it.
    package static let rules: Set<String> = Set(RuleRegistry.all.filter(\.isFixable).map(\.id))

    /// One change, for the report.
    public struct Fix: Sendable, Hashable {
        /// The rule whose finding the fix removes.
        public var rule: String
        /// The line (1-based) of the change in the file before it.
        public var line: Int
        /// What was changed, in words.
        public var summary: String
        /// Where the change is: a byte offset of the decoded text (UTF-8) before it.
        public var offset: Int
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

    /// `\u` followed by exactly 4 hex digits, inside a quoted token, becomes `\U`, when that has one
    /// right answer: the digits name a character that is not a control, a bidi control or a
    /// noncharacter, and the character after them is not a letter, digit or `_` (with `\udemy` or
    /// `\u00e9a` the writer's intent is unclear). A UTF-16 surrogate is fixed only as half of a pair
    /// whose two halves are both there and valid, since a lone half is no character.
    mutating func lowercaseEscapes(in token: Range<Int>) {
        guard token.count >= 2, text[token.lowerBound] == UInt8(ascii: "\"") || text[token.lowerBound] == UInt8(ascii: "'") else { return }
        var index = token.lowerBound + 1
        let end = token.upperBound - 1
        while index < end {
            guard text[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            guard let first = unicodeEscape(at: index, end: end) else {
                index += 2
                continue
            }
            switch first.value {
            case 0xD800...0xDBFF:
                // A high half: fixed only with a valid low half right after it and a clear end.
                if let second = unicodeEscape(at: index + 6, end: end), (0xDC00...0xDFFF).contains(second.value),
                   endsClearly(at: index + 12, end: end) {
                    let scalar = 0x10000 + ((first.value - 0xD800) << 10) + (second.value - 0xDC00)
                    if first.isLowercase { addUppercase(at: index, scalar: scalar) }
                    if second.isLowercase { addUppercase(at: index + 6, scalar: scalar) }
                    index += 12
                } else {
                    index += 6
                }
            case 0xDC00...0xDFFF:
                index += 6
            default:
                if first.isLowercase, endsClearly(at: index + 6, end: end),
                   let scalar = Unicode.Scalar(first.value), isPlainCharacter(scalar) {
                    addUppercase(at: index, scalar: first.value)
                }
                index += 6
            }
        }
    }

    /// The value of `\u` or `\U` at `offset` followed by exactly 4 hex digits; `nil` for any other text.
    private func unicodeEscape(at offset: Int, end: Int) -> (value: UInt32, isLowercase: Bool)? {
        guard offset + 6 <= end, text[offset] == UInt8(ascii: "\\"),
              text[offset + 1] == UInt8(ascii: "u") || text[offset + 1] == UInt8(ascii: "U") else { return nil }
        var value: UInt32 = 0
        for byte in text[(offset + 2)..<(offset + 6)] {
            guard let digit = hexValue(byte) else { return nil }
            value = value << 4 | digit
        }
        return (value, text[offset + 1] == UInt8(ascii: "u"))
    }

    /// Whether the escape that ends at `offset` is not followed by a letter, digit or `_`.
    private func endsClearly(at offset: Int, end: Int) -> Bool {
        guard offset < end else { return true }
        let byte = text[offset]
        return !(isDigit(byte) || isLetter(byte) || byte == UInt8(ascii: "_"))
    }

    /// A character the `\U` fix may produce: no control (NUL, vertical tab), no bidi control (its own
    /// finding) and no noncharacter.
    private func isPlainCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory != .control && !BidiControls.contains(scalar) && !scalar.properties.isNoncharacterCodePoint
    }

    private mutating func addUppercase(at offset: Int, scalar: UInt32) {
        let shown = String(scalar, radix: 16, uppercase: true)
        add(StringsTextEdit(range: (offset + 1)..<(offset + 2), replacement: "U"), rule: RuleDescription.unknownEscape.id, at: offset,
            "\\u written as \\U, so the device shows U+\(String(repeating: "0", count: max(0, 4 - shown.count)) + shown), not 'u' and its digits")
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
            add(StringsTextEdit(range: range, replacement: ""), rule: RuleDescription.duplicateKey.id, at: span.keyStart,
                "removed a repeat of '\(key)' with the same value (the device shows the same text)")
        }
    }

    /// `n$c` with no `%` before it, where the development string reads argument n with the type `c`
    /// gives and the value does not read it. One right answer only: the digits stand alone (no letter,
    /// digit, `_`, `%`, `\\` or `$` before them), a letter conversion ends there, and every other `%`
    /// of the value is positional (`%2$@`) or `%%`, so the fixed value reads its arguments one way.
    mutating func lostPercents(in token: Range<Int>, value: String, source: String) {
        guard token.count >= 2, text[token.lowerBound] == UInt8(ascii: "\"") || text[token.lowerBound] == UInt8(ascii: "'"),
              value.contains("$") else { return }
        let start = token.lowerBound + 1, end = token.upperBound - 1
        guard onlyPositionalSpecifiers(in: start..<end) else { return }
        let wanted = FormatSignature(parsing: source)
        let read = FormatSignature(parsing: value)
        var index = start
        while index < end {
            guard isDigit(text[index]), index == start || !isDigit(text[index - 1]) else {
                index += 1
                continue
            }
            var digitsEnd = index
            while digitsEnd < end && isDigit(text[digitsEnd]) { digitsEnd += 1 }
            if digitsEnd + 1 < end, text[digitsEnd] == UInt8(ascii: "$"), isConversion(text[digitsEnd + 1]),
               index == start || standsApart(text[index - 1]), digitsEnd - index <= 3,
               !isLetter(text[digitsEnd + 1]) || endsClearly(at: digitsEnd + 2, end: end),
               let position = Int(String(decoding: text[index..<digitsEnd], as: UTF8.self)), position >= 1,
               let type = wanted.type(at: position), read.type(at: position) == nil,
               FormatSignature(parsing: "%\(position)$" + String(decoding: [text[digitsEnd + 1]], as: UTF8.self)).type(at: position) == type {
                let written = String(decoding: text[index...(digitsEnd + 1)], as: UTF8.self)
                add(StringsTextEdit(range: index..<index, replacement: "%"), rule: RuleDescription.brokenSpecifier.id, at: index,
                    "'\(written)' lost its '%': now '%\(written)', argument \(position) as the development string reads it")
            }
            index = digitsEnd
        }
    }

    /// Whether every `%` in `range` is `%%` or opens a positional specifier (`%1$@`).
    private func onlyPositionalSpecifiers(in range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            guard text[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            if index + 1 < range.upperBound, text[index + 1] == UInt8(ascii: "%") {
                index += 2
                continue
            }
            var digitsEnd = index + 1
            while digitsEnd < range.upperBound && isDigit(text[digitsEnd]) { digitsEnd += 1 }
            guard digitsEnd > index + 1, digitsEnd < range.upperBound, text[digitsEnd] == UInt8(ascii: "$") else { return false }
            index = digitsEnd + 1
        }
        return true
    }

    /// Whether a byte before a digit run leaves it a number of its own: not a letter, digit, `_`,
    /// `%`, `\\` (an escape) or `$`.
    private func standsApart(_ byte: UInt8) -> Bool {
        !(isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "%")
          || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "$"))
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
        assert(StringsFixer.rules.contains(rule), "a fix for \(rule), which StringsFixer.rules does not list")
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        items.append((edit, StringsFixer.Fix(rule: rule, line: low + 1, summary: summary, offset: offset)))
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    private func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
    private func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private func isConversion(_ byte: UInt8) -> Bool {
        "@dDiuUxXoOfFeEgGaAcCsSp".utf8.contains(byte)
    }
}
