import PushlocConfiguration
import PushlocDiagnostics
import Testing

/// The default loader accepts exactly the registry's rule ids, and keeps `syntax` on.
@Suite struct RegistryRulesTests {
    let loader = ConfigurationLoader()

    @Test(arguments: ["literal-percent", "bidi-control", "missing-development-language", "stringsdict-format-key", "xcstrings-version", "too-many-specifiers"])
    func idsThatCheckReportsAreAccepted(id: String) throws {
        let configuration = try loader.parse("rules:\n  \(id): off\n", file: ".pushloc.yml")
        #expect(configuration.rules == [id: .off])
    }

    @Test(arguments: ["off", "warning"])
    func syntaxCannotBeTurnedOffOrLowered(setting: String) {
        #expect {
            _ = try loader.parse("rules:\n  empty-value: off\n  syntax: \(setting)\n", file: ".pushloc.yml")
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.location == SourceLocation(file: ".pushloc.yml", line: 3, column: 11)
                && error.message.hasPrefix("'syntax' cannot be ")
        }
    }

    @Test func syntaxAsAnErrorIsAccepted() throws {
        #expect(try loader.parse("rules:\n  syntax: error\n", file: ".pushloc.yml").rules == ["syntax": .error])
    }
}
