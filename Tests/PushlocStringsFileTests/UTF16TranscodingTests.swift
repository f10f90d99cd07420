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
