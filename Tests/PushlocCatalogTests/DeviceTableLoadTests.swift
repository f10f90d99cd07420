import PushlocCatalog
import Foundation
import PushlocTestSupport
import Testing

/// The files of a table the device reads, and the entries it loads from them, pinned against
/// Foundation's `Bundle` on a bundle in a temporary folder where Linux Foundation can show it.
///
/// Linux Foundation searches only the development region's `.lproj` (its preferred localizations
/// ignore the process's languages), so the language under test is made the development region. Where
/// it cannot show the behaviour (a parent's copy, a `.stringsdict`, which Linux Foundation's
/// `localizedString` cannot return), the test cites CoreFoundation's source (swift-corelibs-foundation,
/// `CFBundle_Strings.c`): `_copyStringFromTable` finds the `.strings` and the `.stringsdict` file each
/// by one `CFBundleCopyResourceURL` through the localization search list, reads only those two files,
/// and merges the `.stringsdict` entries over the `.strings` entries.
@Suite struct DeviceTableLoadTests {
    static let files = [
        "fr-CA.lproj/Localizable.strings": "\"A\" = \"fr-CA A\";\n",
        "fr.lproj/Localizable.strings": "\"A\" = \"fr A\";\n\"K\" = \"fr K\";\n",
        "fr.lproj/Other.strings": "\"T\" = \"fr T\";\n",
        "en.lproj/Localizable.strings": "\"A\" = \"en A\";\n\"K\" = \"en K\";\n\"D\" = \"en D\";\n",
        "en.lproj/Other.strings": "\"T\" = \"en T\";\n",
        "de.lproj/InfoPlist.strings": "\"CFBundleName\" = \"App\";\n",
        "fr-CA.lproj/Stop.strings": "\"A\" = \"a\";\n\"B\" = \"b\";\n# stray\n\"C\" = \"c\";\n",
        "fr-CA.lproj/Doubled.strings": "\"A\" = \"a\";;\n\"B\" = \"b\";\n",
        "fr-CA.lproj/Broken.strings": "\"A\" = \"a\"\n\"B\" = \"b\";\n",
        "en.lproj/Stop.strings": "\"C\" = \"en c\";\n",
        "en.lproj/Broken.strings": "\"A\" = \"en a\";\n",
    ]

    /// A bundle of `files` whose development region is `region`, and pushloc's catalog of it (`en`
    /// as the development language).
    static func bundle(region: String, in folder: TemporaryFolder, more: [String: String] = [:]) throws -> (Bundle, LocalizedBundle) {
        try folder.write("X.bundle/Contents/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>\(region)</string>\
            <key>CFBundleIdentifier</key><string>com.example.x</string></dict></plist>
            """)
        for (path, text) in files.merging(more, uniquingKeysWith: { $1 }) {
            try folder.write("X.bundle/Contents/Resources/" + path, text)
        }
        let bundle = try #require(Bundle(path: folder.path("X.bundle")))
        let catalog = try BundleLoader.load(paths: [folder.path("X.bundle/Contents/Resources")], workingDirectory: folder.root.path)
        return (bundle, catalog)
    }

    /// A region variant with its own copy of the table reads only that copy: a key it lacks shows the
    /// key, never the parent's text.
    @Test func aVariantsOwnCopyIsTheOneFileRead() throws {
        let folder = try TemporaryFolder()
        let (bundle, catalog) = try Self.bundle(region: "fr-CA", in: folder)
        #expect(bundle.localizedString(forKey: "K", value: nil, table: nil) == "K")
        let lookup = catalog.lookup(key: "K", table: "Localizable", preferredLanguages: ["fr-CA"])
        #expect(!lookup.found && lookup.text == "K")
        #expect(catalog.lookup(key: "A", table: "Localizable", preferredLanguages: ["fr-CA"]).text == "fr-CA A")
    }

    /// A variant with no copy of a table reads its parent's (`CFBundleCopyResourceURL` finds `Other.strings`
    /// in `fr.lproj`, the next localization of the search list; Linux Foundation never searches past the
    /// development region, so this is pinned from the source).
    @Test func aVariantWithoutACopyReadsItsParents() throws {
        let folder = try TemporaryFolder()
        let (_, catalog) = try Self.bundle(region: "en", in: folder)
        #expect(catalog.lookup(key: "T", table: "Other", preferredLanguages: ["fr-CA"]).text == "fr T")
    }

    /// A language with no copy of a table reads the development language's, with no missing key.
    @Test func aLanguageWithoutACopyReadsTheDevelopmentLanguages() throws {
        let folder = try TemporaryFolder()
        let (bundle, catalog) = try Self.bundle(region: "en", in: folder)
        #expect(bundle.localizedString(forKey: "D", value: nil, table: nil) == "en D")
        let lookup = catalog.lookup(key: "D", table: "Localizable", preferredLanguages: ["de"])
        #expect(lookup.found && lookup.text == "en D")
        #expect(catalog.lookup(key: "D", table: "Localizable", resolvedLanguage: "de").text == "en D")
    }

    /// Apple's parser stops silently at a stray `#` or a doubled `;`: the entries before it load, none after.
    @Test(arguments: [("Stop", ["A": "a", "B": "b", "C": "C"]), ("Doubled", ["A": "a", "B": "B"])])
    func entriesAfterASilentStopAreNotLoaded(table: String, shown: [String: String]) throws {
        let folder = try TemporaryFolder()
        let (bundle, catalog) = try Self.bundle(region: "fr-CA", in: folder)
        for (key, text) in shown {
            #expect(bundle.localizedString(forKey: key, value: nil, table: table) == text)
            #expect(catalog.lookup(key: key, table: table, preferredLanguages: ["fr-CA"]).text == text)
        }
    }

    /// A table Apple's parser rejects (a missing `;`) loads nothing: every key shows itself, and no
    /// later localization's copy is read instead.
    @Test func aRejectedTableLoadsNothing() throws {
        let folder = try TemporaryFolder()
        let (bundle, catalog) = try Self.bundle(region: "fr-CA", in: folder)
        for key in ["A", "B"] {
            #expect(bundle.localizedString(forKey: key, value: nil, table: "Broken") == key)
            #expect(catalog.lookup(key: key, table: "Broken", preferredLanguages: ["fr-CA"]).text == key)
        }
        // The parser still reads both entries for the checks.
        #expect(catalog.localization(for: "fr-CA")?.table("Broken")?.records.count == 2)
    }

    /// A `.stringsdict` entry replaces the `.strings` entry of the same key in the same table
    /// (`CFBundle_Strings.c` applies the `.stringsdict` dictionary over a copy of the `.strings` one;
    /// Linux Foundation's `localizedString` crashes on a dictionary value, so this is pinned from the source).
    @Test func aStringsDictEntryReplacesTheStringsEntry() throws {
        let folder = try TemporaryFolder()
        let plural = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>N</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>one file</string>\
            <key>other</key><string>%d files</string></dict></dict></dict></plist>
            """
        let (_, catalog) = try Self.bundle(region: "en", in: folder, more: [
            "en.lproj/Plural.strings": "\"N\" = \"%@ files\";\n\"P\" = \"plain\";\n",
            "en.lproj/Plural.stringsdict": plural,
        ])
        let lookup = catalog.lookup(key: "N", table: "Plural", preferredLanguages: ["en"])
        #expect(lookup.found && lookup.record == nil && lookup.plural?.formatKey == "%#@n@")
        #expect(lookup.alertRecord?.entry.value == "%d files")
        #expect(catalog.lookup(key: "P", table: "Plural", preferredLanguages: ["en"]).text == "plain")
    }
}
