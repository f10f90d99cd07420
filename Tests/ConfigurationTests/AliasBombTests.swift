import Foundation
@testable import Configuration
import Testing

/// `.pushloc.yml` is edited by pull requests: anchors and aliases are refused before Yams expands them.
@Suite struct AliasBombTests {
    let loader = ConfigurationLoader(knownRules: ["missing-key"])

    /// Ten levels of aliases of aliases in mapping keys: Yams would hash about 10^10 copies.
    private var bomb: String {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...10 {
            let previous = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("? &a\(level) [\(previous)]\n: v\(level)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aBillionLaughsInMappingKeysIsRefusedAtItsFirstAnchor() {
        #expect(YAMLAliasScanner.firstAnchorOrAlias(in: bomb) == .init(line: 1, column: 5, isAlias: false))
        #expect(throws: ConfigurationError.self) { try loader.parse(bomb, file: ".pushloc.yml") }
        do {
            _ = try loader.parse(bomb, file: ".pushloc.yml")
        } catch {
            #expect(error.description.hasPrefix(".pushloc.yml:1:5: error: YAML anchors"))
        }
    }

    @Test func theScanCostsOneStepPerCharacter() {
        let text = String(repeating: bomb, count: 50) + String(repeating: "excluded: [\"**/a/**\", 'b&c', d*e]\n", count: 5_000)
        var scanner = YAMLAliasScanner(text)
        _ = scanner.scan()
        #expect(scanner.steps <= text.unicodeScalars.count)
    }

    @Test(arguments: [
        ("excluded: [\"**/Pods/**\"]\n", nil),
        ("excluded:\n  - '**/Pods/**'\n  - \"*/Tests\" # *not an alias\n", nil),
        ("templates: a&b\nbase: x *y\n", nil),
        ("# &comment *alias\nstrict: true\n", nil),
        ("rules: {missing-key: off}\n", nil),
        ("base: |\n  *literal\n  &text\nstrict: true\n", nil),
        ("base: \"multi\n  *line\"\n", nil),
        ("base: 'it''s *fine'\n", nil),
        ("base: -*x\ntemplates: ?&y\n", nil),
        ("base: [a, b] *c\n", nil),
        ("base: &b en\n", YAMLAliasScanner.Found(line: 1, column: 7, isAlias: false)),
        ("included: [a, *b]\n", YAMLAliasScanner.Found(line: 1, column: 15, isAlias: true)),
        ("excluded:\n  - **/Pods/**\n", YAMLAliasScanner.Found(line: 2, column: 5, isAlias: true)),
        ("rules:\n  <<: *defaults\n", YAMLAliasScanner.Found(line: 2, column: 7, isAlias: true)),
        ("--- &doc\nstrict: true\n", YAMLAliasScanner.Found(line: 1, column: 5, isAlias: false)),
        ("base: !!str &b en\n", YAMLAliasScanner.Found(line: 1, column: 13, isAlias: false)),
        ("base: |\n  text\n*x: 1\n", YAMLAliasScanner.Found(line: 3, column: 1, isAlias: true)),
    ] as [(String, YAMLAliasScanner.Found?)])
    func anchorsAndAliasesAreToldFromText(_ text: String, _ expected: YAMLAliasScanner.Found?) {
        #expect(YAMLAliasScanner.firstAnchorOrAlias(in: text) == expected)
    }

    @Test func aQuotedGlobStillLoads() throws {
        let configuration = try loader.parse("excluded: [\"**/Pods/**\", '*/Tests']\n", file: ".pushloc.yml")
        #expect(configuration.excluded == ["**/Pods/**", "*/Tests"])
    }
}

/// Every problem of a configuration in one run, and one spelling for missing keys.
@Suite struct ConfigurationProblemsTests {
    let loader = ConfigurationLoader(knownRules: ["missing-key", "empty-value"], knownReporters: ["text"])

    @Test func everyProblemIsReportedInOneRun() {
        let text = "rules:\n  missing-kye: off\n  empty-value: loud\nreporter: fancy\nstrictness: true\n"
        do {
            _ = try loader.parse(text, file: ".pushloc.yml")
            Issue.record("expected an error")
        } catch {
            let lines = error.description.split(separator: "\n")
            #expect(lines.count == 4)
            let places = lines.map { $0.components(separatedBy: ": error:").first ?? "" }
            #expect(places == [".pushloc.yml:2:3", ".pushloc.yml:3:16", ".pushloc.yml:4:11", ".pushloc.yml:5:1"])
        }
    }

    @Test func missingKeysIsSpelledAsTheFlagAndTheOldSpellingIsRead() throws {
        #expect(try loader.parse("missing-keys: off\n", file: "c").missingKeys == .off)
        #expect(try loader.parse("missing_keys: each\n", file: "c").missingKeys == .each)
        #expect(ConfigurationLoader.keys.contains("missing-keys"))
    }
}
