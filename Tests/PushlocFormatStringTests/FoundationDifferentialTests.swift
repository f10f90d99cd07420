import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocFormatString

/// Generated format strings checked against Foundation's `String(format:)`, the oracle for
/// `%@`, `%n$@` and `%%` (DESIGN.md section 4).
@Suite("Differential against Foundation's String(format:)")
struct FoundationDifferentialTests {
    private static let literalPieces = [
        "a", "Hello", " ", ", ", "é", "e\u{301}", "ß", "日本語", "😀", "👨‍👩‍👧", "🇫🇷", "—", "\n", "\"", "$", "1", "@",
        "Привет", "مرحبا", "\u{200F}", "٣",
    ]
    private static let argumentPieces = [
        "Jenna", "Frank", "", "%@", "%1$@", "%%", "%d", "😀", "é", "e\u{301}", "مرحبا", "(null)", " ", "🇯🇵x",
    ]
    /// Letters that are neither conversions, flags, length modifiers nor `%n`.
    private static let unknownConversions: [Character] = ["b", "k", "m", "r", "v", "w", "y", "B", "H", "I", "K", "M", "Q", "R", "T", "V", "W", "Y", "Z"]

    enum Style: CaseIterable {
        case sequential, numbered, gapped, mixed, withInvalid
    }

    struct Case {
        var format: String
        var arguments: [String]
    }

    /// One generated case. Numbered positions stay within 3 × (number of %) + 1, and the oracle
    /// always gets an argument for every position the device reads, so Foundation never reads
    /// past its argument list.
    static func generate(_ style: Style, _ random: inout SeededGenerator) -> Case {
        let specifierCount = Int.random(in: 0...6, using: &random)
        var pieces: [String] = []
        var positions: Set<Int> = []
        var sequential = 0
        for _ in 0..<specifierCount {
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                pieces.append(literalPieces.randomElement(using: &random) ?? "a")
            }
            switch style {
            case .sequential:
                sequential += 1
                positions.insert(sequential)
                pieces.append("%@")
            case .numbered:
                let position = Int.random(in: 1...max(1, specifierCount), using: &random)
                positions.insert(position)
                pieces.append("%\(position)$@")
            case .gapped:
                let position = Int.random(in: 1...(specifierCount + 2), using: &random)
                positions.insert(position)
                pieces.append("%\(position)$@")
            case .mixed:
                if Bool.random(using: &random) {
                    sequential += 1
                    positions.insert(sequential)
                    pieces.append("%@")
                } else {
                    let position = Int.random(in: 1...(specifierCount + 1), using: &random)
                    positions.insert(position)
                    pieces.append("%\(position)$@")
                }
            case .withInvalid:
                switch Int.random(in: 0...3, using: &random) {
                case 0:
                    sequential += 1
                    positions.insert(sequential)
                    pieces.append("%@")
                case 1:
                    let letter = unknownConversions.randomElement(using: &random) ?? "y"
                    let modifier = ["", "5", "-", "12"].randomElement(using: &random) ?? ""
                    pieces.append("%\(modifier)\(letter)")
                case 2:
                    pieces.append(["% %", "%5%", "%$"].randomElement(using: &random) ?? "%$")
                default:
                    pieces.append("%%")
                }
            }
            if Int.random(in: 0..<4, using: &random) == 0 { pieces.append("%%") }
        }
        if Bool.random(using: &random) { pieces.append(literalPieces.randomElement(using: &random) ?? "a") }
        let format = pieces.joined()
        let needed = positions.count + Int.random(in: 0...2, using: &random)
        let arguments = (0..<needed).map { index in
            (argumentPieces.randomElement(using: &random) ?? "x") + String(index)
        }
        return Case(format: format, arguments: arguments)
    }

    static func oracle(_ testCase: Case) -> String {
        String(format: testCase.format, arguments: testCase.arguments.map { $0 as NSString as CVarArg })
    }

    @Test(arguments: Style.allCases)
    func generatedStringsMatchFoundation(style: Style) {
        var random = SeededGenerator(seed: 0x5EED_F0F0 &+ UInt64(Style.allCases.firstIndex(of: style) ?? 0))
        for _ in 0..<120 {
            let testCase = Self.generate(style, &random)
            let expected = Self.oracle(testCase)
            let actual = ParsedFormat(testCase.format).substituting(testCase.arguments)
            // Compare scalar for scalar: String equality would accept canonically equivalent text.
            #expect(
                Array(actual.unicodeScalars) == Array(expected.unicodeScalars),
                "format \(testCase.format.debugDescription) args \(testCase.arguments)")
        }
    }

    @Test func sequentialAndNumberedStringsAreValid() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            #expect(ParsedFormat(Self.generate(.sequential, &random).format).issues.isEmpty)
        }
    }

    @Test func referenceExamplesMatchFoundation() {
        for format in ["%@ and %@ have invited you to play Monopoly", "%2$@ and %1$@ have invited you to play Monopoly"] {
            let testCase = Case(format: format, arguments: ["Jenna", "Frank"])
            #expect(ParsedFormat(format).substituting(testCase.arguments) == Self.oracle(testCase))
        }
    }
}
