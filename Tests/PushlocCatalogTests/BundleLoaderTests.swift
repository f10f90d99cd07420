import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocCatalog

@Suite struct BundleLoaderTests {
    /// `Base` is recognised in any case, as Foundation's case-insensitive comparison recognises it.
    @Test(arguments: ["Base", "base", "BASE", "bAsE", "Bas", "Basee", "Base ", "Baſe", "BASĘ", "Bâse", "en", ""])
    func baseFolderNamesAreFoundationsCaseInsensitiveMatch(_ name: String) {
        let foundation = name.caseInsensitiveCompare("Base") == .orderedSame
        #expect((BundleLoader.languageTag(forFolderName: name) == "Base") == foundation, "\(name)")
    }

    @Test func discoversAndCanonicalisesLprojFolders() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("App/Resources/English.lproj/Localizable.strings", "\"A\" = \"a\";\n")
        try fixture.write("App/Resources/pt_BR.lproj/Localizable.strings", "\"A\" = \"á\";\n")
        try fixture.write("App/Resources/zh_Hans.lproj/Localizable.strings", "\"A\" = \"啊\";\n")
        try fixture.write("App/.build/de.lproj/Localizable.strings", "\"A\" = \"ignored\";\n")
        let catalog = try BundleLoader.load(paths: [fixture.path("App")], workingDirectory: fixture.root.path)
        #expect(catalog.languages == ["en", "pt-BR", "zh-Hans"])
        #expect(catalog.developmentLanguage == "en")
        #expect(catalog.localization(for: "PT-br")?.path == "App/Resources/pt_BR.lproj")
        #expect(catalog.string(forKey: "A", table: "localizable", language: "zh-Hans") == "啊")
        #expect(catalog.fileCount == 3)
    }

    @Test func aFileArgumentLoadsThatTableFromEverySibling() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("L/en.lproj/Localizable.strings", "\"A\" = \"%@\";\n")
        try fixture.write("L/en.lproj/Other.strings", "\"B\" = \"b\";\n")
        try fixture.write("L/fr.lproj/Localizable.strings", "\"A\" = \"%@\";\n")
        try fixture.write("L/fr.lproj/Other.strings", "\"B\" = \"b\";\n")
        let catalog = try BundleLoader.load(paths: [fixture.path("L/fr.lproj/Localizable.strings")], workingDirectory: fixture.root.path)
        #expect(catalog.languages == ["en", "fr"])
        #expect(catalog.tableNames == ["Localizable"])
    }

    @Test func tableNamesThatDifferOnlyInCaseAreFlagged() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("L/en.lproj/InfoPlist.strings", "\"A\" = \"a\";\n")
        try fixture.write("L/en.lproj/infoplist.strings", "\"A\" = \"b\";\n")
        let catalog = try BundleLoader.load(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        #expect(catalog.diagnostics.map(\.rule) == ["table-name-case"])
        #expect(catalog.tableNames.count == 1)
    }

    @Test func aMissingPathIsAnError() {
        #expect(throws: BundleLoadError.pathNotFound("/nonexistent/pushloc")) {
            _ = try BundleLoader.load(paths: ["/nonexistent/pushloc"])
        }
    }

    @Test func anUnrecognisedFolderNameIsAWarningNotACrash() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("L/en.lproj/Localizable.strings", "\"A\" = \"a\";\n")
        try fixture.write("L/not a language!.lproj/Localizable.strings", "\"A\" = \"a\";\n")
        let catalog = try BundleLoader.load(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        #expect(catalog.languages == ["en"])
        #expect(catalog.diagnostics.count == 1)
        #expect(catalog.diagnostics.first?.location?.file == "L/not a language!.lproj")
    }

    @Test func regionVariantsFallBackToTheirParent() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("L/en.lproj/Buttons.strings", "\"shop_now\" = \"Shop Now\";\n\"add\" = \"Add\";\n")
        try fixture.write("L/fr.lproj/Buttons.strings", "\"shop_now\" = \"Acheter\";\n\"add\" = \"Ajouter\";\n")
        try fixture.write("L/fr-CA.lproj/Buttons.strings", "\"shop_now\" = \"Magasiner\";\n")
        let catalog = try BundleLoader.load(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        #expect(catalog.lookupChain(from: "fr-CA") == ["fr-CA", "fr"])
        #expect(catalog.lookup(key: "shop_now", table: "Buttons", language: "fr-CA")?.value == "Magasiner")
        // fr-CA's own copy of the table is the one file the device reads: a key it lacks is missing,
        // though fr has it (CFBundle loads one file per table).
        #expect(catalog.lookup(key: "add", table: "Buttons", language: "fr-CA") == nil)
        #expect(catalog.lookup(key: "missing", table: "Buttons", language: "fr-CA") == nil)
        #expect(catalog.resolve(preferredLanguages: ["fr-CA"]) == "fr-CA")
        #expect(catalog.resolve(preferredLanguages: ["fr-BE"]) == "fr")
        #expect(catalog.resolve(preferredLanguages: ["xx"]) == "en")
    }

    @Test func displayPathsAreRelativeToTheWorkingDirectory() {
        #expect(BundleLoader.displayPath("/a/b/c.strings", relativeTo: "/a") == "b/c.strings")
        #expect(BundleLoader.displayPath("/x/c.strings", relativeTo: "/a") == "/x/c.strings")
        // A folder name that starts with a combining mark is inside its parent, byte for byte (as a
        // `Character`, the mark and the `/` before it are one).
        #expect(BundleLoader.displayPath("/a/\u{65E}App/c.strings", relativeTo: "/a") == "\u{65E}App/c.strings")
        #expect(BundleLoader.displayPath("/a/./b/../c.strings", relativeTo: "/a/") == "c.strings")
        #expect(BundleLoader.displayPath("/ab/c.strings", relativeTo: "/a") == "/ab/c.strings")
    }

    @Test func anEmptyCatalogIsFine() throws {
        let catalog = try LocalizedBundle(localizations: [])
        #expect(catalog.languages.isEmpty)
        #expect(catalog.developmentLanguage == "en")
    }
}
