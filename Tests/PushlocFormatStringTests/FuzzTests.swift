import PushlocTestSupport
import Testing
@testable import PushlocFormatString

@Suite("Fuzz")
struct FuzzTests {
    private static let alphabet: [String] = [
        "%", "%", "%", "1", "2", "0", "9", "$", "-", "+", " ", "#", "'", "*", ".", "l", "h", "q", "L",
        "@", "d", "f", "s", "c", "y", "x", "é", "😀", "e\u{301}", "\n", "999999999999",
    ]

    /// Rebuilds the source from the segments: nothing is dropped or invented.
    private func reassemble(_ parsed: ParsedFormat) -> String {
        var variables = parsed.variables.makeIterator()
        var text = ""
        for segment in parsed.segments {
            switch segment {
            case .literal(let literal): text += literal
            case .percent: text += "%%"
            case .specifier(let specifier): text += specifier.text
            case .variable: text += variables.next()?.text ?? "<missing variable>"
            }
        }
        return text
    }

    @Test func randomStringsNeverCrashAndStayInBounds() {
        var random = SeededGenerator(seed: 0xF022)
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...24, using: &random)
            let source = (0..<length).map { _ in Self.alphabet.randomElement(using: &random) ?? "%" }.joined()
            let parsed = ParsedFormat(source)
            let scalarCount = source.unicodeScalars.count

            #expect(reassemble(parsed) == source, "\(source.debugDescription)")
            for issue in parsed.issues {
                #expect((0..<max(scalarCount, 1)).contains(issue.offset), "\(source.debugDescription): \(issue)")
            }
            for specifier in parsed.specifiers {
                #expect((0..<scalarCount).contains(specifier.offset))
                #expect((1...FormatLimits.maximumPosition).contains(specifier.position))
                for star in specifier.starPositions {
                    #expect((1...FormatLimits.maximumPosition).contains(star))
                }
            }
            #expect(parsed.signature.argumentCount <= FormatLimits.maximumPosition)
            #expect(parsed.signature.types.keys.allSatisfy { $0 >= 1 })

            _ = parsed.substituting([])
            _ = parsed.substituting(["a", "%@", ""])
            _ = parsed.substituting([.int(-1), .double(.nan), .string("x"), .int(Int64.max)], locale: "ar")
        }
    }
}
