import Foundation
import PushlocTestSupport
import Testing

/// Apps that pass every string through `String(format:)` (issue 43, item 5), through the binary: one
/// with SwiftGen's `swiftgen.yml` and generated `Strings.swift`, one that says so in `.pushloc.yml`,
/// and one with neither, where nothing changes.
@Suite struct FormattedStringsRunTests {
    static let tables = [
        "App/en.lproj/Localizable.strings": "\"allowed\" = \"Allowed: (!@#$%^&*)\";\n\"count\" = \"%d items, 100%% done\";\n",
        "App/de.lproj/Localizable.strings": "\"allowed\" = \"Erlaubt: (!@#$%^&*)\";\n\"count\" = \"%d Einträge, 100 %% fertig\";\n",
        "App/it.lproj/Localizable.strings": "\"allowed\" = \"Consentiti: (!@#$%^&*)\";\n\"count\" = \"%d elementi, 100%% fatto\";\n",
        "App/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan 100% of the code\";\n",
    ]

    static let accessor = """
        // swiftlint:disable all
        // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
        import Foundation
        internal enum L10n {
          /// Allowed: (!@#$%^&*)
          internal static let allowed = L10n.tr("Localizable", "allowed", fallback: "Allowed: (!@#$%^&*)")
          /// Plural format key: "%d items, 100%% done"
          internal static func count(_ p1: Int) -> String {
            return L10n.tr("Localizable", "count", p1, fallback: "%d items, 100%% done")
          }
        }
        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
            let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }

        """

    private func findings(_ extra: [String: String]) throws -> [PhoneMessageRunTests.Finding] {
        let folder = try TemporaryFolder()
        for (path, text) in Self.tables.merging(extra, uniquingKeysWith: { $1 }) { try folder.write(path, text) }
        return try PhoneMessageRunTests.check(folder).findings
    }

    @Test func swiftGensAccessorMakesTheDevelopmentStringsPercentOneError() throws {
        let found = try findings([
            "swiftgen.yml": "strings:\n  inputs: App/en.lproj/Localizable.strings\n  outputs:\n    - templateName: structured-swift5\n      output: App/Generated/Strings.swift\n",
            "App/Generated/Strings.swift": Self.accessor,
        ])
        #expect(found.map { "\($0.rule) \($0.severity) \($0.language ?? "-") \($0.file ?? "-"):\($0.line ?? 0)" }
            == ["literal-percent error en App/en.lproj/Localizable.strings:1"], "\(found.map(\.message))")
        let message = try #require(found.first?.message)
        #expect(message.contains(#"the phone shows "Allowed: (!@#$^&*)" where "Allowed: (!@#$%^&*)" is meant"#), "\(message)")
        #expect(message.contains("SwiftGen's tr(…) in App/Generated/Strings.swift passes every string of the Localizable table"))
        #expect(message.contains("The de, it copies keep the '%'"), "\(message)")
    }

    @Test func theUsualGeneratedNameIsFoundWithoutAConfiguration() throws {
        let found = try findings(["App/Generated/Strings.swift": Self.accessor])
        #expect(found.map { "\($0.rule) \($0.severity) \($0.language ?? "-")" } == ["literal-percent error en"], "\(found.map(\.message))")
    }

    @Test func theConfigurationKeySaysEveryStringIsFormatted() throws {
        let all = try findings([".pushloc.yml": "formatted-strings: all\n"])
        // Every table: InfoPlist's '%' too.
        #expect(all.map { "\($0.rule) \($0.severity) \($0.language ?? "-") \($0.file ?? "-")" }.sorted() == [
            "literal-percent error en App/en.lproj/InfoPlist.strings",
            "literal-percent error en App/en.lproj/Localizable.strings",
        ], "\(all.map(\.message))")
        // `% o` of "100% of" reads an argument nobody passes: what it shows is garbage.
        #expect(all.contains { $0.message.contains(#"the phone shows "Scan 100 ??f the code" (??: garbage)"#) && $0.message.contains("'% o' reads an argument the app does not pass") },
                "\(all.map(\.message))")
        let named = try findings([".pushloc.yml": "formatted-strings: [Localizable]\n"])
        #expect(named.map { "\($0.rule) \($0.severity) \($0.language ?? "-")" } == ["literal-percent error en"], "\(named.map(\.message))")
        #expect(named.first?.message.contains("the app (formatted-strings in .pushloc.yml) passes every string") == true)
    }

    @Test func withNeitherNothingIsReported() throws {
        #expect(try findings([:]).isEmpty)
        // A Strings.swift that formats nothing is no accessor.
        #expect(try findings(["App/Generated/Strings.swift": "enum L10n { static let a = \"a\" }\n"]).isEmpty)
    }

    @Test func aBadConfigurationValueNamesItsPlace() throws {
        let folder = try TemporaryFolder()
        for (path, text) in Self.tables { try folder.write(path, text) }
        try folder.write(".pushloc.yml", "strict: true\nformatted-strings: {Localizable: yes}\n")
        let run = try PushlocProcess.run(["check", "."], in: folder.root)
        let error = run.standardError
        #expect(run.status != 0)
        #expect(error.contains(".pushloc.yml:2:20") && error.contains("'formatted-strings' takes all"), "\(error)")
    }
}
