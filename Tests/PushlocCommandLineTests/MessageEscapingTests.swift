import Foundation
import PushlocTestSupport
import Testing

/// A message that quotes what the user typed shows its control characters escaped: a line break or an
/// escape sequence in an argument never reaches the terminal raw.
@Suite struct MessageEscapingTests {
    @Test(arguments: ["argument-extra\n", "argument-extra\r", "\u{1B}[31margument-extra", "argument\u{2028}extra"])
    func anUnknownRuleIdIsShownEscaped(_ id: String) throws {
        let folder = try TemporaryFolder()
        let run = try PushlocProcess.run(["rules", id], in: folder.root)
        #expect(run.status == 2)
        #expect(run.standardError.contains("no rule '"), "\(run.standardError)")
        #expect(!run.standardError.dropLast().contains("\n") && !run.standardError.contains("\r") && !run.standardError.contains("\u{1B}"),
                "\(run.standardError.debugDescription)")
    }

    @Test(arguments: [["check", "--format", "te\nxt", "."], ["check", "--format=te\nxt", "."], ["chekc\n"], ["payloads", "--max-bytes", "1\n2", "p.json"]])
    func argumentsQuotedByTheParserAreShownEscaped(_ arguments: [String]) throws {
        let folder = try TemporaryFolder()
        let run = try PushlocProcess.run(arguments, in: folder.root)
        #expect(run.status == 2)
        let value = arguments.last { $0.contains("\n") } ?? ""
        let raw = value.split(separator: "=").last.map(String.init) ?? value
        #expect(!run.standardError.contains(raw), "\(run.standardError.debugDescription)")
    }
}
