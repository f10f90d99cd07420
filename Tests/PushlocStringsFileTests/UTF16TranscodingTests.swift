import Testing
import PushlocTestSupport
@testable import PushlocStringsFile

/// The one-pass UTF-16 reader gives the standard library's UTF-8 for valid text, in both byte orders,
/// and gives up (for the general walk to report) on an unpaired surrogate or a byte left over.
@Suite struct UTF16TranscodingTests {
    static func bytes(_ text: String, littleEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in
            littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
    }

    @Test func validTextMatchesTheStandardLibrary() {
        var random = SeededGenerator(seed: 16)
        for round in 0..<300 {
            let text = String(decoding: ValidUTF8Tests.randomText(&random, scalars: round % 40), as: UTF8.self)
            for littleEndian in [true, false] {
                let input = [0xAA, 0xBB] + Self.bytes(text, littleEndian: littleEndian)
                let output = input.withUnsafeBufferPointer { UTF16Transcoding.utf8($0, from: 2, littleEndian: littleEndian) }
                #expect(output == Array(text.utf8), "\(text.unicodeScalars.map(\.value))")
            }
        }
    }

    /// The vector pass (where the processor has it) and the scalar one give the same UTF-8, or both
    /// give up, on long texts of mostly ASCII with other scalars and surrogate pairs anywhere, across
    /// its sixteen-unit blocks, with a surrogate sometimes cut from its pair or the last byte dropped.
    @Test func vectorAndScalarPassesAgree() {
        var random = SeededGenerator(seed: 17)
        let words = ["Settings", "%@ of %lld", "Привет", "中文字", "😀", "é", "\n", "a much longer ASCII run of text here"]
        for round in 0..<2_000 {
            var text = ""
            for _ in 0..<Int(random.next() % 40) { text += words[Int(random.next() % UInt64(words.count))] + " " }
            var input = [0xFF, 0xFE] + Self.bytes(text, littleEndian: true)
            if round % 5 == 0, input.count > 2 {
                // A lone surrogate somewhere (a pair cut, or one dropped in).
                let at = 2 + Int(random.next() % UInt64((input.count - 2) / 2)) * 2
                input.replaceSubrange(at..<at, with: [0x00, round % 2 == 0 ? 0xD8 : 0xDC])
            }
            if round % 7 == 0, input.count > 2 { input.removeLast() }
            input.withUnsafeBufferPointer { buffer in
                let vector = UTF16Transcoding.utf8(buffer, from: 2, littleEndian: true)
                #expect(vector == UTF16Transcoding.scalarUTF8(buffer, from: 2, littleEndian: true), "\(input)")
                if round % 5 != 0, round % 7 != 0 { #expect(vector == Array(text.utf8)) }
            }
        }
    }

    @Test func invalidTextIsLeftToTheGeneralWalk() {
        let cases: [[UInt8]] = [
            [0x41, 0x00, 0x00, 0xD8],               // a leading surrogate at the end
            [0x00, 0xD8, 0x41, 0x00],               // a leading surrogate before a letter
            [0x00, 0xDC, 0x41, 0x00],               // a lone trailing surrogate
            [0x41, 0x00, 0x42],                      // a byte left over
        ]
        for input in cases {
            #expect(input.withUnsafeBufferPointer { UTF16Transcoding.utf8($0, from: 0, littleEndian: true) } == nil, "\(input)")
        }
        // Through the decoder, such a file still decodes with its problem reported.
        let decoded = SourceDecoder.decode([0xFF, 0xFE, 0x41, 0x00, 0x00, 0xDC, 0x42, 0x00])
        #expect(decoded.problemCount == 1 && decoded.transcoded == Array("A\u{FFFD}B".utf8))
    }
}
