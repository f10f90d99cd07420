/// A change of a `.strings` file's decoded text: the UTF-8 bytes in `range` become `replacement`.
public struct StringsTextEdit: Sendable, Hashable {
    /// Byte offsets of the decoded text (UTF-8), as ``StringsDocument/decodedUTF8`` counts them.
    public var range: Range<Int>
    /// The new text.
    public var replacement: String

    /// Creates an edit.
    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

extension StringsDocument {
    /// The file's text as UTF-8 bytes, which ``entrySpans`` and ``StringsTextEdit`` offsets index;
    /// `nil` once the document no longer keeps its bytes (``discardSource()``).
    package var decodedUTF8: [UInt8]? {
        guard keepsSource, syntax == .text else { return nil }
        return Array(StringsParser.decodedText(of: serialized()).utf8)
    }

    /// Where each entry's tokens are, in the order of ``entries``; empty once the document no
    /// longer keeps its bytes.
    package var entrySpans: [EntrySpan] {
        keepsSource && syntax == .text ? spans : []
    }

    /// The file's bytes with `edits` applied, in the document's own encoding and byte order mark:
    /// every byte outside the edited ranges stays as it is. `nil` when the document no longer keeps
    /// its bytes, or the edits overlap or fall outside the text.
    package func bytes(applying edits: [StringsTextEdit]) -> [UInt8]? {
        guard keepsSource, syntax == .text, encoding == sourceEncoding, hasByteOrderMark == sourceHasByteOrderMark else { return nil }
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        let bytes = serialized()
        let textCount = Array(StringsParser.decodedText(of: bytes).utf8).count
        var previousEnd = 0
        for edit in sorted {
            guard edit.range.lowerBound >= previousEnd, edit.range.upperBound <= textCount else { return nil }
            previousEnd = edit.range.upperBound
        }
        let offsets = inputOffsets(of: sorted.flatMap { [$0.range.lowerBound, $0.range.upperBound] })
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        var copied = 0
        for (position, edit) in sorted.enumerated() {
            let start = offsets[2 * position], end = offsets[2 * position + 1]
            result.append(contentsOf: bytes[copied..<start])
            result.append(contentsOf: encodedForSource(edit.replacement))
            copied = end
        }
        result.append(contentsOf: bytes[copied...])
        return result
    }
}
