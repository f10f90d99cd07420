import Testing
import PushlocTestSupport
@testable import PushlocStringsFile

/// The file validator and the unchecked string maker must agree with the standard library exactly:
/// a string made without validation from bytes it wrongly accepted would break `String`'s invariants.
@Suite("UTF-8 validation")
struct ValidUTF8Tests {
    /// Bytes that favour the edges of UTF-8: leads, continuation bytes, and the special second bytes.
    static func randomBytes(_ random: inout SeededGenerator, count: Int) -> [UInt8] {
        let interesting: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED,
            0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ]
        return (0..<count).map { _ in
            random.next() % 3 == 0 ? UInt8(truncatingIfNeeded: random.next()) : interesting[Int(random.next() % UInt64(interesting.count))]
        }
    }

    /// Valid text of random scalars (all lengths), with random cuts and flips applied by the caller.
    static func randomText(_ random: inout SeededGenerator, scalars: Int) -> [UInt8] {
        var text = ""
        for _ in 0..<scalars {
            let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF]
            let range = ranges[Int(random.next() % UInt64(ranges.count))]
            let value = range.lowerBound + UInt32(random.next() % UInt64(range.count))
            if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
        }
        return Array(text.utf8)
    }

    /// The counting pass validates exactly as ``ValidUTF8/firstInvalid(_:from:)`` does and counts the
    /// byte wherever it stands in a word (before, between and after multi-byte scalars).
    /// Checks `firstInvalid` against `String(validating:)`: the same verdict, everything before a
    /// reported offset valid, and no valid sequence starting at it. Returns whether `bytes` are valid.
    @discardableResult
    static func expectAgreesWithTheStandardLibrary(_ bytes: [UInt8]) -> Bool {
        let ours = bytes.withUnsafeBufferPointer { ValidUTF8.firstInvalid($0) }
        let valid = String(validating: bytes, as: UTF8.self) != nil
        #expect((ours == nil) == valid, "bytes \(bytes)")
        if let ours {
            #expect(String(validating: bytes[0..<ours], as: UTF8.self) != nil, "bytes \(bytes)")
            #expect(bytes.withUnsafeBufferPointer { SourceDecoder.utf8Sequence($0, ours).valid } == false, "bytes \(bytes)")
        }
        return ours == nil
    }

    @Test func countingAgreesWithValidationAndANaiveCount() {
        var random = SeededGenerator(seed: 0x5EED_0712)
        for round in 0..<4_000 {
            var bytes = round % 3 == 0
                ? Self.randomBytes(&random, count: Int(random.next() % 60))
                : Self.randomText(&random, scalars: Int(random.next() % 40))
            for _ in 0..<Int(random.next() % 6) where !bytes.isEmpty {
                bytes.insert(0x3B, at: Int(random.next() % UInt64(bytes.count + 1)))
            }
            bytes.withUnsafeBufferPointer { buffer in
                let counted = ValidUTF8.count(0x3B, ifValid: buffer)
                #expect((counted == nil) == (ValidUTF8.firstInvalid(buffer) != nil), "\(bytes)")
                if let counted { #expect(counted == bytes.count { $0 == 0x3B }, "\(bytes)") }
            }
        }
    }

    @Test func agreesWithTheStandardLibraryOnRandomBytes() {
        var random = SeededGenerator(seed: 0x5EED_0711)
        for round in 0..<4_000 {
            let bytes = round % 2 == 0
                ? Self.randomBytes(&random, count: Int(random.next() % 40))
                : {
                    var text = Self.randomText(&random, scalars: Int(random.next() % 30))
                    if !text.isEmpty, random.next() % 2 == 0 {
                        text[Int(random.next() % UInt64(text.count))] = UInt8(truncatingIfNeeded: random.next())
                    }
                    if !text.isEmpty, random.next() % 3 == 0 { text.removeLast(Int(random.next() % 3) % text.count) }
                    return text
                }()
            Self.expectAgreesWithTheStandardLibrary(bytes)
        }
    }

    @Test(arguments: [
        [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],
        [0xF0, 0x80, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
        [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0x80], [0xBF], [0xFF],
    ] as [[UInt8]])
    func rejectsEveryInvalidForm(bytes: [UInt8]) {
        let padded = Array("12345678".utf8) + bytes + Array("abc".utf8)
        #expect(padded.withUnsafeBufferPointer { ValidUTF8.firstInvalid($0) } == 8)
    }

    /// Every lead byte with every second byte, then continuation bytes (or not), at an offset where
    /// the sequence is read whole and at one where it is read byte by byte at the end of the text.
    /// The lead bytes in four quarters that run side by side.
    @Test(arguments: 0..<4) func everyLeadAndSecondByteAgreeWithTheStandardLibrary(quarter: Int) {
        let tails: [[UInt8]] = [[], [0x80], [0xBF, 0xBF], [0x80, 0x80], [0x41, 0x80], [0x80, 0x41]]
        for lead in quarter * 64..<(quarter + 1) * 64 {
            for second in 0...255 {
                for tail in tails {
                    let sequence = [UInt8(lead), UInt8(second)] + tail
                    for prefix in [Array("0123456789abcdef".utf8), Array("ab".utf8)] {
                        let bytes = prefix + sequence + (prefix.count > 2 ? Array("    tail".utf8) : [])
                        let ours = bytes.withUnsafeBufferPointer { ValidUTF8.firstInvalid($0) }
                        let counted = bytes.withUnsafeBufferPointer { ValidUTF8.count(0x3B, ifValid: $0) }
                        let valid = String(validating: bytes, as: UTF8.self) != nil
                        if (ours == nil) != valid || (counted != nil) != valid {
                            Issue.record("disagrees with the standard library on \(bytes)")
                            return
                        }
                        if let ours, ours < prefix.count {
                            Issue.record("reported \(ours), inside the ASCII prefix, for \(bytes)")
                            return
                        }
                    }
                }
            }
        }
    }

    /// Each invalid form at every offset of texts of every length up to 48 bytes: across the sixteen-byte
    /// windows, right after a multi-byte scalar, and in the last (fewer than four) bytes.
    @Test func invalidFormsAreFoundAtEveryOffset() {
        let forms: [[UInt8]] = [
            [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0x80], [0xC3, 0x41], [0xE2, 0x82, 0x41],
        ]
        let before: [[UInt8]] = [[], Array("é".utf8), Array("中".utf8), Array("😀".utf8), [0x20]]
        for form in forms {
            for lead in before {
                for offset in 0...40 {
                    let bytes = [UInt8](repeating: 0x3B, count: offset) + lead + form + [UInt8](repeating: 0x41, count: (offset * 7) % 9)
                    let found = bytes.withUnsafeBufferPointer { ValidUTF8.firstInvalid($0) }
                    #expect(found == offset + lead.count, "\(bytes)")
                    #expect(bytes.withUnsafeBufferPointer { ValidUTF8.count(0x3B, ifValid: $0) } == nil, "\(bytes)")
                }
            }
        }
    }

    /// A valid scalar cut short by the end of the text is invalid, wherever the end falls; the whole
    /// scalar is valid, and the `;` before it are all counted.
    @Test func scalarsCutByTheEndAreInvalid() {
        for scalar in ["é", "\u{7FF}", "中", "\u{FFFF}", "😀", "\u{10FFFF}"] {
            let units = Array(scalar.utf8)
            for offset in 0...40 {
                let prefix = [UInt8](repeating: 0x3B, count: offset)
                for cut in 1..<units.count {
                    let bytes = prefix + units[0..<cut]
                    #expect(bytes.withUnsafeBufferPointer { ValidUTF8.firstInvalid($0) } == offset, "\(bytes)")
                }
                let whole = prefix + units
                #expect(whole.withUnsafeBufferPointer { ValidUTF8.firstInvalid($0) } == nil, "\(whole)")
                #expect(whole.withUnsafeBufferPointer { ValidUTF8.count(0x3B, ifValid: $0) } == offset, "\(whole)")
            }
        }
    }

    /// Text shaped like translations (words of one script, single spaces, ASCII runs longer than
    /// sixteen bytes, `;` anywhere), sometimes with one byte changed or the end cut: validation agrees
    /// with the standard library, and a valid text's `;` are all counted.
    @Test func agreesWithTheStandardLibraryOnTranslationShapedText() {
        var random = SeededGenerator(seed: 0x5EED_0713)
        let words = ["Привет", "друга", "中文字", "مرحبا", "😀👍", "é", "ASCII words here; more", "%@", "\\n", "\u{10FFFF}x", ";"]
        for _ in 0..<6_000 {
            var text = ""
            for _ in 0..<Int(random.next() % 14) {
                text += words[Int(random.next() % UInt64(words.count))]
                text += random.next() % 4 == 0 ? "" : " "
            }
            var bytes = Array(text.utf8)
            if !bytes.isEmpty, random.next() % 3 == 0 {
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            }
            if !bytes.isEmpty, random.next() % 4 == 0 { bytes.removeLast(Int(random.next() % 4) % bytes.count) }
            if Self.expectAgreesWithTheStandardLibrary(bytes) {
                #expect(bytes.withUnsafeBufferPointer { ValidUTF8.count(0x3B, ifValid: $0) } == bytes.count { $0 == 0x3B }, "bytes \(bytes)")
            }
        }
    }

    /// The vector pass (thirty-two bytes at a time, where the processor has it) and the scalar scan
    /// agree on texts longer than its blocks: each invalid form at every offset of a mixed-script text
    /// (across block boundaries, and cut by the end), and long translation-shaped texts with one byte
    /// changed. Both validate and count the same; where there is no vector pass, both are the scan.
    @Test func vectorAndScalarPassesAgreeAcrossBlocks() {
        func expectAgree(_ bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer { buffer in
                let counted = ValidUTF8.count(0x3B, ifValid: buffer)
                #expect(counted == ValidUTF8.scalarCount(0x3B, ifValid: buffer), "\(bytes)")
                #expect((ValidUTF8.firstInvalid(buffer) == nil) == (counted != nil), "\(bytes)")
            }
        }
        let base = Array("Привет; 中文字 — ASCII words; 😀 مرحبا é;".utf8)
        let forms: [[UInt8]] = [
            [0xC0, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80], [0xFF], [0x80], [0xC3, 0x41], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC3, 0xA9], [0xF0, 0x9F, 0x98, 0x80],
        ]
        for form in forms {
            for offset in 0...96 {
                var bytes = [UInt8]()
                while bytes.count < offset { bytes += base }
                bytes = Array(bytes.prefix(offset))
                expectAgree(bytes + form)
                expectAgree(bytes + form + base)
            }
        }
        var random = SeededGenerator(seed: 0x5EED_0714)
        for _ in 0..<1_500 {
            var bytes = [UInt8]()
            for _ in 0..<Int(random.next() % 12) { bytes += Self.randomText(&random, scalars: Int(random.next() % 30)) + base }
            if !bytes.isEmpty, random.next() % 2 == 0 {
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            }
            if !bytes.isEmpty, random.next() % 4 == 0 { bytes.removeLast(Int(random.next() % 4) % bytes.count) }
            expectAgree(bytes)
        }
    }

    @Test(arguments: ["", "a", "plain ASCII text longer than eight bytes", "é", "中文", "😀", "Ü\u{7F}\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{10FFFF}"])
    func madeStringsEqualDecodedOnes(text: String) {
        let bytes = Array(text.utf8)
        let made = bytes.withUnsafeBufferPointer { ValidUTF8.string($0) }
        #expect(made == text)
        #expect(Array(made.utf8) == bytes)
        #expect(made.hashValue == text.hashValue)
        #expect(bytes.withUnsafeBufferPointer { ValidUTF8.firstInvalid($0) } == nil)
    }
}
