import PushlocDiagnostics
import Testing
@testable import PushlocFormatString
import PushlocRules

/// Hostile format strings stay within fixed bounds: the sizes of what a parse produces do not grow
/// with the input past ``FormatLimits/maximumDirectives``. (Times are measured in pushloc-bench.)
@Suite struct HostileInputTests {
    private let limit = FormatLimits.maximumDirectives

    @Test func aStringOverTheBoundGetsOneIssueAndIsNotExpanded() {
        let source = String(repeating: "%@", count: 32_700)
        let parsed = ParsedFormat(source)
        #expect(parsed.issues.map(\.rule) == [RuleDescription.tooManySpecifiers.id])
        // At the first directive past the bound: the 1,001st `%`, two scalars per `%@`.
        #expect(parsed.issues.first?.offset == 2 * limit)
        #expect(parsed.segments == [.literal(source)])
        #expect(parsed.signature.argumentCount == 0)
        #expect(parsed.substituting(["x"]) == source)
        #expect(parsed.devicePlan.pieces.count == 1)
    }

    @Test func theBoundItselfIsAllowed() {
        let parsed = ParsedFormat(String(repeating: "%1$@ ", count: limit))
        #expect(parsed.issues.isEmpty)
        #expect(parsed.signature.argumentCount == 1)
        #expect(parsed.substituting(["a"]) == String(repeating: "a ", count: limit))
        let over = ParsedFormat(String(repeating: "%1$@ ", count: limit + 1))
        #expect(over.issues.map(\.rule) == [RuleDescription.tooManySpecifiers.id])
    }

    @Test func literalPercentsDoNotCount() {
        let parsed = ParsedFormat(String(repeating: "%%", count: 50_000))
        #expect(parsed.issues.isEmpty)
        #expect(parsed.substituting([]) == String(repeating: "%", count: 50_000))
    }

    /// Long pathological inputs (by index, so that a failure does not print 50 KB).
    private static let pathological = [
        String(repeating: "%", count: 20_001),
        String(repeating: "%#@a", count: 5_000),
        String(repeating: "%y", count: 10_000),
        "%" + String(repeating: "9", count: 50_000) + "$@",
        String(repeating: "%1$@", count: 5_000),
        String(repeating: "%*", count: 5_000),
        String(repeating: "%d%", count: 30_000),
    ]

    @Test(arguments: 0..<7)
    func pathologicalInputsProduceBoundedResults(_ index: Int) {
        let source = Self.pathological[index]
        let parsed = ParsedFormat(source)
        // Issues and substitution pieces are bounded by the directive limit; segments (`%%` included)
        // by the length.
        #expect(parsed.issues.count <= limit)
        #expect(parsed.devicePlan.pieces.count <= limit + 1)
        #expect(parsed.segments.count <= source.utf8.count)
        #expect(parsed.signature.argumentCount <= FormatLimits.maximumPosition)
        #expect(parsed.substituting(["a"]).utf8.count <= source.utf8.count + limit * FormatLimits.maximumRenderedWidth)
    }
}
