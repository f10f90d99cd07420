import Testing
import PushlocTestSupport
@testable import PushlocFormatString

/// The shortcut for strings of plain sequential specifiers (`%@`, `%d`, `%lld`...) must give exactly
/// what the parser gives, for every string: summaries and signatures are compared across languages.
@Suite struct PlainSpecifierTests {
    @Test(arguments: [
        "%@", "%@ liked %@", "%d new messages", "%lld posts", "%ld, %lu, %llu, %li, %u, %i", "%f km",
        "100%", "100% sure", "%%@", "%1$@", "% d", "%-d", "%l@", "%lf", "%lx", "%", "%@%", "%s", "%#@n@",
        "%@ %@ %@ %@ %@ %@ %@ %@ %@ %@ %@ %@ %@ %@ %@ %@", "%@ %@ %@ %@ %@ %@ %@ %@ %@ %@ %@ %@ %@ %@ %@ %@ %@",
        "%2$@ %1$d", "%1$@ %1$@", "%1$@ %3$@", "%1$@ %1$d", "%1$@ %@", "%0$@", "%10$@", "%1$", "%9$lld %1$@",
    ])
    func examplesAgreeWithTheParser(_ source: String) {
        #expect(FormatSummary(parsing: source) == FormatSummary(fullyParsing: source))
        #expect(FormatSignature(parsing: source) == ParsedFormat(source).signature)
    }

    @Test func randomStringsAgreeWithTheParser() {
        var random = SeededGenerator(seed: 0x9E37)
        let pieces = ["%", "%", "@", "d", "i", "u", "l", "ll", "f", "$", "1", "2", " ", "-", "#", "a", "%%", "é", "x", "*", ".", "q", "h"]
        for _ in 0..<20_000 {
            let length = Int(random.next() % 9)
            let source = (0..<length).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(FormatSummary(parsing: source) == FormatSummary(fullyParsing: source), "\(source)")
            #expect(FormatSignature(parsing: source) == ParsedFormat(source).signature, "\(source)")
        }
    }

    @Test func manyPositionsAndGapsAgreeWithTheParser() {
        var random = SeededGenerator(seed: 0x51ED)
        let pieces = ["%@", "%d", "%lld", "%f", "%1$@", "%2$d", "%3$@", "%5$f", "%9$@", "%4$lu", " ", "x"]
        for _ in 0..<5_000 {
            let length = Int(random.next() % 20)
            let source = (0..<length).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(FormatSignature(parsing: source) == ParsedFormat(source).signature, "\(source)")
            var bytes = source
            let fromBytes = bytes.withUTF8(FormatSummary.plain)
            #expect(fromBytes == nil || fromBytes == FormatSummary(fullyParsing: source), "\(source)")
        }
    }

    @Test func onlyPlainSpecifiersTakeTheShortcut() {
        #expect(PlainSpecifiers.signature(of: "%@ and %lld")?.types == [1: .object, 2: .int64])
        #expect(PlainSpecifiers.signature(of: "no percent") == nil)
        #expect(PlainSpecifiers.signature(of: "%2$d %1$@")?.types == [1: .object, 2: .int])
        #expect(PlainSpecifiers.signature(of: "%1$@ %3$@") == nil)
        #expect(PlainSpecifiers.signature(of: "100%") == nil)
    }
}
