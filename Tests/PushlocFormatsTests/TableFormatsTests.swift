import PushlocFormats
import Foundation
import Testing

/// The registry of table formats: one format per extension, each reading the document kind it declares.
@Suite struct TableFormatsTests {
    @Test func theRegistryHasTodaysFormats() {
        #expect(TableFormats.fileExtensions == ["strings", "stringsdict", "xcstrings"])
        #expect(Set(TableFormats.fileExtensions).count == TableFormats.all.count)
        #expect(TableFormats.all.filter(\.documentKind.holdsEveryLanguage).map(\.fileExtension) == ["xcstrings"])
    }

    /// Discovery puts a format's files where its document kind says, and the loader takes the
    /// document's kind on trust: every reader gives the kind it declares, even for bytes it rejects.
    @Test(arguments: [Array("\"A\" = \"a\";".utf8), [], Array("{\"version\": 1".utf8), [0xFF, 0xFE, 0x41]])
    func everyReaderGivesItsDeclaredKind(bytes: [UInt8]) {
        for format in TableFormats.all {
            let document = format.read(bytes, path: "T." + format.fileExtension)
            #expect(document.kind == format.documentKind)
            #expect(document.path == "T." + format.fileExtension)
        }
    }

    @Test func filesAreMatchedByTheirExactExtension() {
        #expect(TableFormats.format(forPath: "App/fr.lproj/Localizable.strings")?.documentKind == .strings)
        #expect(TableFormats.format(forPath: "Plurals.stringsdict")?.documentKind == .stringsDict)
        #expect(TableFormats.format(forPath: "a.b/Main.xcstrings")?.documentKind == .stringCatalog)
        #expect(TableFormats.format(forPath: "Localizable.STRINGS") == nil)
        #expect(TableFormats.format(forPath: ".strings") == nil)
        #expect(TableFormats.format(forPath: "fr.lproj/strings") == nil)
        #expect(TableFormats.isLanguageFile("Localizable.stringsdict") && !TableFormats.isLanguageFile("Main.xcstrings"))
        #expect(TableFormats.isCatalogFile("mul.lproj/Main.xcstrings") && !TableFormats.isCatalogFile("Main.strings"))
        #expect(TableFormats.fileExtension(of: "a.lproj/b.tar.gz") == "gz")
        #expect(TableFormats.fileExtension(of: "a.lproj/README") == nil)
    }

    /// The plugins cannot import the package's modules, so each keeps a copy of the registry's
    /// extensions; these must not drift from it.
    @Test func thePluginsListTheRegistrysExtensions() throws {
        let plugins = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Plugins")
        let build = try String(contentsOf: plugins.appendingPathComponent("PushlocBuildToolPlugin/plugin.swift"), encoding: .utf8)
        let command = try String(contentsOf: plugins.appendingPathComponent("PushlocCommandPlugin/plugin.swift"), encoding: .utf8)
        #expect(Self.set(named: "extensions", in: build) == Set(TableFormats.fileExtensions))
        let catalogs = TableFormats.all.filter(\.documentKind.holdsEveryLanguage).map(\.fileExtension)
        #expect(Self.set(named: "catalogExtensions", in: command) == Set(catalogs))
    }

    /// The pre-commit hook runs on changes to files of every format.
    @Test func thePreCommitHookMatchesTheRegistrysExtensions() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        let hooks = try String(contentsOf: root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let pattern = hooks.split(separator: "\n").first { $0.contains("files:") }
        #expect(pattern.map { $0.trimmingCharacters(in: .whitespaces) } == "files: \\.(\(TableFormats.fileExtensions.joined(separator: "|")))$")
    }

    /// The strings of `static let NAME: Set<String> = [...]` in a source file.
    static func set(named name: String, in source: String) -> Set<String>? {
        guard let start = source.range(of: "static let \(name): Set<String> = ["),
              let end = source[start.upperBound...].firstIndex(of: "]") else { return nil }
        let items = source[start.upperBound..<end].split(separator: ",")
        return Set(items.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" \n")) }.filter { !$0.isEmpty })
    }
}

/// The byte-level reading of a path's format agrees with its extension as `fileExtension(of:)` finds it.
@Test func formatForPathAgreesWithTheExtension() {
    let names = ["a.strings", ".strings", "..strings", "a.stringsdict", "a.xcstrings", "a.STRINGS", "a.strings.bak", "a.", "a",
                 "strings", "é.strings", "a.stringsé", "dir.strings/", "x.lproj/a.xcstrings", "/a.strings", "a/.xcstrings", "",
                 "a.\u{301}strings", "a\u{301}.strings", "\u{301}.strings"]
    for name in names {
        for path in [name, "App/fr.lproj/" + name, "/" + name] {
            let expected = TableFormats.fileExtension(of: path).flatMap { TableFormats.format(forExtension: $0) }?.fileExtension
            #expect(TableFormats.format(forPath: path)?.fileExtension == expected, "\(path)")
        }
    }
}

/// The byte-level tests of a one-language table file and of a catalog agree with the format its path reads as.
@Test func isLanguageFileAgreesWithTheFormat() {
    let names = ["a.strings", ".strings", "..strings", "a.stringsdict", "a.xcstrings", "a.STRINGS", "a.strings.bak", "a.", "a",
                 "strings", "é.strings", "a.stringsé", "dir.strings/", "x.lproj/a.xcstrings", "/a.strings", "a/.stringsdict", "",
                 "a.\u{301}strings", "a\u{301}.strings", "\u{301}.strings", "a.string", "a.stringsdic", "é/a.strings", "a.strings\u{301}",
                 ".xcstrings", "a.XCSTRINGS", "a.xcstring", "a\u{301}.xcstrings", "\u{301}.xcstrings", "é.xcstrings", "a.xcstrings.bak"]
    for name in names {
        for path in [name, "App/fr.lproj/" + name, "/" + name, "é.lproj/" + name] {
            let format = TableFormats.format(forPath: path)
            #expect(TableFormats.isLanguageFile(path) == (format.map { !$0.documentKind.holdsEveryLanguage } ?? false), "\(path)")
            #expect(TableFormats.isCatalogFile(path) == (format?.documentKind.holdsEveryLanguage ?? false), "\(path)")
        }
    }
    // A mark after the `.` joins it in one `Character`, so the extension is what follows them; a mark
    // after the `/` joins that, so the name starts at the `.`, which then begins no extension.
    #expect(TableFormats.isLanguageFile("fr.lproj/Localizable.strings") && TableFormats.isLanguageFile("é.lproj/a.\u{301}strings"))
    #expect(!TableFormats.isLanguageFile("App/\u{301}.strings") && !TableFormats.isLanguageFile("App/a.\u{301}xcstrings"))
}
