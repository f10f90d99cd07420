import PushlocFormatString
import PushlocICU
import PushlocStringsFile

/// Renders a `.stringsdict` entry as the device does: each `%#@variable@` of the format key is replaced
/// by the variable's form for its numeric argument, chosen by ICU's plural rules for the language
/// (`zero` wins for 0 when the entry has it, as Apple's rules say), and the result is formatted with
/// every argument.
enum PluralRenderer {
    /// The text of `entry` for `arguments` in `language`; `nil` when the entry has no format key.
    static func render(_ entry: StringsDictEntry, arguments: [FormatArgument], language: String) -> String? {
        guard let formatKey = entry.formatKey else { return nil }
        let parsed = ParsedFormat(formatKey)
        let rules = PluralRules.cached(for: language)
        var expanded = ""
        var variables = parsed.variables.makeIterator()
        for segment in parsed.segments {
            switch segment {
            case .literal(let text):
                expanded += escapePercent(text)
            case .percent:
                expanded += "%%"
            case .specifier(let specifier):
                expanded += specifier.text
            case .variable(let name):
                let position = variables.next()?.position ?? 0
                let forms = entry.variables.first { $0.name == name }?.forms ?? [:]
                let number = numericValue(arguments, at: position)
                let category: String
                if number == 0, forms["zero"] != nil {
                    category = "zero"
                } else {
                    category = rules.map { number.rounded() == number && abs(number) < 1e15 ? $0.category(for: Int(number)) : $0.category(for: number) }?.rawValue ?? "other"
                }
                expanded += forms[category] ?? forms["other"] ?? ""
            }
        }
        return ParsedFormat(expanded).substituting(arguments, locale: language)
    }

    private static func numericValue(_ arguments: [FormatArgument], at position: Int) -> Double {
        guard position >= 1, position <= arguments.count else { return 0 }
        switch arguments[position - 1] {
        case .int(let value): return Double(value)
        case .double(let value): return value
        case .string(let text): return Double(text) ?? 0
        }
    }

    private static func escapePercent(_ text: String) -> String {
        text.contains("%") ? text.split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%") : text
    }
}
