@testable import PushlocDiagnostics
import Testing

@Suite struct HexDigitsTests {
    @Test(arguments: [UInt64.zero, 1, 0xF, 0x10, 0xDEAD_BEEF, 0x0123_4567_89AB_CDEF, 0x8000_0000_0000_0000, .max])
    func sixteenDigitsAsStringRadixPads(_ value: UInt64) {
        let digits = String(value, radix: 16)
        #expect(HexDigits.sixteen(value) == String(repeating: "0", count: 16 - digits.count) + digits)
    }

    @Test func edgeValues() {
        #expect(HexDigits.sixteen(0) == "0000000000000000")
        #expect(HexDigits.sixteen(.max) == "ffffffffffffffff")
        #expect(HexDigits.sixteen(0xA) == "000000000000000a")
    }
}
