import JSON

/// The registry's rules as `pushloc rules` prints them, and as the README's rule table shows them.
public enum RuleListing {
    /// One line per rule: id, default severity and summary in columns (as `swiftlint rules` lists).
    public static func text(_ rules: [RuleDescription]) -> String {
        let idWidth = rules.map(\.id.count).max() ?? 0
        var result = ""
        for rule in rules {
            let severity = rule.defaultSeverity.rawValue
            result += rule.id.padded(to: idWidth + 2) + severity.padded(to: 9) + rule.summary + "\n"
        }
        return result
    }

    /// `{"rules":[{"id","severity","mandatory","summary","help","examples":{"correct","incorrect"}}]}` and a newline.
    public static func json(_ rules: [RuleDescription]) -> String {
        let entries: [JSONValue] = rules.map { rule in
            .object(JSONObject([
                JSONMember(key: "id", value: .string(rule.id)),
                JSONMember(key: "severity", value: .string(rule.defaultSeverity.rawValue)),
                JSONMember(key: "mandatory", value: .bool(rule.isMandatory)),
                JSONMember(key: "summary", value: .string(rule.summary)),
                JSONMember(key: "help", value: .string(rule.help)),
                JSONMember(key: "examples", value: .object(JSONObject([
                    JSONMember(key: "correct", value: .string(rule.examples.correct)),
                    JSONMember(key: "incorrect", value: .string(rule.examples.incorrect)),
                ]))),
            ]))
        }
        let document: JSONValue = .object(JSONObject([JSONMember(key: "rules", value: .array(entries))]))
        return String(decoding: JSONWriter.serialize(document), as: UTF8.self) + "\n"
    }

    /// A Markdown table: rule, severity, summary (the README's "Rules" table).
    public static func markdown(_ rules: [RuleDescription]) -> String {
        var result = "| rule | severity | what |\n|---|---|---|\n"
        for rule in rules {
            let summary = rule.summary.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
            result += "| `\(rule.id)` | \(rule.defaultSeverity.rawValue) | \(summary) |\n"
        }
        return result
    }
}

extension String {
    /// The string followed by spaces up to `length` characters (never cut).
    fileprivate func padded(to length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
