import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks

/// A key whose development text has no letters reads the same in every language: it is never a
/// missing key and does not count in coverage (seen in a public app whose catalog holds `""`, `"%@"`
/// and `"%lld. "`, each listed as untranslated in every language).
@Suite struct NothingToTranslateTests {
    @Test(arguments: [
        ("", false), ("%@", false), ("%lld. ", false), ("%1$@ – %2$@", false), ("•", false), ("👍", false),
        ("%@ · %@ · %d%%", false), ("(%lu)", false), ("12:30", false), ("+%.1f%%", false),
        ("OK", true), ("%@ posts", true), ("x", true), ("Привет", true), ("保存", true), ("مرحبا", true),
        ("%@ ✓ Done", true), ("%", false), ("100% off", true), ("%#@count@", false), ("%1$#@count@ %%", false),
    ])
    func lettersOutsideSpecifiers(text: String, hasLetters: Bool) {
        #expect(TranslatableText.hasLetters(text) == hasLetters, "\(text)")
    }

    @Test func invalidUTF8CountsAsText() {
        let bytes: [UInt8] = [0x25, 0x40, 0xFF]
        #expect(bytes.withUnsafeBufferPointer(TranslatableText.hasLetters))
    }

    private func check(_ folder: TemporaryFolder, missingKeys: MissingKeyReport = .grouped) throws -> CheckReport {
        let project = try BundleLoader.loadProject(paths: [folder.root.path], workingDirectory: folder.root.path)
        return InMemoryCheck.check(project, options: CheckOptions(missingKeys: missingKeys))
    }

    @Test func letterlessKeysAreNeitherMissingNorCounted() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/en.lproj/Localizable.strings", """
        "" = "";
        "%@" = "%@";
        "ORDINAL" = "%lld. ";
        "SEPARATOR" = "•";
        "OK" = "OK";
        "POSTS" = "%@ posts";
        "TITLE" = "Inbox";

        """)
        try folder.write("App/fr.lproj/Localizable.strings", """
        "TITLE" = "Boîte de réception";
        "SEPARATOR" = "·";

        """)
        let grouped = try check(folder)
        let missing = grouped.diagnostics.filter { $0.rule == "missing-key" }
        #expect(missing.count == 1)
        #expect(missing.first?.keys.map(Array.init) == ["OK", "POSTS"])
        #expect(missing.first?.message.contains("(1 of 3 keys of this table translated)") == true, "\(missing.first?.message ?? "")")
        #expect(grouped.coverage.map(\.translated) == [1])
        #expect(grouped.coverage.map(\.missing) == [2])
        let each = try check(folder, missingKeys: .each).diagnostics.filter { $0.rule == "missing-key" }
        #expect(each.map(\.key) == ["OK", "POSTS"])
    }

    @Test func aCatalogsLetterlessKeysAreNotMissing() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Localizable.xcstrings", """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "" } } } },
            "%@" : { },
            "%lld. " : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld." } } } },
            "Inbox" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Posteingang" } } } },
            "Settings" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Réglages" } } } }
          },
          "version" : "1.0"
        }
        """)
        let report = try check(folder)
        let missing = report.diagnostics.filter { $0.rule == "missing-key" }
            .map { "\($0.language ?? "-") \($0.keys.map(Array.init) ?? [])" }
            .sorted()
        #expect(missing == ["de [\"Settings\"]", "fr [\"Inbox\"]"])
        #expect(report.coverage.map { "\($0.language) \($0.translated)/\($0.missing)" }.sorted() == ["de 1/1", "fr 1/1"])
    }
}
