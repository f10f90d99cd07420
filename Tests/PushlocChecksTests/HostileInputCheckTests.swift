import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks
@testable import PushlocReporters
import PushlocRules

/// Bidi spoofing and hostile values, as `check` reports them.
@Suite struct HostileInputCheckTests {
    private func check(_ files: [String: String]) throws -> CheckReport {
        let fixture = try TemporaryFolder()
        for (path, text) in files { try fixture.write(path, text) }
        let catalog = try BundleLoader.load(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        return InMemoryCheck.check(catalog)
    }

    /// An override that reverses Latin letters in Arabic is flagged at its column; an isolate around a
    /// specifier in Hebrew keeps the argument in order and is not.
    @Test func aRightToLeftOverrideInArabicIsFlaggedAtItsColumnAndAnIsolatedSpecifierInHebrewIsNot() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"FILE\" = \"Open %@\";\n",
            "L/ar.lproj/Localizable.strings": "\"FILE\" = \"افتح \u{202E}fdp.exe %@\";\n",
            "L/he.lproj/Localizable.strings": "\"FILE\" = \"פתח \u{2067}%@\u{2069}\";\n",
        ])
        let bidi = report.diagnostics.filter { $0.rule == RuleDescription.bidiControl.id }
        #expect(bidi.map(TextFormat.line(for:)) == [
            "L/ar.lproj/Localizable.strings:1:16: warning: 'FILE' in ar holds the bidirectional control U+202E, which the en source does not: it can make text display in another order than it reads (\"fdp.exe\" shown as \"exe.pdf\"). Remove it [bidi-control]",
        ])
        #expect(bidi.allSatisfy { $0.severity == .warning })
    }

    @Test func controlsTheSourceAlsoHasAndMarksAreNotFlagged() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"NAME\" = \"\u{2068}%@\u{2069} joined\";\n\"PLAIN\" = \"Hello\";\n",
            "L/ar.lproj/Localizable.strings": "\"NAME\" = \"انضم \u{2068}%@\u{2069}\";\n\"PLAIN\" = \"\u{200F}مرحبا\";\n",
        ])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(TextFormat.line(for:)))")
    }

    /// Each language's string is parsed within the bound. A translation with the source's defect
    /// (here a copy of it) is the source's defect, reported once at the source; a translation's own
    /// defect is reported in it.
    @Test func aValueOf30000SpecifiersGivesOneErrorAtTheSource() throws {
        let hostile = String(repeating: "%@", count: 30_000)
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"K\" = \"\(hostile)\";\n",
            "L/fr.lproj/Localizable.strings": "\"K\" = \"\(hostile)\";\n",
            "L/de.lproj/Localizable.strings": "\"K\" = \"%@ %\";\n",
        ])
        let grammar = report.diagnostics.filter { ["too-many-specifiers", "invalid-specifier"].contains($0.rule) }
        #expect(grammar.map(TextFormat.line(for:)) == [
            "L/de.lproj/Localizable.strings:1:11: error: 'K' in de: a lone '%' ends the string; write %% for a literal percent sign [invalid-specifier]",
            "L/en.lproj/Localizable.strings:1:2008: error: 'K' in en: the string has more than 1000 specifiers, more arguments than iOS ever passes; it is not expanded. Remove the repeated specifiers, or write %% for a literal percent sign. Translations that copy it are not reported one by one [too-many-specifiers]",
        ])
    }
}
