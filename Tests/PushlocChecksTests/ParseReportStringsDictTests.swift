import Testing
import PushlocStringsFile
@testable import PushlocChecks
@testable import PushlocWorkflows

@Suite("parse report for .stringsdict")
struct ParseReportStringsDictTests {
    static let text = """
        <plist version="1.0"><dict>
        <key>k</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>other</key><string>%d items</string>
            <key>one</key><string>%d item</string>
          </dict>
        </dict></dict></plist>
        """

    @Test func jsonHasEntriesVariablesAndLocatedFormsInCategoryOrder() {
        let document = StringsDictParser.parse(Array(Self.text.utf8), path: "en.lproj/Localizable.stringsdict")
        let json = ParseReport.json(document)
        #expect(json == """
            {"file":"en.lproj/Localizable.stringsdict","entries":[{"key":"k","line":2,"column":1,"format":"%#@n@",\
            "variables":[{"name":"n","specType":"NSStringPluralRuleType","valueType":"d","forms":[\
            {"category":"one","value":"%d item","line":8,"column":27},\
            {"category":"other","value":"%d items","line":7,"column":29}]}]}],"diagnostics":[]}

            """)
    }

    @Test func textListsFormsAndDiagnostics() {
        let document = StringsDictParser.parse(Array("<plist><dict><key>a</key><string>x</dict></plist>".utf8), path: "x.stringsdict")
        let text = ParseReport.text(document)
        #expect(text == """
            x.stringsdict (stringsdict, 0 entries)
            x.stringsdict:1:35: error: malformed property list: the close tag </dict> does not match the open tag <string> [syntax]

            """)
        let good = ParseReport.text(StringsDictParser.parse(Array(Self.text.utf8), path: "x.stringsdict"))
        #expect(good.contains("    %#@n@ (d)\n      8:27  one = \"%d item\"\n      7:29  other = \"%d items\"\n"))
    }
}
