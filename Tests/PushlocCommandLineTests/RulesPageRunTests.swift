import Foundation
import PushlocTestSupport
import Testing

/// The command that regenerates `Documentation/Rules.md` prints exactly that file.
@Suite struct RulesPageRunTests {
    @Test func rulesFormatMarkdownPrintsTheRulesPage() throws {
        let run = try PushlocProcess.run(["rules", "--format", "markdown"], in: Repository.root)
        #expect(run.status == 0)
        let page = try String(contentsOf: Repository.root.appendingPathComponent("Documentation/Rules.md"), encoding: .utf8)
        #expect(String(decoding: run.standardOutput, as: UTF8.self) == page,
                "regenerate it: swift run pushloc rules --format markdown > Documentation/Rules.md")
    }

    @Test func oneRuleInMarkdownIsItsSection() throws {
        let run = try PushlocProcess.run(["rules", "duplicate-key", "--format", "markdown"], in: Repository.root)
        let text = String(decoding: run.standardOutput, as: UTF8.self)
        #expect(run.status == 0 && text.hasPrefix("## duplicate-key\n") && text.contains("Reported by `pushloc"))
    }
}
