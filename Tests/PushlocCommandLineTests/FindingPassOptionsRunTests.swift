import Foundation
import PushlocTestSupport
import Testing

/// `payloads`, `devtodev` and `render` take `check`'s `--only-rule`, `--baseline` and `--write-baseline`,
/// with its meaning: their findings pass through the check session's own passes.
@Suite struct FindingPassOptionsRunTests {
    /// A command that reports findings, with a file that gives two rules' findings and one that does not parse.
    struct Command: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var file: String
        var twoRules: String
        var broken: String
        /// The rule `--only-rule` keeps, and the other one the file triggers.
        var kept: String
        var other: String
        var testDescription: String { arguments[0] }
    }

    static let commands = [
        Command(arguments: ["payloads", "push.json"], file: "push.json", twoRules: #"{"aps": {"alert": {"loc-key": "new"}, "sound": 5}}"#,
                broken: #"{"aps": }"#, kept: "sound-invalid", other: "loc-args-arity"),
        Command(arguments: ["render", "push.json", "--format", "json"], file: "push.json", twoRules: #"{"aps": {"alert": {"loc-key": "new"}, "sound": 5}}"#,
                broken: #"{"aps": }"#, kept: "sound-invalid", other: "loc-args-arity"),
        Command(arguments: ["devtodev", "message.json"], file: "message.json",
                twoRules: #"{"payload": {"loc-key": "new", "text": "Hi"}, "options": {"priority": "urgent"}}"#,
                broken: #"{"payload": }"#, kept: "devtodev-priority-invalid", other: "devtodev-plain-and-loc-key"),
    ]

    private func project(_ command: Command, text: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("en.lproj/Localizable.strings", #""new" = "%@ sent a message";"#)
        try folder.write("fr.lproj/Localizable.strings", #""new" = "%@ a envoyé un message";"#)
        try folder.write(command.file, text)
        return folder
    }

    /// The rules of every finding the command printed (`render`'s languages' findings too).
    private func rules(_ result: PushlocProcess.Result) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let renders = object["renders"] as? [[String: Any]] ?? []
        let lists = [object["diagnostics"] as? [[String: Any]] ?? []] + renders.map { $0["diagnostics"] as? [[String: Any]] ?? [] }
        return lists.flatMap { $0.compactMap { $0["rule"] as? String } }
    }

    private func run(_ command: Command, _ options: [String], in folder: TemporaryFolder) throws -> PushlocProcess.Result {
        try PushlocProcess.run(command.arguments + ["--localizations", "."] + options, in: folder.root)
    }

    @Test(arguments: commands) func onlyRuleKeepsThatRuleAndSyntaxErrors(_ command: Command) throws {
        let folder = try project(command, text: command.twoRules)
        let every = try rules(try run(command, [], in: folder))
        #expect(every.contains(command.kept) && every.contains(command.other), "\(every)")
        let only = try run(command, ["--only-rule", command.kept], in: folder)
        #expect(try Set(rules(only)) == [command.kept])
        #expect(only.status == 1)
        let otherOnly = try run(command, ["--only-rule", command.other, "--only-rule", command.kept], in: folder)
        #expect(try Set(rules(otherOnly)) == [command.kept, command.other])
        try folder.write(command.file, command.broken)
        let broken = try run(command, ["--only-rule", command.kept], in: folder)
        #expect(try rules(broken) == ["syntax"])
        #expect(broken.status == 1)
    }

    @Test(arguments: commands) func aWrittenBaselineSilencesItsFindingsOnTheNextRun(_ command: Command) throws {
        let folder = try project(command, text: command.twoRules)
        let recorded = try run(command, ["--write-baseline", "all.json"], in: folder)
        #expect(recorded.status == 1)
        #expect(try Set(rules(recorded)) == [command.kept, command.other])
        let silenced = try run(command, ["--baseline", "all.json"], in: folder)
        #expect(try rules(silenced).isEmpty, "\(silenced.standardError)")
        #expect(silenced.status == 0)
        // A baseline records what the run reports (here one rule); the findings it does not hold are reported.
        let one = try run(command, ["--write-baseline", "one.json", "--only-rule", command.kept], in: folder)
        #expect(try Set(rules(one)) == [command.kept])
        let baseline = try String(contentsOf: folder.root.appendingPathComponent("one.json"), encoding: .utf8)
        #expect(baseline.contains(command.kept) && !baseline.contains(command.other))
        #expect(try Set(rules(try run(command, ["--baseline", "one.json"], in: folder))) == [command.other])
    }

    @Test(arguments: commands) func anUnknownRuleIdIsAUsageErrorAsInCheck(_ command: Command) throws {
        let folder = try project(command, text: command.twoRules)
        let result = try run(command, ["--only-rule", "sound-invalidd"], in: folder)
        let check = try PushlocProcess.run(["check", ".", "--only-rule", "sound-invalidd"], in: folder.root)
        #expect(result.status == 2)
        #expect(check.status == 2)
        #expect(result.standardError == check.standardError)
        #expect(result.standardError.contains("unknown rule id 'sound-invalidd'; did you mean 'sound-invalid'?"))
        #expect(result.standardOutput.isEmpty)
    }

    /// `render --format html` records its alerts' findings, not its coverage map's check.
    @Test func renderAsAPageRecordsTheAlertsFindings() throws {
        let folder = try project(Self.commands[1], text: #"{"aps": {"alert": {"loc-key": "new"}, "sound": 5}}"#)
        try folder.write("fr.lproj/Localizable.strings", "\"new\" = \"%@ a envoyé un message\";\n\"old\" = \"x\";\n")
        let page = try PushlocProcess.run(["render", "push.json", "--localizations", ".", "--format", "html", "--write-baseline", "b.json"], in: folder.root)
        #expect(page.status == 1)
        let baseline = try String(contentsOf: folder.root.appendingPathComponent("b.json"), encoding: .utf8)
        #expect(baseline.contains("sound-invalid") && !baseline.contains("extra-key"), "\(baseline)")
    }
}
