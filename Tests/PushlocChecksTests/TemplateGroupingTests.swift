import PushlocCatalog
@_spi(RuleValues) import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks
@testable import PushlocChecking

/// A template defect that every language shares is one finding naming the languages; languages with a
/// different defect for the same key get their own. Suppressions, exclusions and baselines still act
/// on the grouped findings.
@Suite struct TemplateGroupingTests {
    private static let template = "{\n  \"aps\": {\"alert\": {\"loc-key\": \"TRACKS\", \"loc-args\": [\"12\"]}}\n}\n"

    /// en, de and fr read 2 arguments with `%u`; it reads 3 (a translation with an extra one).
    private static let strings = [
        "L/en.lproj/Localizable.strings": "\"TRACKS\" = \"%u tracks, duration: %@\";\n",
        "L/de.lproj/Localizable.strings": "\"TRACKS\" = \"%u Titel, Dauer: %@\";\n",
        "L/fr.lproj/Localizable.strings": "\"TRACKS\" = \"%u pistes, durée : %@\";\n",
        "L/it.lproj/Localizable.strings": "\"TRACKS\" = \"%u tracce, %@ %@\";\n",
    ]

    private func run(_ strings: [String: String] = Self.strings) throws -> [Diagnostic] {
        let fixture = try TemporaryFolder()
        for (path, text) in strings { try fixture.write(path, text) }
        try fixture.write("templates/notifications/tracks.json", Self.template)
        let catalog = try BundleLoader.load(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        let templates = NotificationTemplateLoader.load(folder: fixture.path("templates"), workingDirectory: fixture.root.path)
        return InMemoryCheck.check(catalog, templates: templates).diagnostics
    }

    private static func summary(_ diagnostic: Diagnostic) -> String {
        let languages = diagnostic.languages?.members.map(\.language).joined(separator: ",") ?? "-"
        return "\(diagnostic.rule) \(diagnostic.location?.description ?? "-") \(languages)"
    }

    @Test func oneDefectInEveryLanguageIsOneFinding() throws {
        let found = try run().filter { $0.rule == "push-specifier" }
        #expect(found.map(Self.summary) == ["push-specifier L/en.lproj/Localizable.strings:1:13 en,de,fr,it"])
        let message = try #require(found.first?.message)
        #expect(message.hasPrefix("'TRACKS' in 4 languages (en, de, fr, it) uses %u, but APNs loc-args are strings"), "\(message)")
        #expect(found.first?.language == nil && found.first?.key == "TRACKS")
    }

    @Test func aDifferentDefectForTheSameKeyIsItsOwnFinding() throws {
        let found = try run().filter { $0.rule == "loc-args-arity" }
        #expect(found.map(Self.summary) == [
            "loc-args-arity L/it.lproj/Localizable.strings:1:12 it",
            "loc-args-arity templates/notifications/tracks.json:2:32 en,de,fr",
        ])
        #expect(found.last?.message.contains("in 3 languages (en, de, fr) reads 2 argument(s)") == true)
        #expect(found.last?.message.hasSuffix("(en: L/en.lproj/Localizable.strings:1:12)") == true)
        // A finding about one language at its own string reads as before, with its language.
        #expect(found.first?.message.hasPrefix("'TRACKS' in it reads 3 argument(s) (\"%u tracce, %@ %@\")") == true)
        #expect(found.first?.language == "it")
    }

    @Test func aSuppressionAtOneLanguagesStringTakesOnlyThatLanguageOut() throws {
        let found = try run().filter { $0.rule == "loc-args-arity" }
        let french = SourceLocation(file: "L/fr.lproj/Localizable.strings", line: 1, column: 1)
        let directive = SuppressionDirective(location: french, rules: ["loc-args-arity"], firstLine: 1, lastLine: 1)
        let kept = Suppressions(directives: [directive]).apply(to: found)
        #expect(kept.map(Self.summary) == [
            "loc-args-arity L/it.lproj/Localizable.strings:1:12 it",
            "loc-args-arity templates/notifications/tracks.json:2:32 en,de",
        ])
        #expect(kept.last?.message.contains("in 2 languages (en, de) reads") == true)
    }

    @Test func aSuppressionAtTheFindingsOwnPlaceHidesItWhole() throws {
        let found = try run().filter { $0.rule == "push-specifier" }
        let english = SourceLocation(file: "L/en.lproj/Localizable.strings", line: 1, column: 1)
        let directive = SuppressionDirective(location: english, rules: ["push-specifier"], firstLine: 1, lastLine: 1)
        #expect(Suppressions(directives: [directive]).apply(to: found).isEmpty)
    }

    @Test func suppressingEveryLanguageHidesTheFindingAndUsesEachDirective() throws {
        let found = try run().filter { $0.rule == "loc-args-arity" && $0.languages?.members.count == 3 }
        let directives = ["de", "en", "fr"].map { language in
            SuppressionDirective(location: SourceLocation(file: "L/\(language).lproj/Localizable.strings", line: 1, column: 1),
                                 rules: ["loc-args-arity"], firstLine: 1, lastLine: 1)
        }
        // Every language is taken out, and no directive is reported unused.
        #expect(Suppressions(directives: directives).apply(to: found).isEmpty)
    }

    @Test func anExcludedTranslationLeavesTheGroup() throws {
        let found = try run().filter { $0.rule == "push-specifier" }
        let pipeline = FindingPipeline(isExcluded: { $0.hasPrefix("L/de.lproj/") }, identity: Self.identity)
        #expect(pipeline.current(found).map(Self.summary) == ["push-specifier L/en.lproj/Localizable.strings:1:13 en,fr,it"])
    }

    /// The identity `--baseline` uses: the source line at the finding's place, never its message.
    private static let identity = BaselineIdentity(relativePath: BaselineIdentity.bundleRelative) { file, line in
        "\(file) line \(line)"
    }

    @Test func aBaselineOfGroupedFindingsStillMatchesWhenALanguageIsFixed() throws {
        let templateRules: Set<String> = ["loc-args-arity", "push-specifier"]
        let before = try run().filter { templateRules.contains($0.rule) }
        let baseline = Baseline(diagnostics: before, identity: Self.identity)
        #expect(baseline.newFindings(in: before, identity: Self.identity).isEmpty)
        // de is fixed: the group names one language fewer, and is still the recorded finding.
        var strings = Self.strings
        strings["L/de.lproj/Localizable.strings"] = "\"TRACKS\" = \"%@ Titel\";\n"
        let after = try run(strings).filter { templateRules.contains($0.rule) }
        #expect(after.count == before.count)
        #expect(after.allSatisfy { $0.languages?.members.contains { $0.language == "de" } == false })
        #expect(baseline.newFindings(in: after, identity: Self.identity).isEmpty)
        // Round trip through the file.
        let parsed = try #require(Baseline.parse(baseline.serialized(), path: "b.json").baseline)
        #expect(parsed.newFindings(in: after, identity: Self.identity).isEmpty)
    }

    @Test func aLanguageGroupsMessageIsMadeAgainWithoutAMember() {
        let group = LanguageGroup(
            members: [.init(language: "en", location: SourceLocation(file: "en.strings", line: 1, column: 1)),
                      .init(language: "fr", location: SourceLocation(file: "fr.strings", line: 2, column: 3))],
            before: "'K' ", after: " is wrong")
        let template = SourceLocation(file: "t.json", line: 1, column: 1)
        let diagnostic = Diagnostic(rule: "r", severity: .error, location: template, table: "T", key: "K", languages: group)
        #expect(diagnostic.message == "'K' in 2 languages (en, fr) is wrong (en: en.strings:1:1)")
        let french = diagnostic.keepingLanguages { $0.language == "fr" }
        #expect(french?.message == "'K' in fr is wrong (fr: fr.strings:2:3)" && french?.language == "fr")
        #expect(diagnostic.keepingLanguages { _ in false } == nil)
    }
}
