import Foundation
import PushlocTestSupport
import Testing

/// Every rule proves itself: each example `pushloc rules --format json` lists is run through the
/// executable, in a folder holding only its files, and the rule reports exactly where the example says
/// it does.
@Suite struct RuleExamplesRunTests {
    /// One example as the listing gives it.
    private struct Example: Sendable {
        var rule: String
        var triggers: Bool
        var files: [(path: String, text: String)]
        var arguments: [String]
    }

    /// The listing as `pushloc rules --format json` writes it.
    private struct Listing: Decodable {
        struct Rule: Decodable {
            var id: String
            var examples: [ListedExample]
        }

        struct ListedExample: Decodable {
            var triggers: Bool
            var files: [String: String]
            var args: [String]
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
                    files: example.files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, arguments: example.args)
            }
        }
        return result
    }

    /// The rule ids the output's findings carry: every `"rule"` string anywhere in its JSON.
    private static func reportedRules(in output: Data) -> Set<String>? {
        guard let document = try? JSONSerialization.jsonObject(with: output) else { return nil }
        var found = Set<String>()
        var pending: [Any] = [document]
        while let value = pending.popLast() {
            if let object = value as? [String: Any] {
                if let rule = object["rule"] as? String { found.insert(rule) }
                pending.append(contentsOf: object.values)
            } else if let array = value as? [Any] {
                pending.append(contentsOf: array)
            }
        }
        return found
    }

    /// Runs one example; a description of what went wrong, or nil when the rule behaved as it says.
    private static func mismatch(_ example: Example) -> String? {
        do {
            let folder = try TemporaryFolder()
            for file in example.files { try folder.write(file.path, file.text) }
            let result = try PushlocProcess.run(example.arguments, in: folder.root)
            guard let reported = reportedRules(in: result.standardOutput) else {
                return "\(example.rule): `pushloc \(example.arguments.joined(separator: " "))` printed no JSON: \(result.standardError.prefix(300))"
            }
            guard reported.contains(example.rule) != example.triggers else { return nil }
            let expectation = example.triggers ? "reports nothing of it" : "reports it"
            return "\(example.rule): an example that \(example.triggers ? "triggers" : "does not trigger") \(expectation) (reported: \(reported.sorted()))"
        } catch {
            return "\(example.rule): \(error)"
        }
    }

    @Test func everyRuleHasAnExampleThatTriggersAndOneThatDoesNot() throws {
        let listed = try listedExamples()
        #expect(listed.count > 90)
        let lacking = listed.filter { !$0.value.contains { $0.triggers } || !$0.value.contains { !$0.triggers } }.keys.sorted()
        #expect(lacking.isEmpty, "rules without a triggering and a non-triggering example: \(lacking)")
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
