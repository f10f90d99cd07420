/// A string just scanned: where its text is in the source (between the quotes), and what it holds.
/// When it has escapes, its decoded bytes are in the reader's `scratch` until the next scan.
struct JSONStringSpan {
    /// The offset after the opening quote.
    var start: Int
    /// The offset of the closing quote.
    var end: Int
    /// Whether the source has a backslash.
    var hasEscapes: Bool
    /// Known to be ASCII (a `\u` escape counts as not known to be), as the parser tells its strings.
    var isASCII: Bool
}

extension JSONPullReader {
    /// Reads the string whose opening quote is at the current position, escapes decoded, and whether
    /// its source has escapes (a backslash).
    package mutating func readString() throws(JSONSyntaxError) -> (string: String, hasEscapes: Bool) {
        let span = try scanString()
        return (Self.text(of: span, in: buffer, scratch: scratch), span.hasEscapes)
    }

    /// The string of `span`, scanned in `buffer` (with its escapes decoded in `scratch`). Static, on
    /// the parts it reads: called from a mutating method, a method would copy the reader.
    @inline(__always)
    static func text(of span: JSONStringSpan, in buffer: UnsafeBufferPointer<UInt8>, scratch: [UInt8]) -> String {
        if span.hasEscapes {
            return scratch.withUnsafeBufferPointer { makeString(validated: $0, isASCII: span.isASCII) }
        }
        return makeString(validated: UnsafeBufferPointer(rebasing: buffer[span.start..<span.end]), isASCII: span.isASCII)
    }

    /// Scans the string whose opening quote is at the current position, and leaves the reader after
    /// its closing quote.
    ///
    /// One pass does everything: finds the end, validates the UTF-8, counts the continuation bytes
    /// for the columns, and decodes escapes (into `scratch`). Text runs are skipped eight bytes at a
    /// time, since strings are most of a catalog's non-space bytes; the offset lives in a local
    /// (`at`), stored back only when the scan ends or calls out, so that it stays in a register.
    mutating func scanString() throws(JSONSyntaxError) -> JSONStringSpan {
        let count = buffer.count
        let quote = index
        // The opening quote is in the buffer, so it has a base address.
        guard let base = buffer.baseAddress else {
            throw JSONSyntaxError(offset: quote, message: "Unterminated string: no closing '\"' before the end of the document")
        }
        var at = quote + 1
        let textStart = at
        var segmentStart = at
        var hasEscapes = false
        var isASCII = true
        var continuations = 0
        while true {
            // Jump to the next byte that is not plain text, eight bytes at a time.
            while at + 8 <= count {
                let special = Self.specialBytes(Self.word(at: base, at))
                if special != 0 {
                    at += special.trailingZeroBitCount >> 3
                    break
                }
                at += 8
            }
            guard at < count else {
                throw JSONSyntaxError(offset: quote, message: "Unterminated string: no closing '\"' before the end of the document")
            }
            let byte = buffer[at]
            if byte == UInt8(ascii: "\"") {
                if hasEscapes {
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[segmentStart..<at]))
                }
                index = at + 1
                columnBase += continuations
                return JSONStringSpan(start: textStart, end: at, hasEscapes: hasEscapes, isASCII: isASCII)
            } else if byte >= 0x80 {
                isASCII = false
                let length = try Self.validUTF8Length(in: buffer, at: at)
                continuations += length - 1
                at += length
            } else if byte == UInt8(ascii: "\\") {
                if !hasEscapes {
                    hasEscapes = true
                    scratch.removeAll(keepingCapacity: true)
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[segmentStart..<at]))
                if at + 1 < count, buffer[at + 1] == UInt8(ascii: "u") { isASCII = false }
                index = at
                try readEscape(quote: quote)
                at = index
                segmentStart = at
            } else if byte < 0x20 {
                if byte == 0x0A || byte == 0x0D {
                    throw JSONSyntaxError(offset: at, message: "Line break inside a string: close the string with '\"' before the end of the line, or write \\n")
                }
                throw JSONSyntaxError(offset: at, message: "Control character U+\(JSONSyntaxText.hex4(UInt32(byte))) must be escaped inside a string (write \\u\(JSONSyntaxText.hex4(UInt32(byte)).lowercased()))")
            } else {
                at += 1
            }
        }
    }

    /// The high bit of each byte of `word` (in memory order, lowest first) that ends a run of plain
    /// text: `"`, `\`, a control character or a non-ASCII byte. The lowest set bit is exact, which is
    /// all the scan uses: a byte above a flagged one may be flagged wrongly (borrows run upwards).
    @inline(__always)
    private static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeroQuote = (quote &- ones) & ~quote
        let zeroBackslash = (backslash &- ones) & ~backslash
        let control = (word &- ones &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | control | word) & 0x8080_8080_8080_8080
    }

    /// The length of the UTF-8 sequence at `offset` (its first byte is >= 0x80): the common valid
    /// two- and three-byte forms are checked inline, anything else by ``utf8SequenceLength(in:at:)``.
    /// Static, on the buffer alone: as a method it made the scan copy the reader for each call.
    @inline(__always)
    private static func validUTF8Length(in buffer: UnsafeBufferPointer<UInt8>, at offset: Int) throws(JSONSyntaxError) -> Int {
        let lead = buffer[offset]
        if offset + 2 < buffer.count {
            let second = buffer[offset + 1]
            if lead >= 0xC2 && lead <= 0xDF && second & 0xC0 == 0x80 { return 2 }
            // E1...EF except ED (whose second byte is limited, to exclude surrogates).
            if lead &- 0xE1 < 0x0F && lead != 0xED && second & 0xC0 == 0x80 && buffer[offset + 2] & 0xC0 == 0x80 { return 3 }
        }
        return try utf8SequenceLength(in: buffer, at: offset)
    }

    /// The string of `bytes`, validated as UTF-8 by the scan; see ``JSONParser``'s twin for why it is
    /// not validated again.
    @inline(__always)
    static func makeString(validated bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Decodes the escape at `index` (a backslash) into `scratch` as UTF-8.
    private mutating func readEscape(quote: Int) throws(JSONSyntaxError) {
        var decoded = scratch
        scratch = []
        defer { scratch = decoded }
        index = try JSONSyntaxText.decodeEscape(in: buffer, at: index, quote: quote) { decoded.append($0) }
    }

    /// The length of the valid UTF-8 sequence at `offset` (``JSONSyntaxText/utf8SequenceLength(in:at:)``).
    @inline(__always)
    static func utf8SequenceLength(in buffer: UnsafeBufferPointer<UInt8>, at offset: Int) throws(JSONSyntaxError) -> Int {
        try JSONSyntaxText.utf8SequenceLength(in: buffer, at: offset)
    }
}
