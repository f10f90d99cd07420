import Foundation
import PushlocTestSupport
import Testing

/// `pushloc check` takes suppressions from the documents it checked: a UTF-16 `.strings` file with CR LF
/// line breaks, a loose file, and a String Catalog key's `comment`.
@Suite struct SuppressionCheckTests {
    static func check(_ folder: TemporaryFolder, _ paths: [String] = []) throws -> String {
        let run = try PushlocProcess.run(["check", "--format", "json"] + paths, in: folder.root)
        return String(decoding: run.standardOutput, as: UTF8.self)
    }

    @Test func aUTF16FileWithCRLFIsSuppressed() throws {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", "\"A\" = \"%@\";\n")
        let french = "// pushloc:disable argument-extra\r\n\"A\" = \"%@ %@\";\r\n"
        try folder.write("Localizations/fr.lproj/Localizable.strings",
                         bytes: [0xFF, 0xFE] + french.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let json = try Self.check(folder)
        #expect(!json.contains("argument-extra") && !json.contains("unused-suppression"), "\(json)")
    }

    /// The second file of a table whose name differs only in case is reported and not loaded; it is read
    /// for its comments only, so one there silences `table-name-case`, and its syntax error adds nothing.
    @Test func aCommentInTheUnloadedFileOfATableSilencesTableNameCase() throws {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/InfoPlist.strings", "\"A\" = \"a\";\n")
        try folder.write("Localizations/fr.lproj/InfoPlist.strings", "\"A\" = \"b\";\n")
        try folder.write("Localizations/fr.lproj/infoPlist.strings", "\"B\" = \"c\"\n")
        let reported = try Self.check(folder)
        #expect(reported.contains("table-name-case") && !reported.contains("\"syntax\""), "\(reported)")
        try folder.write("Localizations/fr.lproj/infoPlist.strings", "// pushloc:disable table-name-case\n\"B\" = \"c\"\n")
        let silenced = try Self.check(folder)
        #expect(!silenced.contains("table-name-case") && !silenced.contains("\"syntax\"") && !silenced.contains("unused-suppression"), "\(silenced)")
    }

    @Test func aLooseFileIsSuppressed() throws {
        let folder = try TemporaryFolder()
        try folder.write("Loose.strings", "/* pushloc:disable:next mixed-positional */\n\"A\" = \"%1$@ %@\";\n")
        let json = try Self.check(folder, ["Loose.strings"])
        #expect(!json.contains("mixed-positional") && !json.contains("unused-suppression"), "\(json)")
    }

    @Test func aCatalogKeysCommentSparesItsFindings() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Localizable.xcstrings", #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "A %@" : {
                  "comment" : "pushloc:disable:next argument-extra",
                  "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ %@" } } }
                },
                "B %@" : {
                  "comment" : "Greeting. pushloc:disable empty-value",
                  "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ %@" } } }
                }
              },
              "version" : "1.0"
            }
            """#)
        let json = try Self.check(folder, ["App"])
        let diagnostics = json.components(separatedBy: #"{"rule":"#).dropFirst()
        let found = diagnostics.map { $0.prefix { $0 != "," } + " " + ($0.contains(#""key":"A %@""#) ? "A" : $0.contains(#""key":"B %@""#) ? "B" : "-") }
        #expect(found.sorted() == [#""argument-extra" B"#, #""unused-suppression" -"#], "\(json)")
        #expect(json.contains(#""line":8,"column":5"#), "\(json)")
    }
}
