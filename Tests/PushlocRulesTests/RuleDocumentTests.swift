import PushlocRules
import Testing

/// `Documentation/Rules.md` is generated from the registry, and stays equal to it.
@Suite struct RuleDocumentTests {
    @Test func theRulesPageIsTheRegistrys() throws {
        let page = try SourceTree.text("Documentation/Rules.md")
        #expect(page == RuleDocument.page(RuleRegistry.all), "Documentation/Rules.md differs from the rule registry; regenerate it: \(RuleDocument.regenerationCommand)")
    }

    @Test func everyRuleHasARowThatLinksToItsSection() {
        let page = RuleDocument.page(RuleRegistry.all)
        for rule in RuleRegistry.all {
            #expect(page.contains("| [`\(rule.id)`](#\(rule.id)) |"), "\(rule.id)")
            #expect(page.contains("\n## \(rule.id)\n"), "\(rule.id)")
        }
    }

    @Test func aSectionShowsSeverityFixHelpAndEveryExample() {
        let section = RuleDocument.section(.unknownEscape)
        #expect(section.hasPrefix("## unknown-escape\n\n"))
        #expect(section.contains("**warning** by default; `pushloc check --fix` corrects it."))
        #expect(section.contains("Reported by `pushloc check . --format json`:"))
        #expect(section.contains("Accepted by `pushloc check . --format json`:"))
        #expect(RuleDocument.section(.syntax).contains("**error**, always: `.pushloc.yml` cannot change it; not corrected by `--fix`."))
    }

    /// Summaries and help are plain text: `\%`, `<lang>`, `*` and `$` show as written.
    @Test func proseIsEscapedForMarkdown() {
        #expect(RuleDocument.prose(#"a \% b <lang>.lproj *-loc-* pt_BR `x` %1$@ %3$@"#) == #"a \\% b \<lang>.lproj \*-loc-\* pt\_BR \`x\` %1\$@ %3\$@"#)
        #expect(RuleDocument.page(RuleRegistry.all).contains(#"inside a \<lang>.lproj folder"#))
    }

    /// A payload example near the size limit is shortened on the page, never cut silently.
    @Test func longExampleLinesAreShortenedAndSaySo() {
        let section = RuleDocument.section(.payloadTooLarge)
        #expect(section.contains("characters left out) …"))
        #expect(section.split(separator: "\n").allSatisfy { $0.count < 400 })
    }
}
