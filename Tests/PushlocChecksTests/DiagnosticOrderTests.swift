@_spi(RuleValues) import PushlocDiagnostics
import PushlocTestSupport
import Testing
@testable import PushlocChecks

/// The fast ordering (integer places, repeats removed within runs) against the plain one.
@Suite struct DiagnosticOrderTests {
    /// Thousands of findings with many repeats and ties, as a real app gives.
    private func findings(count: Int, seed: UInt64, manyFiles: Bool = false) -> [Diagnostic] {
        var random = SeededGenerator(seed: seed)
        let few = ["App/de.lproj/Localizable.strings", "App/en.lproj/Localizable.strings", "Widget/fr.lproj/A.strings", "Z.xcstrings", "a b/é.strings"]
        // Many files, most with one finding each (an app of many languages), named in no sorted order.
        let files = manyFiles ? (0..<400).map { "App/\(["zh-Hant", "é", "de", "Ä", "a"][$0 % 5])\(($0 &* 7_919) % 400).lproj/T.strings" } : few
        let rules = ["argument-extra", "missing-key", "syntax", "type-mismatch", "unknown-escape"]
        var result: [Diagnostic] = []
        for _ in 0..<count {
            let located = random.next() % 10 != 0
            let diagnostic = Diagnostic(
                rule: rules[Int(random.next() % UInt64(rules.count))],
                severity: random.next() % 2 == 0 ? .error : .warning,
                message: "message \(random.next() % 4)",
                location: located ? SourceLocation(file: files[Int(random.next() % UInt64(files.count))], line: Int(random.next() % 30) + 1, column: Int(random.next() % 3) + 1) : nil,
                language: ["de", "fr", nil][Int(random.next() % 3)],
                key: random.next() % 4 == 0 ? nil : "K\(random.next() % 40)")
            result.append(diagnostic)
            if random.next() % 5 == 0 { result.append(diagnostic) }
        }
        return result
    }

    /// The plain way: sort by (file, line, column, rule, message), remove exact repeats, then keep the
    /// first error of each file, language, key and rule.
    private func plain(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        var errors = Set<String>()
        return diagnostics.sorted(by: DiagnosticOrder.precedes).filter { diagnostic in
            guard seen.insert(diagnostic).inserted else { return false }
            guard diagnostic.severity == .error, let key = diagnostic.key else { return true }
            return errors.insert("\(diagnostic.location?.file ?? "-")\u{0}\(diagnostic.language ?? "-")\u{0}\(key)\u{0}\(diagnostic.rule)").inserted
        }
    }

    @Test(arguments: [(1, false), (2, false), (3, false), (4, true), (5, true)])
    func theFastOrderIsThePlainOne(seed: UInt64, manyFiles: Bool) {
        let input = findings(count: manyFiles ? 800 : 5_000, seed: seed, manyFiles: manyFiles)
        let fast = DiagnosticOrder.sorted(input)
        let expected = plain(input)
        #expect(fast.count == expected.count)
        // Equal places with equal rule and message may hold different findings; compare as the plain
        // sort's stable order would see them, place by place.
        #expect(fast.map { "\($0.location?.description ?? "-") \($0.rule) \($0.message)" } == expected.map { "\($0.location?.description ?? "-") \($0.rule) \($0.message)" })
        #expect(Set(fast) == Set(expected))
    }
}
