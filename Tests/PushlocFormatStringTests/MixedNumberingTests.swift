import PushlocDiagnostics
import Foundation
import Testing
@testable import PushlocFormatString
import PushlocRules

/// Numbered and unnumbered specifiers in one string, as CoreFoundation reads them: the unnumbered
/// ones take 1, 2, 3 ... in their order, whatever the numbered ones read. Foundation's
/// `String(format:)` on this machine (swift-corelibs-foundation, which shares CFString's format code
/// with Apple's platforms) is the oracle.
@Suite("Mixed numbering (CF)")
struct MixedNumberingTests {
    static let arguments = ["A", "B", "C", "D"]

    static let mixes = [
        "%2$@ then %@ then %@",
        "%@ a commenté %2$@",
        "Il y a %@ à %2$@",
        "%1$@ and %@",
        "%@ and %1$@",
        "%@ %@ %1$@ %@",
        "%3$@ %@ %3$@ %@",
        "%@, %2$@, %@, %@",
        "%2$@ %2$@ %@",
        "%4$@ %@",
    ]

    @Test(arguments: mixes)
    func signatureAndRenderingFollowFoundation(format: String) {
        let oracle = String(format: format, arguments: Self.arguments.map { $0 as NSString })
        let parsed = ParsedFormat(format)
        #expect(parsed.substituting(Self.arguments) == oracle)
    }

    /// Without a gap, each argument shown is the one at the position the signature says.
    @Test func theDeviceShowsWhatTheSignatureSays() {
        let expected = [
            "%2$@ then %@ then %@": "B then A then B",
            "%@ a commenté %2$@": "A a commenté B",
            "%@ and %1$@": "A and A",
            "%@ %@ %1$@ %@": "A B A C",
            "%3$@ %@ %3$@ %@": "C A C B",
            "%@, %2$@, %@, %@": "A, B, B, C",
        ]
        for (format, shown) in expected {
            #expect(String(format: format, arguments: Self.arguments.map { $0 as NSString }) == shown, "\(format)")
            let signature = ParsedFormat(format).signature
            #expect(signature.positions == Array(1...signature.argumentCount), "\(format)")
        }
    }

    @Test func theUnnumberedAreCountedApartFromTheNumbered() {
        #expect(String(format: "%2$@ then %@ then %@", "A", "B", "C") == "B then A then B")
        #expect(ParsedFormat("%2$@ then %@ then %@").signature.positions == [1, 2])
        #expect(ParsedFormat("%@ a commenté %2$@").signature == ParsedFormat("%1$@ commented on %2$@").signature)
        #expect(ParsedFormat("%3$@ %@").signature.positions == [1, 3])
    }

    @Test func mixingAloneIsAWarning() {
        let issues = ParsedFormat("%@ a commenté %2$@").issues
        #expect(issues.map(\.rule) == [RuleDescription.mixedPositional.id])
        #expect(issues.map(\.severity) == [.warning])
    }

    /// `%@ … %1$d` reads argument 1 as an object and as an integer: an error, whatever caused it.
    @Test func aPositionReadWithTwoTypesIsAnError() {
        let issues = ParsedFormat("%@, %2$d tik %1$d garren eranskina").issues
        #expect(issues.map(\.rule) == [RuleDescription.mixedPositional.id, RuleDescription.conflictingTypes.id])
        #expect(issues.map(\.severity) == [.warning, .error])
        #expect(issues.last?.message.contains("unnumbered") == true)
    }

    /// `%4$@ %@` reads positions 1 and 4: the device shifts argument 2 into position 4 ("B A").
    @Test func aGapLeftByMixingIsAnError() {
        #expect(String(format: "%4$@ %@", "A", "B", "C", "D") == "B A")
        #expect(Set(ParsedFormat("%4$@ %@").issues.map(\.rule)) == [RuleDescription.mixedPositional.id, RuleDescription.argumentGap.id])
        let issues = ParsedFormat("%@ %3$@").issues
        #expect(issues.map(\.rule) == [RuleDescription.mixedPositional.id, RuleDescription.argumentGap.id])
        #expect(issues.map(\.severity) == [.warning, .error])
    }
}
