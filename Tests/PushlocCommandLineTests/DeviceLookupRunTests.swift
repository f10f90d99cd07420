import Foundation
import PushlocTestSupport
import Testing

/// `pushloc render` and `pushloc check` look strings up as the device does (one file per table, only
/// the entries the device loads, `.stringsdict` entries over `.strings` ones).
@Suite struct DeviceLookupRunTests {
    static let template = #"{"aps":{"alert":{"title-loc-key":"T","loc-key":"K"}}}"#

    /// The JSON render of `t.json` in `locale`: its title, body and diagnostics' rules.
    static func render(_ locale: String, in folder: TemporaryFolder) throws -> (title: String?, body: String?, rules: [String]) {
        let run = try PushlocProcess.run(["render", "t.json", "--localizations", "L", "--locale", locale, "--format", "json"], in: folder.root)
        let report = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
        let alert = try #require((report["renders"] as? [[String: Any]])?.first)
        let rules = (alert["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        return (alert["title"] as? String, alert["body"] as? String, rules)
    }

    @Test func aVariantsOwnTableShowsTheKeyItLacks() throws {
        let folder = try TemporaryFolder()
        try folder.write("t.json", Self.template)
        try folder.write("L/en.lproj/Localizable.strings", "\"T\" = \"Title\";\n\"K\" = \"Body\";\n")
        try folder.write("L/fr.lproj/Localizable.strings", "\"T\" = \"Titre\";\n\"K\" = \"Corps\";\n")
        try folder.write("L/fr-CA.lproj/Localizable.strings", "\"T\" = \"Titre CA\";\n")
        let shown = try Self.render("fr-CA", in: folder)
        #expect(shown.title == "Titre CA" && shown.body == "K" && shown.rules == ["loc-key-not-found"])

        try folder.write("templates/notifications/t.json", Self.template)
        let check = try PushlocProcess.run(["check", "L", "--templates", "templates", "--format", "json"], in: folder.root)
        let report = try #require(try JSONSerialization.jsonObject(with: check.standardOutput) as? [String: Any])
        let findings = (report["diagnostics"] as? [[String: Any]] ?? []).filter { $0["language"] as? String == "fr-CA" }
        let rules = Set(findings.compactMap { $0["rule"] as? String })
        #expect(rules.isSuperset(of: ["missing-key", "loc-key-not-found"]))
    }

    @Test func aLanguageWithoutTheTableShowsTheDevelopmentText() throws {
        let folder = try TemporaryFolder()
        try folder.write("t.json", Self.template)
        try folder.write("L/en.lproj/Localizable.strings", "\"T\" = \"Title\";\n\"K\" = \"Body\";\n")
        try folder.write("L/de.lproj/InfoPlist.strings", "\"CFBundleName\" = \"App\";\n")
        let shown = try Self.render("de", in: folder)
        #expect(shown.title == "Title" && shown.body == "Body" && shown.rules.isEmpty)
    }

    @Test func entriesTheDeviceNeverLoadsAreNotShown() throws {
        let folder = try TemporaryFolder()
        try folder.write("t.json", Self.template)
        try folder.write("L/en.lproj/Localizable.strings", "\"T\" = \"Title\";\n\"K\" = \"Body\";\n")
        try folder.write("L/fr.lproj/Localizable.strings", "\"T\" = \"Titre\";\n# stray\n\"K\" = \"Corps\";\n")
        try folder.write("L/es.lproj/Localizable.strings", "\"T\" = \"Título\"\n\"K\" = \"Cuerpo\";\n")
        let stopped = try Self.render("fr", in: folder)
        #expect(stopped.title == "Titre" && stopped.body == "K")
        let rejected = try Self.render("es", in: folder)
        #expect(rejected.title == "T" && rejected.body == "K")
    }

    @Test func aStringsDictEntryReplacesTheStringsEntry() throws {
        let folder = try TemporaryFolder()
        try folder.write("L/en.lproj/Localizable.strings", "\"N\" = \"%@ files\";\n")
        try folder.write("L/fr.lproj/Localizable.strings", "\"N\" = \"%d fichiers\";\n")
        try folder.write("L/fr.lproj/Localizable.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>N</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
            <key>NSStringFormatValueTypeKey</key><string>@</string><key>one</key><string>%@ fichier</string>\
            <key>other</key><string>%@ fichiers</string></dict></dict></dict></plist>
            """)
        let check = try PushlocProcess.run(["check", "L", "--format", "json"], in: folder.root)
        let report = try #require(try JSONSerialization.jsonObject(with: check.standardOutput) as? [String: Any])
        let rules = (report["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        #expect(!rules.contains("type-mismatch"))
        try folder.write("t.json", #"{"aps":{"alert":{"loc-key":"N","loc-args":["3"]}}}"#)
        #expect(try Self.render("fr", in: folder).body == "3 fichiers")
    }
}
