import Foundation
import PushlocTestSupport
import Testing

/// Every rule proves itself: each example `pushloc rules --format json` lists is run through the
/// executable, in a folder holding only its files, and the rule reports exactly where the example says
/// it does: a triggering example marks the place (`path:line:column`) its finding lands.
@Suite struct RuleExamplesRunTests {
    /// One example as the listing gives it.
    private struct Example: Sendable {
        var rule: String
        var triggers: Bool
        var files: [(path: String, text: String)]
        var arguments: [String]
        var mandatory: Bool
        var fixable: Bool
        /// Where a triggering example's finding lands: `path:line:column`, or `the command line`.
        var place: String?
    }

    /// The listing as `pushloc rules --format json` writes it.
    private struct Listing: Decodable {
        struct Rule: Decodable {
            var id: String
            var mandatory: Bool
            var fixable: Bool
            var examples: [ListedExample]
        }

        struct ListedExample: Decodable {
            var triggers: Bool
            var files: [String: String]
            var args: [String]
            var at: String?
        }

        var rules: [Rule]
    }

    /// The rules and their examples, from `pushloc rules --format json`. Read with `JSONDecoder`, which
    /// keeps a file's leading U+FEFF (`JSONSerialization` drops it, and `json-bom` needs it).
    private func listedExamples() throws -> [String: [Example]] {
        let folder = try TemporaryFolder()
        let listing = try PushlocProcess.run(["rules", "--format", "json"], in: folder.root)
        let rules = try JSONDecoder().decode(Listing.self, from: listing.standardOutput).rules
        var result: [String: [Example]] = [:]
        for rule in rules {
            result[rule.id] = rule.examples.map { example in
                Example(
                    rule: rule.id, triggers: example.triggers,
                    files: example.files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, arguments: example.args,
                    mandatory: rule.mandatory, fixable: rule.fixable, place: example.at)
            }
        }
        return result
    }

    /// The rule ids and places of the output's findings: every object with a `"rule"` string anywhere in
    /// its JSON, with its `"file"` when it has one.
    private static func reportedFindings(in output: Data) -> [(rule: String, file: String?, place: String)]? {
        guard let document = try? JSONSerialization.jsonObject(with: output) else { return nil }
        var found: [(rule: String, file: String?, place: String)] = []
        var pending: [Any] = [document]
        while let value = pending.popLast() {
            if let object = value as? [String: Any] {
                if let rule = object["rule"] as? String {
                    let file = object["file"] as? String
                    let place = file.map { "\($0):\(object["line"] as? Int ?? 0):\(object["column"] as? Int ?? 0)" } ?? "the command line"
                    found.append((rule, file, place))
                }
                pending.append(contentsOf: object.values)
            } else if let array = value as? [Any] {
                pending.append(contentsOf: array)
            }
        }
        return found
    }

    /// Runs `files` with the example's arguments (after `pushloc check . --fix` with `fixing`); the
    /// findings, or a description of what went wrong.
    private static func run(_ example: Example, files: [(path: String, text: String)], fixing: Bool = false) -> Result<[(rule: String, file: String?, place: String)], Failure> {
        do {
            let folder = try TemporaryFolder()
            for file in files { try folder.write(file.path, file.text) }
            if fixing { _ = try PushlocProcess.run(["check", ".", "--fix"], in: folder.root) }
            let result = try PushlocProcess.run(example.arguments, in: folder.root)
            guard let reported = reportedFindings(in: result.standardOutput) else {
                return .failure(Failure("\(example.rule): `pushloc \(example.arguments.joined(separator: " "))` printed no JSON: \(result.standardError.prefix(300))"))
            }
            return .success(reported)
        } catch {
            return .failure(Failure("\(example.rule): \(error)"))
        }
    }

    /// A description of what went wrong.
    private struct Failure: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }

    /// Runs one example; a description of what went wrong, or nil when the rule behaved as it says.
    ///
    /// A triggering example of a rule that can be turned off is run twice more: with `.pushloc.yml`
    /// turning the rule off, and, where the finding is in a `.strings` file, with a `pushloc:disable`
    /// comment for the rule at the top of that file. Neither may report it.
    private static func mismatch(_ example: Example) -> String? {
        let reported: [(rule: String, file: String?, place: String)]
        switch run(example, files: example.files) {
        case .failure(let failure): return failure.text
        case .success(let findings): reported = findings
        }
        let mine = reported.filter { $0.rule == example.rule }
        guard mine.isEmpty != example.triggers else {
            let expectation = example.triggers ? "reports nothing of it" : "reports it"
            return "\(example.rule): an example that \(example.triggers ? "triggers" : "does not trigger") \(expectation) (reported: \(Set(reported.map(\.rule)).sorted()))"
        }
        if example.triggers, let place = example.place, !mine.contains(where: { $0.place == place }) {
            return "\(example.rule): its example marks a finding at \(place), and it is reported at \(mine.map(\.place))"
        }
        guard example.triggers, !example.mandatory else { return nil }
        let off = example.files + [(".pushloc.yml", "rules:\n  \(example.rule): off\n")]
        switch run(example, files: off) {
        case .failure(let failure): return failure.text
        case .success(let findings) where findings.contains(where: { $0.rule == example.rule }):
            return "\(example.rule): `.pushloc.yml` turns it off, and `pushloc \(example.arguments.joined(separator: " "))` still reports it"
        case .success: break
        }
        let commented = Set(mine.compactMap(\.file).filter { $0.hasSuffix(".strings") })
        guard !commented.isEmpty else { return nil }
        let suppressed = example.files.map { file in
            commented.contains(file.path) ? (file.path, "// pushloc:disable \(example.rule)\n" + file.text) : file
        }
        switch run(example, files: suppressed) {
        case .failure(let failure): return failure.text
        case .success(let findings) where findings.contains(where: { $0.rule == example.rule }):
            return "\(example.rule): a `// pushloc:disable \(example.rule)` comment does not silence it"
        case .success: return nil
        }
    }

    @Test func everyRuleHasAnExampleThatTriggersAndOneThatDoesNot() throws {
        let listed = try listedExamples()
        #expect(listed.count > 90)
        let lacking = listed.filter { !$0.value.contains { $0.triggers } || !$0.value.contains { !$0.triggers } }.keys.sorted()
        #expect(lacking.isEmpty, "rules without a triggering and a non-triggering example: \(lacking)")
        let unplaced = listed.values.flatMap { $0 }.filter { $0.triggers && $0.place == nil }.map(\.rule)
        #expect(unplaced.isEmpty, "triggering examples that mark no place: \(unplaced)")
    }

    /// A rule `pushloc rules` lists as fixable has a triggering example that `pushloc check . --fix`
    /// corrects (some findings of a fixable rule have no one right answer, and stay).
    @Test func everyFixableRuleFixesOneOfItsExamples() throws {
        let fixable = try listedExamples().values.filter { $0.first?.fixable == true }
        #expect(fixable.count >= 3)
        for examples in fixable {
            let fixed = examples.filter(\.triggers).contains { example in
                guard case .success(let findings) = Self.run(example, files: example.files, fixing: true) else { return false }
                return !findings.contains { $0.rule == example.rule }
            }
            #expect(fixed, "\(examples.first?.rule ?? ""): listed as fixable, and `pushloc check . --fix` corrects none of its examples")
        }
    }

    @Test func everyExampleBehavesAsItSays() async throws {
        let examples = try listedExamples().values.flatMap { $0 }
        let failures = await withTaskGroup(of: String?.self) { group in
            var next = 0
            var failures: [String] = []
            // Four runs at a time: each is a process of its own.
            while next < min(4, examples.count) { let example = examples[next]; group.addTask { Self.mismatch(example) }; next += 1 }
            while let outcome = await group.next() {
                if let outcome { failures.append(outcome) }
                if next < examples.count { let example = examples[next]; group.addTask { Self.mismatch(example) }; next += 1 }
            }
            return failures.sorted()
        }
        #expect(failures.isEmpty, "\(failures.count) examples: \(failures.prefix(10).joined(separator: "\n"))")
    }
}
