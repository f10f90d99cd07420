import Foundation
import Testing
@testable import PushlocStringsFile

/// A table reaches the phone through Xcode's copy step (swift-build's `CopyStringsFileTaskAction`):
/// it decodes the file by its byte order mark, then drops one more leading U+FEFF. So a table that
/// starts with two marks loads on the phone, though CoreFoundation itself rejects the raw file.
@Suite struct XcodeCopyStepTests {
    private static let text = "\"greeting\" = \"Hello %@\";\n"

    @Test(arguments: [StringsEncoding.utf8, .utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian])
    func aSecondByteOrderMarkIsDropped(_ encoding: StringsEncoding) {
        let body = SourceDecoder.encode(Self.text, as: encoding)
        let doubled = encoding.byteOrderMark + encoding.byteOrderMark + body
        let document = StringsParser.parse(doubled, path: "fr.lproj/Localizable.strings")
        #expect(document.diagnostics.isEmpty, "\(encoding)")
        #expect(document.entries.map(\.value) == ["Hello %@"])
        #expect(document.entries.first?.line == 1 && document.entries.first?.column == 1)
        #expect(document.serialized() == doubled)
        // CoreFoundation alone (no build step) rejects the raw file: the repair is the build's.
        #expect((try? PropertyListSerialization.propertyList(from: Data(doubled), options: [], format: nil)) == nil)
    }

    /// Only one more mark is dropped: a third is still what the build's parser rejects.
    @Test func aThirdByteOrderMarkIsAnError() {
        let mark = StringsEncoding.utf16LittleEndian.byteOrderMark
        let body = SourceDecoder.encode(Self.text, as: .utf16LittleEndian)
        let document = StringsParser.parse(mark + mark + mark + body, path: "fr.lproj/Localizable.strings")
        #expect(document.diagnostics.map(\.rule) == ["syntax"])
    }
}
