import PushlocConfiguration
import PushlocDiagnostics
import PushlocTestSupport
import Foundation
import Testing

@Suite struct ConfigurationLoaderTests {
    let loader = ConfigurationLoader(knownRules: ["missing-key", "empty-value", "argument-extra"], knownReporters: ["text", "xcode", "sarif"])

    @Test func readsEveryKey() throws {
        let text = """
        included: [App/Resources, Widget]
        excluded: "**/Pods/**"
        base:
          default: en
          Widget: de
        templates: server/templates
        rules:
          missing-key: off
          empty-value: error
        missing_keys: each
        reporter: xcode
        strict: true
        """
        let configuration = try loader.parse(text, file: ".pushloc.yml")
        #expect(configuration.included == ["App/Resources", "Widget"])
        #expect(configuration.excluded == ["**/Pods/**"])
        #expect(configuration.base == "en")
        #expect(configuration.base(forBundle: "Widget") == "de")
        #expect(configuration.base(forBundle: "App/Resources") == "en")
        #expect(configuration.templates == "server/templates")
        #expect(configuration.rules == ["missing-key": .off, "empty-value": .error])
        #expect(configuration.missingKeys == .each)
        #expect(configuration.reporter == "xcode")
        #expect(configuration.strict == true)
    }

    @Test func emptyFileIsTheDefault() throws {
        #expect(try loader.parse("", file: "c.yml") == CheckConfiguration())
        #expect(try loader.parse("# only a comment\n", file: "c.yml") == CheckConfiguration())
    }

    @Test func plainBaseAppliesToEveryBundle() throws {
        let configuration = try loader.parse("base: fr\n", file: "c.yml")
        #expect(configuration.base(forBundle: "Any") == "fr")
    }

    @Test(arguments: [
        ("strict: true\ncolour: always\n", 2, 1, "unknown key 'colour'"),
        ("rules:\n  missing-keys: off\n", 2, 3, "unknown rule id 'missing-keys'; did you mean 'missing-key'?"),
        ("rules:\n  empty-value: fatal\n", 2, 16, "'fatal' is not one of off, note, warning, error"),
        ("missing_keys: some\n", 1, 15, "'some' is not one of grouped, each, off"),
        ("reporter: junk\n", 1, 11, "unknown reporter 'junk'"),
        ("strict: maybe\n", 1, 9, "expected true or false"),
        ("included: {a: b}\n", 1, 11, "expected a list of paths"),
        ("- a\n- b\n", 1, 1, "the configuration must be a mapping"),
        ("rules: [a]\n", 1, 8, "'rules' must map rule ids"),
        ("base: en\n  bad: [\n", 2, 6, "invalid YAML"),
    ])
    func badInputIsLocated(text: String, line: Int, column: Int, message: String) {
        #expect {
            _ = try loader.parse(text, file: "cfg/.pushloc.yml")
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.location == SourceLocation(file: "cfg/.pushloc.yml", line: line, column: column)
                && error.message.contains(message)
                && error.description.hasPrefix("cfg/.pushloc.yml:\(line):\(column): error: ")
        }
    }

    @Test func unreadableFileIsAnError() {
        #expect(throws: ConfigurationError.self) {
            _ = try loader.load(path: "/nonexistent/.pushloc.yml")
        }
    }

    /// A named pipe in place of `.pushloc.yml` is an error that says so, at once (on a thread of its
    /// own, ``BoundedWait``, so that a regression is a failure rather than a hang).
    @Test func namedPipeIsAnErrorThatSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushloc-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent(".pushloc.yml").path
        #expect(mkfifo(pipe, 0o644) == 0)
        let loader = self.loader
        let outcome = try #require(BoundedWait.result { Result { try loader.load(path: pipe, displayPath: ".pushloc.yml") } },
                                   "reading a named pipe waited")
        #expect(throws: ConfigurationError(location: SourceLocation(file: ".pushloc.yml", line: 1, column: 1),
                                           message: "cannot read the configuration file '.pushloc.yml': it is a named pipe, not a file")) {
            _ = try outcome.get()
        }
    }

    @Test func globsMatchPathsAndFolders() {
        var configuration = CheckConfiguration()
        // The same glob syntax as `--exclude`: `*` stays within one folder, `**` crosses folders.
        configuration.excluded = ["**/Pods/**", "Vendor", "**/*.bak.strings", "*.tmp.strings"]
        #expect(configuration.isExcluded("App/Pods/X/en.lproj/Localizable.strings"))
        #expect(configuration.isExcluded("./Vendor/en.lproj/A.strings"))
        #expect(configuration.isExcluded("a/b.bak.strings"))
        #expect(!configuration.isExcluded("App/en.lproj/Localizable.strings"))
        #expect(!configuration.isExcluded("VendorKit/en.lproj/A.strings"))
        #expect(configuration.isExcluded("x.tmp.strings"))
        #expect(!configuration.isExcluded("a/x.tmp.strings"))
    }

    @Test func readsWhichTablesTheAppFormats() throws {
        #expect(try loader.parse("formatted-strings: all\n", file: "c").formattedStrings == .all)
        #expect(try loader.parse("formatted-strings: [Localizable, Alerts.strings]\n", file: "c").formattedStrings == .tables(["Localizable", "Alerts"]))
        #expect(try loader.parse("formatted_strings: Localizable\n", file: "c").formattedStrings == .tables(["Localizable"]))
        #expect(try loader.parse("strict: true\n", file: "c").formattedStrings == nil)
        for bad in ["formatted-strings: {a: b}\n", "formatted-strings: []\n", "formatted-strings: [en.lproj/Localizable]\n"] {
            #expect(throws: ConfigurationError.self, "\(bad)") { try loader.parse(bad, file: "c") }
            do {
                _ = try loader.parse(bad, file: "c")
            } catch {
                #expect(error.location.line == 1 && error.location.column == 20 && error.message.contains("formatted-strings"), "\(error)")
            }
        }
    }
}
