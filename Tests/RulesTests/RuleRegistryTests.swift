import Checks
import Diagnostics
import Rules
import Testing

@Suite struct RuleRegistryTests {
    @Test func everyIDTheCodeCanEmitIsInTheRegistry() throws {
        var owners = Set<String>()
        var emitted = Set<String>()
        for file in try SourceTree.swiftSources() where !file.path.hasPrefix("Sources/Rules/") {
            for constant in EmittedRuleIDs.constants(in: file.text) {
                owners.insert(constant.owner)
                emitted.insert(constant.id)
            }
            emitted.formUnion(EmittedRuleIDs.literalArguments(in: file.text))
        }
        // The scan saw every enum that spells ids as literals (a scanner that finds nothing would pass
        // vacuously); `CheckRule` takes its ids from the registry, so it has none.
        #expect(owners == EmittedRuleIDs.enumNames.subtracting(["CheckRule"]))
        #expect(emitted.count > 90)
        // Nested enums too: StringsDictChecks.Rule and CatalogLoader.Rule.
        #expect(emitted.isSuperset(of: ["plural-missing-other", "missing-development-language"]))
        let unknown = emitted.subtracting(RuleRegistry.ids).sorted()
        #expect(unknown.isEmpty, "ids the code emits that the registry lacks: \(unknown)")
    }

    @Test func idsOfThisModuleComeFromTheRegistry() {
        for id in [CheckRule.labelTooLong, CheckRule.labelFormat, CheckRule.bidiControl, CheckRule.unusedSuppression] {
            #expect(RuleRegistry.rule(id) != nil)
        }
    }

    @Test func everyRuleIsDescribedOnce() {
        #expect(RuleRegistry.ids.count == RuleRegistry.all.count)
        #expect(RuleRegistry.all.map(\.id) == RuleRegistry.all.map(\.id).sorted())
        for rule in RuleRegistry.all {
            #expect(!rule.summary.isEmpty && !rule.help.isEmpty, "\(rule.id)")
            if let prose = rule.proseExamples {
                #expect(!prose.correct.isEmpty && !prose.incorrect.isEmpty && prose.correct != prose.incorrect, "\(rule.id)")
            }
            #expect(!rule.summary.hasSuffix("."), "\(rule.id)")
        }
    }

    @Test func onlySyntaxAndUnreadableFileAreMandatory() {
        #expect(RuleRegistry.all.filter(\.isMandatory).map(\.id) == [RuleID.syntax, RuleDescription.unreadableFile.id])
        #expect(RuleRegistry.rule(RuleID.syntax)?.defaultSeverity == .error)
    }

    @Test func theREADMETableListsExactlyTheRegistry() throws {
        let readme = try SourceTree.text("README.md")
        let table = try #require(RuleTable.section(of: readme))
        #expect(table == RuleListing.markdown(RuleRegistry.all))
    }
}

/// `pushloc rules` marks the rules `--fix` corrects: exactly those the fixer makes edits for.
@Suite struct FixableRuleTests {
    @Test func theFixableRulesAreTheFixersRules() {
        #expect(Set(RuleRegistry.all.filter(\.isFixable).map(\.id)) == StringsFixer.rules)
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
