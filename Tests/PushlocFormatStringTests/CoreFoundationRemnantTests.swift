import Foundation
import Testing
@testable import PushlocFormatString

/// Pieces of specifiers as CoreFoundation reads them, against Foundation's `String(format:)` on this
/// machine (it formats with CoreFoundation's `__CFStringAppendFormatCore`). Numbers are passed as
/// numbers, so the oracle reads nothing as an object; the device substitution gets them as strings.
@Suite struct CoreFoundationRemnantTests {
    @Test func theQuoteIsNoFlag() {
        // `__CFParseFormatSpec` has no case for `'`: the `%` becomes a literal that shows the `'`.
        #expect(String(format: "%'d items %d", 5, 7) == "'d items 5")
        let format = ParsedFormat("%'d items %d")
        #expect(format.substituting(["5", "7"]) == "'d items 5")
        #expect(format.signature.types == [1: .int])
        #expect(format.issues.first?.rule == "invalid-specifier")
        #expect(format.issues.first?.message.contains("no ' flag") == true)
    }

    @Test func aNumberAndDollarWithNoConversionShowsTheDigit() {
        #expect(String(format: "40%1$ Ihres", 5) == "401hres")
        #expect(ParsedFormat("40%1$ Ihres").substituting(["5"]) == "401hres")
        // The unread position shifts the later read down.
        #expect(String(format: "%2$d x %1$ y", 5, 7) == "5 x 1")
        #expect(ParsedFormat("%2$d x %1$ y").substituting(["5", "7"]) == "5 x 1")
    }

    @Test func aWidthIsNoPosition() {
        #expect(String(format: "%3lld", 42) == " 42")
        let format = ParsedFormat("%3lld")
        #expect(format.signature.types == [1: .int64])
        #expect(format.specifiers.first?.width == .fixed(3))
    }

    @Test func theSpaceFlagReadsAConversion() {
        #expect(String(format: "+% daha", 5) == "+ 5aha")
        let format = ParsedFormat("+% daha")
        #expect(format.signature.types == [1: .int])
        #expect(format.accidentalSpecifiers.map(\.text) == ["% d"])
    }

    @Test func lookAlikePercentSignsAndLostPercentsShowAsWritten() {
        for text in ["آخر ٪@", "最後 ％@", "إضافة @؟", "+d more", "ភាគ {0}"] {
            #expect(String(format: text) == text)
            #expect(ParsedFormat(text).signature.argumentCount == 0)
        }
    }

    @Test func aVariableIsReadAtItsPosition() {
        // Outside a `.stringsdict` CF reads `%#@name@` as `%@` (the checks pin it; with a number the
        // oracle would crash, so it is not run here).
        #expect(ParsedFormat("%#@files@ Dateien").variables.map(\.position) == [1])
    }
}
