/// `Documentation/Rules.md`: every rule of the registry as a Markdown page, from the same values that
/// `pushloc rules --format json` lists (id, severity, whether it is mandatory or fixable, summary, help
/// and examples). `pushloc rules --format markdown` prints it, and a test keeps the file equal to it.
public enum RuleDocument {
    /// The command that writes the page, as a failing test and the page itself name it.
    public static let regenerationCommand = "swift run pushloc rules --format markdown > Documentation/Rules.md"

    /// A line of an example longer than this many characters is shortened on the page.
    static let longLine = 200

    /// The whole page: a heading, how to read it, a table of every rule, then one section per rule.
    public static func page(_ rules: [RuleDescription]) -> String {
        var result = """
            # Rules

            <!-- Generated from pushloc's rule registry (Sources/PushlocRules) by
                 \(regenerationCommand)
                 Edit the rules, not this file: a test fails when the two differ. -->

            pushloc has \(rules.count) rules. Each is one value in `Sources/PushlocRules/` (id, default severity,
            summary, help and runnable examples), listed by `RuleRegistry`, and every finding is made from its
            rule's value, so no command reports an id this page lacks. `pushloc rules` lists them in a terminal,
            `pushloc rules ID` shows one in full, and `pushloc rules --format json` gives them as data.

            - **Severity.** Errors are a crash, garbage or lost entries on the device; warnings are information
              the device drops; notes are advice, shown in every format, counted apart, and never failing a run,
              not even with `--strict`. A few rules report some findings at another severity than their
              default, as their summaries say.
            - **Configuration.** `rules:` in `.pushloc.yml` sets any rule to `off`, `note`, `warning` or `error`,
              and a `pushloc:disable` comment spares a finding ([Configuration.md](Configuration.md)). The rules
              marked *always* (`syntax`, `unreadable-file`) keep their severity: `.pushloc.yml` cannot change
              them.
            - **Fixable.** `pushloc check --fix` corrects the findings of the rules marked *fixable* that have
              one right answer.
            - **Examples.** *Reported* examples are files that the command shown reports the rule for, run in a
              folder that holds only those files; *accepted* examples are files it does not report. A test runs
              every example through `pushloc`. Lines over \(longLine) characters are shortened here;
              `pushloc rules ID` prints them whole.

            A defect that translations copy from the development string is reported once, where the fix starts:
            a format error a translation shares with its development string (same rule, same words) is reported
            at the development string only, and a key the development table repeats is one `duplicate-key`
            warning there that says how many translations repeat it too. A translation's own defect is reported
            in that translation.

            | rule | severity | fixable | what |
            |---|---|---|---|

            """
        for rule in rules {
            let severity = rule.defaultSeverity.rawValue + (rule.isMandatory ? ", always" : "")
            result += "| [`\(rule.id)`](#\(rule.id)) | \(severity) | \(rule.isFixable ? "fixable" : "") | \(tableCell(rule.summary)) |\n"
        }
        for rule in rules {
            result += "\n" + section(rule)
        }
        return result
    }

    /// One rule's section: its heading (the id, which is also its anchor), summary, severity, whether
    /// `--fix` corrects it, help, and its examples.
    public static func section(_ rule: RuleDescription) -> String {
        let severity = rule.isMandatory
            ? "**\(rule.defaultSeverity.rawValue)**, always: `.pushloc.yml` cannot change it"
            : "**\(rule.defaultSeverity.rawValue)** by default"
        let fixable = rule.isFixable ? "`pushloc check --fix` corrects it" : "not corrected by `--fix`"
        var result = """
            ## \(rule.id)

            \(prose(rule.summary)).

            \(severity); \(fixable).

            \(prose(rule.help))

            """
        for (title, triggers) in [("Reported", true), ("Accepted", false)] {
            for example in rule.examples where example.triggers == triggers {
                result += "\n\(title) by `pushloc \(example.arguments.joined(separator: " "))`:\n"
                for file in example.files {
                    result += "\n`\(file.path)`\n\n" + fenced(file.text, language: language(of: file.path))
                }
            }
        }
        return result
    }

    /// A summary as one table cell: prose, with `|` escaped too.
    private static func tableCell(_ text: String) -> String {
        prose(text).split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }

    /// Plain text as Markdown shows it as written: the characters Markdown would read as markup
    /// (`\%` would show as `%`, `<lang>` as a tag, `*` and `_` as emphasis, `$...$` as math on GitHub)
    /// are escaped.
    package static func prose(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\<*_`$".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `text` in a fenced code block whose fence is longer than any run of backticks in it.
    private static func fenced(_ text: String, language: String) -> String {
        var longestRun = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: max(3, longestRun + 1))
        let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(shortened)
        return fence + language + "\n" + lines.joined(separator: "\n") + "\n" + fence + "\n"
    }

    /// A line as the page shows it: whole, or its start and end around the number of characters left out.
    private static func shortened(_ line: Substring) -> String {
        guard line.count > longLine else { return String(line) }
        let head = line.prefix(100)
        let tail = line.suffix(40)
        return "\(head) … (\(line.count - head.count - tail.count) characters left out) … \(tail)"
    }

    /// The code block language of an example file, by its extension (none where no highlighter knows it).
    private static func language(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return "" }
        switch name[name.index(after: dot)...] {
        case "json", "xcstrings": return "json"
        case "stringsdict", "plist", "xml": return "xml"
        case "yml", "yaml": return "yaml"
        default: return ""
        }
    }
}
