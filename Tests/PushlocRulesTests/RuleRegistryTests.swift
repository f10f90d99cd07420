import PushlocChecks
import PushlocDiagnostics
import PushlocRules
import Testing

@Suite struct RuleRegistryTests {
    /// A finding is made from a rule value (`Diagnostic(RuleDescription.x, …)`), so an emitted id is
    /// the id of a declared value; what is left to check is that every declared value is registered.
    /// One file per rule, named after its id, and the registry lists as many rules as there are files.
    @Test func everyRuleFileIsOneRegisteredRule() throws {
        let ruleFiles = try SourceTree.swiftSources().map(\.path).filter { path in
            path.hasPrefix("Sources/PushlocRules/") && path.dropFirst("Sources/PushlocRules/".count).contains("/")
        }
        let names = Set(ruleFiles.map { path in String(path.split(separator: "/").last?.dropLast(".swift".count) ?? "") })
        for rule in RuleRegistry.all {
            let name = rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            #expect(names.contains(name), "\(rule.id) has no file \(name).swift under Sources/PushlocRules")
        }
        #expect(ruleFiles.count == RuleRegistry.all.count, "rule files that the registry does not list")
    }

    /// A rule that reports some findings at another severity names that level beside the rule, and its
    /// summary says so.
    @Test func everyNamedLevelDiffersFromItsRulesDefaultAndIsInTheSummary() {
        let levels: [RuleLevel] = [
            .duplicateKeySameValue, .unknownEscapeShownAsMeant, .appShortcutUnknownToken, .locArgsArityExtraArguments,
            .invalidSpecifierDroppedPercent, .contentAvailableZero, .mutableContentZero, .typeMismatchSizeOnly,
        ]
        for level in levels {
            #expect(RuleRegistry.rule(level.rule.id) == level.rule)
            #expect(level.severity != level.rule.defaultSeverity, "\(level.rule.id)")
            let article = level.severity == .error ? "an" : "a"
            #expect(level.rule.summary.contains("(\(article) \(level.severity.rawValue)"), "\(level.rule.id): \(level.rule.summary)")
        }
        #expect(RuleDescription.syntax.level.severity == .error)
    }

    @Test func everyRuleIsDescribedOnce() {
        #expect(RuleRegistry.ids.count == RuleRegistry.all.count)
        #expect(RuleRegistry.all.map(\.id) == RuleRegistry.all.map(\.id).sorted())
        for rule in RuleRegistry.all {
            #expect(!rule.summary.isEmpty && !rule.help.isEmpty, "\(rule.id)")
            #expect(rule.examples.contains { $0.triggers } && rule.examples.contains { !$0.triggers }, "\(rule.id)")
            #expect(!rule.summary.hasSuffix("."), "\(rule.id)")
        }
    }

    @Test func onlySyntaxAndUnreadableFileAreMandatory() {
        #expect(RuleRegistry.all.filter(\.isMandatory).map(\.id) == [RuleDescription.syntax.id, RuleDescription.unreadableFile.id])
        #expect(RuleRegistry.rule(RuleDescription.syntax.id)?.defaultSeverity == .error)
    }

}

/// `pushloc rules` marks the rules `--fix` corrects; each one's example is fixed through the binary
/// (RuleExamplesRunTests).
@Suite struct FixableRuleTests {
    @Test func theFixerTakesItsRulesFromTheirDescriptions() {
        #expect(StringsFixer.rules == Set(["unknown-escape", "duplicate-key", "broken-specifier"]))
    }

    @Test func theListingMarksFixableRulesAndOneRuleShowsInFull() throws {
        let listing = RuleListing.text(RuleRegistry.all)
        let line = try #require(listing.split(separator: "\n").first { $0.hasPrefix("unknown-escape ") })
        #expect(line.contains(" fixable "))
        #expect(listing.split(separator: "\n").first { $0.hasPrefix("syntax ") }?.contains("fixable") == false)
        let detail = RuleListing.detail(.unknownEscape)
        #expect(detail.hasPrefix("unknown-escape: "))
        #expect(detail.contains("--fix corrects"))
        #expect(RuleListing.detail(.brokenSpecifier).contains("Reported by pushloc check . --format json:\n") && RuleListing.detail(.brokenSpecifier).contains("    tr.lproj/Localizable.strings:\n        \"more\" = \"+% daha\";\n"))
        #expect(RuleListing.detail(.syntax).contains("always") && RuleListing.detail(.syntax).contains("not corrected by --fix"))
    }
}
