import PushlocCatalog
import Foundation
import PushlocTestSupport
import Testing

/// What the device shows for a missing string, pinned against Foundation's `Bundle` on a bundle laid
/// out in a temporary folder (`X.bundle/Contents/Info.plist`, `Contents/Resources/<lang>.lproj/`).
///
/// Foundation on Linux looks strings up in the bundle's development region only (its preferred
/// localizations ignore the process's languages), so each case makes the language under test the
/// development region. It shows the first fallback, a key missing from the copy that was found,
/// as on the device. It cannot show the second, a language with no copy of the table: there it
/// shows the key, because it never searches another localization. That one is pinned from
/// CFBundle's source (swift-corelibs-foundation, `CFBundle_Strings.c`): `_copyStringTable` loads the
/// one table file that `_CFBundleGetStringsSources` finds through the bundle's localization search
/// list (the preferred localizations, then the development region), so a language without the file
/// reads the next localization's copy.
@Suite struct MissingStringOracleTests {
    static let files = [
        "en.lproj/Localizable.strings": "\"A\" = \"en A\";\n\"B\" = \"en B\";\n",
        "fr.lproj/Localizable.strings": "\"A\" = \"fr A\";\n",
        "de.lproj/InfoPlist.strings": "\"CFBundleName\" = \"App\";\n",
    ]

    /// A bundle of `files` whose development region is `region`, and pushloc's catalog of it (`en`
    /// as the development language, as an app shipping `en` has).
    static func bundle(region: String, in folder: TemporaryFolder) throws -> (Bundle, LocalizedBundle) {
        try folder.write("X.bundle/Contents/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>\(region)</string>\
            <key>CFBundleIdentifier</key><string>com.example.x</string></dict></plist>
            """)
        for (path, text) in files { try folder.write("X.bundle/Contents/Resources/" + path, text) }
        let bundle = try #require(Bundle(path: folder.path("X.bundle")))
        let catalog = try BundleLoader.load(paths: [folder.path("X.bundle/Contents/Resources")], workingDirectory: folder.root.path)
        return (bundle, catalog)
    }

    @Test func aKeyMissingFromTheCopyFoundShowsTheKeyNotTheDevelopmentText() throws {
        let folder = try TemporaryFolder()
        let (bundle, catalog) = try Self.bundle(region: "fr", in: folder)
        #expect(bundle.localizedString(forKey: "A", value: nil, table: nil) == "fr A")
        #expect(bundle.localizedString(forKey: "B", value: nil, table: nil) == "B")
        let found = catalog.lookup(key: "A", table: "Localizable", preferredLanguages: ["fr"])
        let missing = catalog.lookup(key: "B", table: "Localizable", preferredLanguages: ["fr"])
        #expect(found.text == "fr A" && found.language == "fr")
        #expect(missing.text == "B" && !missing.found && missing.language == "fr")
    }

    @Test func aLanguageWithoutACopyOfTheTableReadsTheDevelopmentLanguagesCopy() throws {
        let folder = try TemporaryFolder()
        let (bundle, catalog) = try Self.bundle(region: "en", in: folder)
        // The de folder exists, but holds no Localizable table: its file is found elsewhere.
        #expect(bundle.path(forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: "de") == nil)
        #expect(bundle.path(forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: "en") != nil)
        #expect(bundle.localizedString(forKey: "B", value: nil, table: nil) == "en B")
        let lookup = catalog.lookup(key: "B", table: "Localizable", preferredLanguages: ["de"])
        #expect(lookup.language == "en" && lookup.text == "en B")
        #expect(catalog.hasCopy(of: "Localizable", for: "fr") && !catalog.hasCopy(of: "Localizable", for: "de"))
    }
}
