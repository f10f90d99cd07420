/// The registry's rules as `pushloc rules` prints them in text; ``RuleDocument`` writes them as
/// Markdown, and the command line writes the JSON form.
public enum RuleListing {
    /// One line per rule: id, default severity, `fixable` when `--fix` corrects it, and summary, in
    /// columns (as `swiftlint rules` lists them).
    public static func text(_ rules: [RuleDescription]) -> String {
        let idWidth = rules.map(\.id.count).max() ?? 0
        var result = ""
        for rule in rules {
            let severity = rule.defaultSeverity.rawValue
            result += rule.id.padded(to: idWidth + 2) + severity.padded(to: 9) + (rule.isFixable ? "fixable" : "").padded(to: 9) + rule.summary + "\n"
        }
        return result
    }

    /// One rule in full, as `pushloc rules ID` prints it: the summary, the severity, whether `--fix`
    /// corrects it, the help, and the examples: the files it reports, then the files it accepts.
    public static func detail(_ rule: RuleDescription) -> String {
        var facts = [rule.defaultSeverity.rawValue + (rule.isMandatory ? ", always (.pushloc.yml cannot change it)" : " by default")]
        facts.append(rule.isFixable ? "pushloc check --fix corrects the findings that have one right answer" : "not corrected by --fix")
        var result = """
            \(rule.id): \(rule.summary)
            \(facts.joined(separator: "; "))

            \(rule.help)

            """
        for (title, triggers) in [("Reported", true), ("Accepted", false)] {
            for example in rule.examples where example.triggers == triggers {
                result += "\n\(title) by pushloc \(example.arguments.joined(separator: " ")):\n"
                for file in example.files {
                    result += "    \(file.path):\n\(indented(indented(file.text.hasSuffix("\n") ? String(file.text.dropLast()) : file.text)))\n"
                }
            }
        }
        return result
    }

    /// `text` with each line indented by four spaces.
    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}

extension String {
    /// The string followed by spaces up to `length` characters (never cut).
    fileprivate func padded(to length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
