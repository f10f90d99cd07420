import PushlocFormatString
import PushlocPayloads
import PushlocStringsFile

/// Renders a plural string (a `.stringsdict` entry, or a String Catalog's plural or substitutions) for
/// typed arguments: each `%#@variable@` shows its form for its count, chosen as ``PluralString`` chooses
/// it (CLDR rules from the system ICU, visible decimals, `zero` for 0), and the result is formatted with
/// every argument, numbers in the language's digits.
enum PluralRenderer {
    /// The text of `entry` for `arguments` in `language`; `nil` when the entry has no format key.
    static func render(_ entry: StringsDictEntry, arguments: [FormatArgument], language: String) -> String? {
        guard let plural = PluralString(entry, language: language) else { return nil }
        return plural.choose(typed: arguments).parsed.substituting(arguments, locale: language)
    }
}
