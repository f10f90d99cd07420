import Foundation
import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import PushlocTestSupport
import Testing
@testable import PushlocChecking
@testable import PushlocChecks

/// Tables whose every string the app formats (SwiftGen's `tr(…)`, or `formatted-strings`): the
/// development string's `%` of prose is one error there, and nothing changes elsewhere.
@Suite struct FormattedStringsTests {
    private func check(_ files: [String: String], formatted: FormattedStrings = .none) throws -> CheckReport {
        let fixture = try TemporaryFolder()
        for (path, text) in files { try fixture.write(path, text) }
        let project = try BundleLoader.loadProject(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        var options = CheckOptions()
        options.formattedStrings = formatted
        return InMemoryCheck.check(project, options: options)
    }

    private static let everyTable = FormattedStrings(
        scopes: [.init(folder: nil, tables: ["Localizable"], reason: "SwiftGen's tr(…) in Strings.swift")], workingDirectory: "/")

    private static let files = [
        "L/en.lproj/Localizable.strings": "\"allowed\" = \"Allowed: (!@#$%^&*)\";\n\"ok\" = \"100%% sure, %d times\";\n",
        "L/de.lproj/Localizable.strings": "\"allowed\" = \"Erlaubt: (!@#$%^&*)\";\n\"ok\" = \"100%% sicher, %d Mal\";\n",
        "L/fr.lproj/Localizable.strings": "\"allowed\" = \"Autorisés : (!@#$%%^&*)\";\n\"ok\" = \"100 %% sûr, %d fois\";\n",
        "L/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan 100% of the code\";\n",
    ]

    @Test func theDevelopmentStringsPercentIsOneErrorNamingTheCopies() throws {
        let report = try check(Self.files, formatted: Self.everyTable)
        let found = report.diagnostics.map { "\($0.rule) \($0.severity) \($0.language ?? "-") \($0.table ?? "-")" }
        #expect(found == ["literal-percent error en Localizable"], "\(report.diagnostics.map(\.message))")
        let message = try #require(report.diagnostics.first?.message)
        #expect(message.contains(#"the phone shows "Allowed: (!@#$^&*)" where "Allowed: (!@#$%^&*)" is meant"#), "\(message)")
        #expect(message.contains("SwiftGen's tr(…) in Strings.swift passes every string of the Localizable table to String(format:)"))
        #expect(message.contains(#"Write "Allowed: (!@#$%%^&*)""#))
        // de keeps the '%', fr wrote '%%': only de is named.
        #expect(message.contains("The de copy keeps the '%'") && !message.contains("fr"), "\(message)")
        #expect(report.diagnostics.first?.location?.line == 1 && report.diagnostics.first?.location?.column == 28)
    }

    @Test func withoutDetectionNothingChanges() throws {
        let report = try check(Self.files)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
    }

    @Test func aTranslationsOwnPercentIsKeptWithTheReason() throws {
        let files = [
            "L/en.lproj/Localizable.strings": "\"battery\" = \"Battery level\";\n",
            "L/fr.lproj/Localizable.strings": "\"battery\" = \"Batterie (%)\";\n",
        ]
        #expect(try check(files).diagnostics.isEmpty)
        let report = try check(files, formatted: Self.everyTable)
        #expect(report.diagnostics.map { "\($0.rule) \($0.severity) \($0.language ?? "-")" } == ["literal-percent warning fr"])
        #expect(report.diagnostics.first?.message.hasSuffix("SwiftGen's tr(…) in Strings.swift passes every string of this table to String(format:)") == true)
    }

    @Test func aScopeCoversItsFolderAndTablesOnly() {
        let formatted = FormattedStrings(
            scopes: [.init(folder: "/app/App", tables: ["Localizable"], reason: "r")], workingDirectory: "/app")
        #expect(formatted.reason(bundlePath: "App/Resources", table: "Localizable") == "r")
        #expect(formatted.reason(bundlePath: "App/Resources", table: "localizable") == "r")
        #expect(formatted.reason(bundlePath: "App/Resources", table: "InfoPlist") == nil)
        #expect(formatted.reason(bundlePath: "AppClip/Resources", table: "Localizable") == nil)
        #expect(FormattedStrings.none.reason(bundlePath: "App", table: "Localizable") == nil)
    }

    @Test(arguments: ["Allowed: (!@#$%^&*)", "Progress: 100%", "50% off", "(%)", "x %% y % z"])
    func whatThePhoneShowsIsWhatFoundationFormats(_ value: String) throws {
        // Foundation on this machine formats with CF's __CFStringAppendFormatCore, as the phone does;
        // no string here reads an argument, so formatting it with none is safe.
        let format = ParsedFormat(value)
        guard format.specifiers.isEmpty else { return }
        #expect(format.substituting([]) == String(format: value), "\(value)")
        #expect(String(format: FormattedPercent.escaped(value)) == value.replacingOccurrences(of: "%%", with: "%"))
    }

    @Test func theAllowedStringLosesItsPercent() {
        #expect(String(format: "Allowed: (!@#$%^&*)") == "Allowed: (!@#$^&*)")
        #expect(FormattedPercent.escaped("100%% and 5% off%") == "100%% and 5%% off%%")
    }

    @Test func swiftGensAccessorNamesItsTables() throws {
        let structured = """
            internal enum L10n {
              internal static let allowed = L10n.tr("Localizable", "allowed", fallback: "Allowed: (!@#$%^&*)")
              internal static func title(_ p1: Any) -> String { return L10n.tr("Alerts", "title", String(describing: p1), fallback: "%@") }
            }
            extension L10n {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }
            """
        #expect(SwiftGenAccessor(text: structured)?.tables == ["Localizable", "Alerts"])
        let noFormat = """
            enum L10n {
              static let a = tr("Localizable", "a")
              static func tr(_ table: String, _ key: String) -> String { NSLocalizedString(key, tableName: table, comment: "") }
            }
            let s = String(format: "%d", 1)
            """
        #expect(SwiftGenAccessor(text: noFormat) == nil)
        let noCalls = "func tr(_ key: String, _ args: CVarArg...) -> String { String(format: NSLocalizedString(key, comment: \"\"), arguments: args) }"
        #expect(SwiftGenAccessor(text: noCalls)?.tables == ["Localizable"])
    }

    @Test func detectionReadsSwiftGensConfigurationAndUsualNames() throws {
        let folder = try TemporaryFolder()
        let accessor = "enum L10n { static let a = L10n.tr(\"Localizable\", \"a\") }\nextension L10n { private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String { String(format: key, arguments: args) } }\n"
        try folder.write("withConfig/swiftgen.yml", "output_dir: Gen\nstrings:\n  inputs: App/en.lproj\n  outputs:\n    - templateName: structured-swift5\n      output: L.swift\n")
        try folder.write("withConfig/Gen/L.swift", accessor)
        try folder.write("usual/App/Generated/Strings.swift", accessor)
        try folder.write("notGenerated/swiftgen.yml", "strings:\n  inputs: App/en.lproj/Alerts.strings\n  outputs:\n    templateName: flat-swift5\n    output: Gen/Strings.swift\n")
        try folder.write("neither/App/Generated/Strings.swift", "enum L10n {}\n")
        let root = folder.root.path
        let found = { (name: String) in FormattedStringsDetection.detected(in: root + "/" + name, workingDirectory: root) }
        #expect(found("withConfig").map(\.tables) == [["Localizable"]])
        #expect(found("withConfig").first?.reason == "SwiftGen's tr(…) in withConfig/Gen/L.swift")
        #expect(found("usual").map(\.tables) == [["Localizable"]])
        #expect(found("notGenerated").map(\.tables) == [["Alerts"]])
        #expect(found("neither").isEmpty)
        // A broken swiftgen.yml names no accessor.
        try folder.write("broken/swiftgen.yml", "strings: [\n")
        #expect(found("broken").isEmpty)
    }

    /// The folders the bundle search listed answer the detection as the file system does: the same
    /// accessors are found with the plan's listings as without them.
    @Test func detectionFromTheSearchsListingsFindsWhatTheFilesSay() throws {
        let folder = try TemporaryFolder()
        let accessor = "enum L10n { static let a = L10n.tr(\"Alerts\", \"a\") }\nextension L10n { private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String { String(format: key, arguments: args) } }\n"
        try folder.write("App/en.lproj/Alerts.strings", "\"a\" = \"b\";\n")
        try folder.write("App/Generated/Strings.swift", accessor)
        try folder.write("App/Module/Sources/Generated/L10n+Generated.swift", accessor)
        try folder.write("App/Widget/Resources/Generated/Localizable.swift", accessor)
        try folder.write("App/Tests/Generated/Strings.swift", accessor)
        try folder.write("App/Plain/Generated/Strings.swift", "enum L10n {}\n")
        try folder.write("Configured/swiftgen.yml", "strings:\n  inputs: en.lproj\n  outputs:\n    templateName: flat-swift5\n    output: Gen/Strings.swift\n")
        try folder.write("Configured/Gen/Strings.swift", accessor)
        try FileManager.default.createSymbolicLink(atPath: folder.path("App/Linked"), withDestinationPath: folder.path("App/Module"))
        let root = folder.root.path
        let plan = try BundleLoader.plan(paths: [root], workingDirectory: root)
        for name in ["", "/App", "/App/Module", "/App/Widget", "/App/Linked", "/Configured", "/missing"] {
            let listed = FormattedStringsDetection.detected(in: root + name, workingDirectory: root, listed: plan.listedFolders)
            let read = FormattedStringsDetection.detected(in: root + name, workingDirectory: root)
            #expect(listed.map(\.tables) == read.map(\.tables), "\(name)")
            #expect(listed.map(\.reason) == read.map(\.reason), "\(name)")
        }
        // The app's own, its module's (twice: once through the link), its widget's; not the tests'.
        #expect(Set(FormattedStringsDetection.detected(in: root + "/App", workingDirectory: root, listed: plan.listedFolders).map(\.reason)).count == 4)
    }
}
