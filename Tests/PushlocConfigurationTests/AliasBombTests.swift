import CYaml
import Foundation
@testable import PushlocConfiguration
import PushlocTestSupport
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
        ("base: &b en\n", YAMLAliasScanner.Found(line: 1, column: 7, isAlias: false)),
        ("included: [a, *b]\n", YAMLAliasScanner.Found(line: 1, column: 15, isAlias: true)),
        ("excluded:\n  - **/Pods/**\n", YAMLAliasScanner.Found(line: 2, column: 5, isAlias: true)),
        ("rules:\n  <<: *defaults\n", YAMLAliasScanner.Found(line: 2, column: 7, isAlias: true)),
        ("--- &doc\nstrict: true\n", YAMLAliasScanner.Found(line: 1, column: 5, isAlias: false)),
        ("base: !!str &b en\n", YAMLAliasScanner.Found(line: 1, column: 13, isAlias: false)),
        ("base: |\n  text\n*x: 1\n", YAMLAliasScanner.Found(line: 3, column: 1, isAlias: true)),
        // Tokens, as libyaml's parser reads them: an alias after a flow collection is one, though the
        // parser then rejects the line.
        ("base: [a, b] *c\n", YAMLAliasScanner.Found(line: 1, column: 14, isAlias: true)),
        // A block scalar under a sequence entry's key ends where its lines are indented no deeper than
        // that key: the next key there is a node, and its anchor is one.
        ("- a: |\n    text\n  b: &x [1, 2]\n", YAMLAliasScanner.Found(line: 3, column: 6, isAlias: false)),
        // libyaml ends a line (and a comment) at U+2028, U+2029 and U+0085.
        ("# note\u{2028}a: &x [1]\n", YAMLAliasScanner.Found(line: 2, column: 4, isAlias: false)),
        ("# note\u{2029}a: *x\n", YAMLAliasScanner.Found(line: 2, column: 4, isAlias: true)),
        ("# note\u{85}a: &x 1\n", YAMLAliasScanner.Found(line: 2, column: 4, isAlias: false)),
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

    /// The bypasses of a scanner that guessed YAML's structure: each bomb is refused, through the
    /// loader, before Yams composes a node (a regression would hang, so the time limit fails it).
    @Test(.timeLimit(.minutes(20)))
    func bombsBehindBlockScalarsAndUnicodeLineBreaksAreRefused() {
        let levels = (1...10).map { level in
            "  ? &a\(level) [\(Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", "))]\n  : v"
        }.joined(separator: "\n")
        let behindBlockScalar = "- a: |\n    text\n  a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + levels + "\n"
        let behindLineSeparator = "# c\u{2028}a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + levels.replacingOccurrences(of: "\n  ", with: "\n") + "\n"
        for bomb in [behindBlockScalar, behindLineSeparator] {
            #expect(YAMLAliasScanner.firstAnchorOrAlias(in: bomb) != nil)
            #expect(throws: ConfigurationError.self) { try loader.parse(bomb, file: ".pushloc.yml") }
        }
    }

    /// Random documents of configuration-like pieces: whenever libyaml's parser (what Yams composes
    /// from) meets an anchor or alias, the guard has found one first.
    @Test func theGuardAgreesWithLibyamlsParser() {
        var generator = SeededGenerator(seed: 5)
        let pieces = ["a", ": ", "- ", "&x ", "*x", "'*q'", "\"&q\"", "# *c", "\n", "\n  ", "[", "]", "{", "}", ", ", "|", "\u{2028}", "\u{85}", "x*y", "b&c"]
        var parsedWithAnchors = 0
        for _ in 0..<3_000 {
            let text = (0..<Int(generator.next() % 12 + 1)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let guardFound = YAMLAliasScanner.firstAnchorOrAlias(in: text) != nil
            if Self.parserMeetsAnchorOrAlias(text) {
                parsedWithAnchors += 1
                #expect(guardFound, "\(text.debugDescription)")
            }
            if !text.contains("&") && !text.contains("*") { #expect(!guardFound) }
        }
        #expect(parsedWithAnchors > 100)
    }

    /// Whether libyaml's event parser, before it stops, produces an alias or a node with an anchor.
    private static func parserMeetsAnchorOrAlias(_ text: String) -> Bool {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return false }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_ALIAS_EVENT: return true
                case YAML_SCALAR_EVENT where event.data.scalar.anchor != nil: return true
                case YAML_SEQUENCE_START_EVENT where event.data.sequence_start.anchor != nil: return true
                case YAML_MAPPING_START_EVENT where event.data.mapping_start.anchor != nil: return true
                case YAML_STREAM_END_EVENT: return false
                default: continue
                }
            }
            return false
        }
    }

    /// A rule id of 1.5 MB gets no "did you mean" search: no known id is within a third of its length.
    @Test func aHugeRuleIdIsNotComparedWithEveryRule() {
        let huge = String(repeating: "missing-key", count: 150_000)
        #expect(RuleSuggestion.candidates(for: huge.count, limit: huge.count / 3, in: ["missing-key", "extra-key"]).isEmpty)
        #expect(RuleSuggestion.closest(to: huge, in: ["missing-key", "extra-key"]) == nil)
        #expect(RuleSuggestion.closest(to: "misisng-key", in: ["missing-key", "extra-key"]) == "missing-key")
    }
}
