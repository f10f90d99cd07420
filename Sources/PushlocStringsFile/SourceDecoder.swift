/// A stretch of input bytes that is not valid in the file's encoding.
struct DecodeProblem: Sendable {
    /// Where its U+FFFD stands in the decoded UTF-8 text.
    var decodedOffset: Int
    /// Where it starts in the input bytes (byte order mark included), 0-based.
    var byteOffset: Int
    /// What is wrong, with the byte offset.
    var message: String
}

/// A file's text decoded to UTF-8, with what could not be decoded.
struct DecodedSource: Sendable {
    /// The encoding the byte order mark selected (UTF-8 without one).
    var encoding: StringsEncoding
    /// The length of the byte order mark, 0 without one.
    var byteOrderMarkLength: Int
    /// The UTF-8 text, or `nil` when the input after the byte order mark is valid UTF-8 already
    /// (then the text is those input bytes, and nothing is copied).
    var transcoded: [UInt8]?
    /// The first problems, at most ``SourceDecoder/problemLimit`` + 1 of them.
    var problems: [DecodeProblem]
    /// How many problems there are in all.
    var problemCount: Int
    /// How many bytes of the text are `;`, when the decoder counted them (see ``SourceDecoder/decode(_:countingSemicolons:)``).
    var semicolons: Int?
}

/// Decodes `.strings` bytes to UTF-8 (replacing what is invalid with U+FFFD), maps decoded offsets back
/// to input offsets, and encodes text for rewriting.
enum SourceDecoder {
    /// How many decoding problems are listed one by one; the rest are summed up in one more diagnostic.
    static let problemLimit = 20

    /// One scalar, or one invalid stretch, read at a byte offset.
    struct Step {
        /// Bytes consumed (at least 1).
        var length: Int
        /// The scalar, or `nil` for an invalid stretch.
        var scalar: UInt32?
    }

    /// Decodes `bytes`: byte order mark, then the text as UTF-8. `countingSemicolons`: count the `;` of
    /// valid UTF-8 text in the same pass as the validation (``DecodedSource/semicolons``).
    ///
    /// `asXcodeCopies`: a `.strings` table reaches the phone through Xcode's copy step
    /// (`CopyStringsFileTaskAction` in swift-build), which decodes the file by its byte order mark and
    /// then drops one more leading U+FEFF ("ignoring byte-order mark in input file"). A table that
    /// starts with two marks (`FF FE FF FE`, as some export tools write) therefore loads on the phone:
    /// the second mark counts as part of the first.
    static func decode(_ bytes: [UInt8], countingSemicolons: Bool = false, asXcodeCopies: Bool = false) -> DecodedSource {
        let encoding = StringsEncoding.detectingByteOrderMark(in: bytes)
        var bomLength = encoding?.byteOrderMark.count ?? 0
        let chosen = encoding ?? .utf8
        if asXcodeCopies, let mark = encoding?.byteOrderMark, bytes.count >= 2 * mark.count, bytes[mark.count..<2 * mark.count].elementsEqual(mark) {
            bomLength += mark.count
        }
        return bytes.withUnsafeBufferPointer { buffer in
            // One validation pass over the whole file (ASCII sixteen bytes at a time); the byte walk of
            // `transcode` runs only to locate the problems of a file that fails it.
            if chosen == .utf8 {
                let text = UnsafeBufferPointer(rebasing: buffer[bomLength...])
                if countingSemicolons {
                    if let semicolons = ValidUTF8.count(0x3B, ifValid: text) {
                        return DecodedSource(
                            encoding: .utf8, byteOrderMarkLength: bomLength, transcoded: nil, problems: [], problemCount: 0, semicolons: semicolons)
                    }
                } else if ValidUTF8.firstInvalid(text) == nil {
                    return DecodedSource(encoding: .utf8, byteOrderMarkLength: bomLength, transcoded: nil, problems: [], problemCount: 0)
                }
            }
            if chosen == .utf16LittleEndian || chosen == .utf16BigEndian,
               let text = UTF16Transcoding.utf8(buffer, from: bomLength, littleEndian: chosen == .utf16LittleEndian) {
                return DecodedSource(encoding: chosen, byteOrderMarkLength: bomLength, transcoded: text, problems: [], problemCount: 0)
            }
            return transcode(buffer, from: bomLength, encoding: chosen)
        }
    }

    /// The UTF-8 sequence at `i`: its length when valid, else the length of its maximal invalid subpart.
    @inline(__always)
    static func utf8Sequence(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> (length: Int, valid: Bool) {
        let lead = p[i]
        if lead < 0x80 { return (1, true) }
        let trailing: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: trailing = 1
        case 0xE0: trailing = 2; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: trailing = 2
        case 0xED: trailing = 2; high = 0x9F
        case 0xF0: trailing = 3; low = 0x90
        case 0xF1...0xF3: trailing = 3
        case 0xF4: trailing = 3; high = 0x8F
        default: return (1, false)
        }
        var k = 1
        while k <= trailing {
            guard i + k < p.count else { return (k, false) }
            let byte = p[i + k]
            if k == 1 {
                if byte < low || byte > high { return (1, false) }
            } else if byte & 0xC0 != 0x80 {
                return (k, false)
            }
            k += 1
        }
        return (trailing + 1, true)
    }

    /// Reads one scalar or invalid stretch at `i` in `encoding`.
    @inline(__always)
    static func step(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ encoding: StringsEncoding) -> Step {
        let remaining = p.count - i
        switch encoding {
        case .utf8:
            let sequence = utf8Sequence(p, i)
            guard sequence.valid else { return Step(length: sequence.length, scalar: nil) }
            var value = UInt32(p[i])
            switch sequence.length {
            case 1: break
            case 2: value = (value & 0x1F) << 6 | UInt32(p[i + 1] & 0x3F)
            case 3: value = (value & 0x0F) << 12 | UInt32(p[i + 1] & 0x3F) << 6 | UInt32(p[i + 2] & 0x3F)
            default:
                value = (value & 0x07) << 18 | UInt32(p[i + 1] & 0x3F) << 12 | UInt32(p[i + 2] & 0x3F) << 6
                    | UInt32(p[i + 3] & 0x3F)
            }
            return Step(length: sequence.length, scalar: value)
        case .utf16LittleEndian, .utf16BigEndian:
            guard remaining >= 2 else { return Step(length: remaining, scalar: nil) }
            let little = encoding == .utf16LittleEndian
            func unit(_ at: Int) -> UInt32 {
                little ? UInt32(p[at]) | UInt32(p[at + 1]) << 8 : UInt32(p[at]) << 8 | UInt32(p[at + 1])
            }
            let first = unit(i)
            switch first {
            case 0xD800...0xDBFF:
                guard remaining >= 4 else { return Step(length: 2, scalar: nil) }
                let second = unit(i + 2)
                guard (0xDC00...0xDFFF).contains(second) else { return Step(length: 2, scalar: nil) }
                return Step(length: 4, scalar: 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            case 0xDC00...0xDFFF:
                return Step(length: 2, scalar: nil)
            default:
                return Step(length: 2, scalar: first)
            }
        case .utf32LittleEndian, .utf32BigEndian:
            guard remaining >= 4 else { return Step(length: remaining, scalar: nil) }
            let value: UInt32 = encoding == .utf32LittleEndian
                ? UInt32(p[i]) | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]) << 16 | UInt32(p[i + 3]) << 24
                : UInt32(p[i]) << 24 | UInt32(p[i + 1]) << 16 | UInt32(p[i + 2]) << 8 | UInt32(p[i + 3])
            if value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return Step(length: 4, scalar: nil) }
            return Step(length: 4, scalar: value)
        }
    }

    /// Appends the UTF-8 form of `scalar` (a valid Unicode scalar value) to `out`.
    @inline(__always)
    static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            out.append(UInt8(scalar))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | scalar >> 6))
            out.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | scalar >> 12))
            out.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        default:
            out.append(UInt8(0xF0 | scalar >> 18))
            out.append(UInt8(0x80 | (scalar >> 12) & 0x3F))
            out.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// The number of UTF-8 bytes of `scalar`.
    @inline(__always)
    static func utf8Length(_ scalar: UInt32) -> Int {
        scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4
    }

    /// Decodes everything after the byte order mark, replacing each invalid stretch with U+FFFD.
    private static func transcode(_ p: UnsafeBufferPointer<UInt8>, from start: Int, encoding: StringsEncoding) -> DecodedSource {
        var out: [UInt8] = []
        out.reserveCapacity(encoding == .utf8 ? p.count : p.count * 3 / 2)
        var problems: [DecodeProblem] = []
        var problemCount = 0
        var i = start
        while i < p.count {
            let next = step(p, i, encoding)
            if let scalar = next.scalar {
                if encoding == .utf8 {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: p[i..<(i + next.length)]))
                } else {
                    appendUTF8(scalar, to: &out)
                }
            } else {
                problemCount += 1
                if problems.count <= problemLimit {
                    problems.append(DecodeProblem(
                        decodedOffset: out.count,
                        byteOffset: i,
                        message: describeInvalid(p, at: i, length: next.length, encoding: encoding)))
                }
                appendUTF8(0xFFFD, to: &out)
            }
            i += next.length
        }
        return DecodedSource(
            encoding: encoding, byteOrderMarkLength: start, transcoded: out, problems: problems, problemCount: problemCount)
    }

    /// The message for an invalid stretch.
    private static func describeInvalid(_ p: UnsafeBufferPointer<UInt8>, at i: Int, length: Int, encoding: StringsEncoding) -> String {
        let shown = p[i..<(i + length)].map { "0x" + hex($0, digits: 2) }.joined(separator: " ")
        let what: String
        switch encoding {
        case .utf8:
            what = "invalid UTF-8 at byte offset \(i) (\(length == 1 ? "byte" : "bytes") \(shown))"
        case .utf16LittleEndian, .utf16BigEndian:
            what = length < 2
                ? "invalid UTF-16 at byte offset \(i): a lone trailing byte (\(shown))"
                : "invalid UTF-16 at byte offset \(i): an unpaired surrogate (bytes \(shown))"
        case .utf32LittleEndian, .utf32BigEndian:
            what = length < 4
                ? "invalid UTF-32 at byte offset \(i): \(length) trailing \(length == 1 ? "byte" : "bytes") (\(shown))"
                : "invalid UTF-32 at byte offset \(i): not a Unicode scalar (bytes \(shown))"
        }
        return what + "; it is read as U+FFFD. Save the file as valid \(encoding.rawValue.uppercased())"
    }

    /// For each decoded offset (ascending), the input byte offset where the same text starts.
    ///
    /// Only offsets at scalar boundaries are meaningful; offsets past the end map to `bytes.count`.
    static func inputOffsets(of decodedOffsets: [Int], in bytes: [UInt8], layout: SourceLayout) -> [Int] {
        let start = layout.byteOrderMarkLength
        if layout.isVerbatimUTF8 { return decodedOffsets.map { $0 + start } }
        var result: [Int] = []
        result.reserveCapacity(decodedOffsets.count)
        bytes.withUnsafeBufferPointer { p in
            var query = 0
            var decoded = 0
            var i = start
            while i < p.count, query < decodedOffsets.count {
                while query < decodedOffsets.count, decodedOffsets[query] <= decoded {
                    result.append(i)
                    query += 1
                }
                let next = step(p, i, layout.encoding)
                decoded += next.scalar.map(utf8Length) ?? 3
                i += next.length
            }
            while query < decodedOffsets.count {
                result.append(decodedOffsets[query] <= decoded ? i : p.count)
                query += 1
            }
        }
        return result
    }

    /// `text` in `encoding`, without a byte order mark.
    static func encode(_ text: String, as encoding: StringsEncoding) -> [UInt8] {
        switch encoding {
        case .utf8:
            return Array(text.utf8)
        case .utf16LittleEndian, .utf16BigEndian:
            var out: [UInt8] = []
            out.reserveCapacity(text.utf16.count * 2)
            for unit in text.utf16 {
                if encoding == .utf16LittleEndian {
                    out.append(UInt8(unit & 0xFF)); out.append(UInt8(unit >> 8))
                } else {
                    out.append(UInt8(unit >> 8)); out.append(UInt8(unit & 0xFF))
                }
            }
            return out
        case .utf32LittleEndian, .utf32BigEndian:
            var out: [UInt8] = []
            out.reserveCapacity(text.unicodeScalars.count * 4)
            for scalar in text.unicodeScalars {
                let v = scalar.value
                let bytes = [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8(v >> 24)]
                out.append(contentsOf: encoding == .utf32LittleEndian ? bytes : bytes.reversed())
            }
            return out
        }
    }
}

/// `value` in uppercase hexadecimal, zero-padded to `digits`.
func hex(_ value: some BinaryInteger, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return text.count >= digits ? text : String(repeating: "0", count: digits - text.count) + text
}
