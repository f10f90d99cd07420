import PushlocJSON
import Testing
@testable import PushlocPayloads

/// The payload writer's cursor: escaped text as the array writer escapes it, and a write that does not
/// fit sets `overflowed` and writes nothing.
@Suite struct ByteCursorTests {
    /// `string` written escaped into a buffer of `capacity` bytes: what was written, and whether it overflowed.
    private func written(_ string: String, capacity: Int) -> (bytes: [UInt8], overflowed: Bool) {
        var buffer = [UInt8](repeating: 0, count: capacity)
        return buffer.withUnsafeMutableBufferPointer { storage in
            guard let base = storage.baseAddress else { return ([], true) }
            var cursor = ByteCursor(base: base, capacity: capacity)
            cursor.appendEscaped(string)
            return (Array(storage.prefix(cursor.position)), cursor.overflowed)
        }
    }

    @Test func escapedTextIsWhatTheArrayWriterWrites() {
        let strings = ["", "plain", "say \"hi\"", "back\\slash", "\u{8}\u{C}\n\r\t", "\u{0}\u{1}\u{1F}\u{7F}", "é € 😀", "a long run of text with no escape at all, past eight bytes", "\"\"\\\\"]
        for string in strings {
            var expected: [UInt8] = []
            JSONWriter.writeStringContents(string, into: &expected)
            let result = written(string, capacity: expected.count)
            #expect(result.bytes == expected && !result.overflowed, "\(Array(string.utf8))")
        }
    }

    @Test func aWriteThatDoesNotFitWritesNothing() {
        // "ab\"" escapes to 4 bytes: with room for 3, the run "ab" fits and the escape does not.
        let short = written("ab\"", capacity: 3)
        #expect(short.overflowed)
        #expect(short.bytes == Array("ab".utf8))
        let none = written("abc", capacity: 0)
        #expect(none.overflowed && none.bytes.isEmpty)
    }

    @Test func bytesAndRunsAppendInOrderUntilFull() {
        var buffer = [UInt8](repeating: 0, count: 4)
        let result: (bytes: [UInt8], overflowed: Bool) = buffer.withUnsafeMutableBufferPointer { storage in
            guard let base = storage.baseAddress else { return ([], true) }
            var cursor = ByteCursor(base: base, capacity: 4)
            cursor.append(UInt8(ascii: "{"))
            cursor.append("ab" as StaticString)
            cursor.append([UInt8(ascii: "}")])
            cursor.append(UInt8(ascii: "!"))
            return (Array(storage.prefix(cursor.position)), cursor.overflowed)
        }
        #expect(result.bytes == Array("{ab}".utf8))
        #expect(result.overflowed)
    }
}
