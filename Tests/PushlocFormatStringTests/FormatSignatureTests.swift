import PushlocFormatString
import Testing

/// The packed signature (positions 1-16 in one word) and the dictionary one beyond agree with the
/// parse, compare by content, and give back the types they were made from.
@Suite struct FormatSignatureTests {
    @Test(arguments: [
        "%@ and %d", "%2$@ %1$ld", "%3$@ only", "%1$@ %16$@", "%17$@ %1$d", "%hhd %lf %c %s %p %lld",
        "plain", "%%", "%*d", "%1$*2$d",
    ])
    func typesRoundTripThroughThePackedForm(_ source: String) {
        let parsed = ParsedFormat(source).signature
        let rebuilt = FormatSignature(types: parsed.types, argumentCount: parsed.argumentCount)
        #expect(rebuilt == parsed)
        #expect(rebuilt.types == parsed.types)
        #expect(parsed.positions == parsed.types.keys.sorted())
        for position in 0...20 { #expect(parsed.type(at: position) == parsed.types[position]) }
        #expect(FormatSignature(parsing: source) == parsed)
    }

    @Test func aPositionAboveSixteenIsKept() {
        let signature = ParsedFormat("%1$@ %40$d").signature
        #expect(signature.positions == [1, 40])
        #expect(signature.type(at: 40) == .int)
        #expect(signature.argumentCount == 40)
        #expect(!signature.isEmpty)
    }

    @Test func equalTypesCompareEqualWhicheverWayTheyWereMade() {
        var edited = FormatSignature(types: [1: .object], argumentCount: 2)
        edited.types = [1: .object, 2: .int]
        #expect(edited == FormatSignature(types: [2: .int, 1: .object]))
        #expect(edited.readsSameTypes(as: ParsedFormat("%@ %d").signature))
        #expect(FormatSignature.empty.isEmpty)
        #expect(ParsedFormat("no specifier").signature == .empty)
    }

    @Test(arguments: ["%@ and %d", "%3$@ only", "%1$@ %16$@", "%17$@ %1$d", "%40$d %1$@", "no specifier"])
    func forEachPositionVisitsWhatPositionsList(format: String) {
        let signature = ParsedFormat(format).signature
        var visited: [Int] = []
        signature.forEachPosition { position, type in
            visited.append(position)
            #expect(signature.type(at: position) == type)
        }
        #expect(visited == signature.positions)
    }
}
