import Testing
@testable import PushlocFormatString

@Suite("Signature")
struct SignatureTests {
    @Test(arguments: [
        ("no arguments", [Int: ArgumentType](), 0),
        ("%@ and %@", [1: .object, 2: .object], 2),
        ("%d of %ld in %f", [1: .int, 2: .int64, 3: .double], 3),
        ("%1$@ %1$@", [1: .object], 1),
        ("%2$@ and %1$@", [1: .object, 2: .object], 2),
        ("%3$@ %1$d %2$s", [1: .int, 2: .cstring, 3: .object], 3),
        ("%c%s%p", [1: .char, 2: .cstring, 3: .pointer], 3),
        ("%*d %@", [1: .int, 2: .int, 3: .object], 3),
        ("%#@n@ %@", [1: .int64, 2: .object], 2),
        ("50%% off %@", [1: .object], 1),
    ])
    func signature(format: String, types: [Int: ArgumentType], count: Int) {
        let parsed = ParsedFormat(format)
        #expect(parsed.issues.isEmpty, "\(parsed.issues)")
        #expect(parsed.signature.types == types)
        #expect(parsed.signature.argumentCount == count)
    }

    @Test func positionsOfRepeatedAndReorderedSpecifiers() {
        #expect(ParsedFormat("%1$@ %1$@").specifiers.map(\.position) == [1, 1])
        #expect(ParsedFormat("%2$@ %1$@").specifiers.map(\.position) == [2, 1])
        #expect(ParsedFormat("%@ %@ %@").specifiers.map(\.position) == [1, 2, 3])
    }

    @Test func firstTypeWinsWhenPositionsConflict() {
        let parsed = ParsedFormat("%1$@ %1$d")
        #expect(parsed.signature.types == [1: .object])
        #expect(parsed.issues.map(\.rule) == ["conflicting-types"])
    }

    @Test func gapStillCountsUpToTheHighestPosition() {
        let parsed = ParsedFormat("%1$@ %3$@")
        #expect(parsed.signature.types == [1: .object, 3: .object])
        #expect(parsed.signature.argumentCount == 3)
    }

    @Test func invalidSpecifiersReadNothing() {
        let parsed = ParsedFormat("%y %@ %0$@ %150$@")
        #expect(parsed.signature.types == [1: .object])
        #expect(parsed.signature.argumentCount == 1)
    }

    @Test func unnumberedCountsApartFromNumbered() {
        // As on the device: unnumbered specifiers take 1, 2, ... whatever the numbered ones read.
        let parsed = ParsedFormat("%2$@ %@")
        #expect(parsed.specifiers.map(\.position) == [2, 1])
    }
}
