import PushlocTestSupport
import Testing
@testable import PushlocCatalog
import PushlocStringsFile

/// The loader's in-place search for `%`, `% ` and `#@` finds exactly what a walk over every byte finds.
@Suite struct ValueMarksTests {
    static func naive(_ bytes: [UInt8]) -> (percent: Bool, mark: Bool) {
        let mark = bytes.indices.dropFirst().contains { index in
            (bytes[index - 1] == UInt8(ascii: "%") && bytes[index] == UInt8(ascii: " "))
                || (bytes[index - 1] == UInt8(ascii: "#") && bytes[index] == UInt8(ascii: "@"))
        }
        return (bytes.contains(UInt8(ascii: "%")), mark)
    }

    @Test func findsWhatAWalkFinds() {
        var random = SeededGenerator(seed: 45)
        let alphabet = Array("%# @ab%%##é".utf8)
        for round in 0..<2_000 {
            let bytes = (0..<(round % 13)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let marks = bytes.withUnsafeBufferPointer(ValueMarks.init)
            let expected = Self.naive(bytes)
            #expect(marks.hasPercent == expected.percent && marks.hasMark == expected.mark && marks.isEmpty == bytes.isEmpty, "\(bytes)")
        }
    }

    @Test func aRecordKnowsItsMarks() {
        let records = LocalizationTable(name: "L", language: "fr", strings: {
            var document = StringsDocument(path: "fr.lproj/L.strings")
            document.entries = [
                StringsEntry(key: "a", value: "+% daha", line: 1, column: 1), StringsEntry(key: "b", value: "%#@n@", line: 2, column: 1),
                StringsEntry(key: "c", value: "100%", line: 3, column: 1), StringsEntry(key: "d", value: "", line: 4, column: 1),
            ]
            return document
        }()).records
        #expect(records.map(\.hasSpaceFlagOrVariableMark) == [true, true, false, false])
        #expect(records.map(\.hasPercent) == [true, true, true, false])
        #expect(records.map(\.hasEmptyValue) == [false, false, false, true])
        #expect(records.map { $0.valueContainsUTF8Byte(UInt8(ascii: "#")) } == [false, true, false, false])
    }
}
