@testable import PushlocChecks
import Testing

/// The byte-level judgement of whitespace agrees with the scalars' `White_Space` property.
@Test(arguments: [
    "", " ", "a", "a b", "\t", "\n\r", "\u{0B}\u{0C}", "key", " lead", "trail ", "\u{85}", "\u{A0}", "a\u{A0}b",
    "\u{2003}", "\u{3000}x", "é", "é ", "\u{200B}", "\u{1F600} ", "%@", "\u{1C}", "\u{1F}\u{20}",
    String(repeating: "Learn more about this ", count: 8), String(repeating: "x", count: 40) + "\u{A0}",
    String(repeating: "y", count: 40) + "\u{2003}z",
])
func whitespaceContentMatchesScalarProperties(text: String) {
    let content = WhitespaceContent(of: text)
    #expect(content.hasWhitespace == text.unicodeScalars.contains(where: \.properties.isWhitespace))
    #expect(content.hasOther == text.unicodeScalars.contains { !$0.properties.isWhitespace })
}

@Test func everyASCIIByteIsJudgedAsItsScalar() {
    for byte in UInt8(0)...UInt8(127) {
        let text = String(decoding: [byte], as: UTF8.self)
        let content = WhitespaceContent(of: text)
        #expect(content.hasWhitespace == Unicode.Scalar(byte).properties.isWhitespace, "\(byte)")
    }
}
