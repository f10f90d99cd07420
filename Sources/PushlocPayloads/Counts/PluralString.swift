import PushlocFormatString
import PushlocICU
import PushlocStringsFile

/// One language's plural string, as pushloc puts it into a payload: a `.stringsdict` entry, or a
/// String Catalog's plural variation or substitutions (compiled into one), whose `%#@name@` variables
/// are resolved from the count that the arguments carry.
///
/// The server knows the count, so each variable's form is chosen as the app would choose it: by the
/// language's CLDR plural rules from the system ICU, for the number written in the variable's argument
/// (``WrittenNumber``: `21`, `1.5`; the visible decimals count, so `1.5` is `other` in English), and
/// `zero` for 0 whenever the entry has a `zero` form (Apple's rule for `.stringsdict`, in every
/// language). The format key with each variable replaced by its form is then substituted like any
/// other string.
///
/// Prepared once per language and key (a ``PayloadProducer`` plans each language at start-up): every
/// combination of forms of an entry with one or two variables is parsed up front, so a request only
/// selects the category and reads one parsed format.
package final class PluralString: Sendable {
    /// What a variable of the entry reads and shows.
    struct Variable: Sendable {
        let name: String
        /// The 1-based argument position of its count.
        let position: Int
        /// Whether `NSStringFormatValueTypeKey` names a number (`d`, `ld`, `lld`, `u`, `f`...): a count
        /// is read from the argument only then.
        let numeric: Bool
        /// The form text per category the entry has.
        let forms: [PluralCategory: String]
        /// The ranks of the categories in ``forms``, one bit each: a request asks whether a form is
        /// there without hashing its category.
        let formRanks: UInt8

        init(name: String, position: Int, numeric: Bool, forms: [PluralCategory: String]) {
            self.name = name
            self.position = position
            self.numeric = numeric
            self.forms = forms
            formRanks = forms.keys.reduce(0) { $0 | 1 << $1.rank }
        }

        /// Whether the entry has a form for `category`.
        func hasForm(_ category: PluralCategory) -> Bool {
            formRanks & 1 << category.rank != 0
        }
    }

    /// Why a variable's form could not be chosen from the arguments.
    package enum CountProblem: Sendable, Hashable {
        /// The argument is not plain decimal text (`"five"`, `"1,000"`): the `other` form is shown.
        case notANumber(variable: String, position: Int, text: String)
    }

    /// What one request shows: the format with the chosen forms, and the problems met.
    package struct Choice: Sendable {
        let format: SharedFormat
        package let problems: [CountProblem]
        /// The format key with the chosen forms, parsed.
        package var parsed: ParsedFormat { format.format }

        /// The chosen format filled with typed arguments (as `ParsedFormat.substituting(_:locale:)` fills it),
        /// from the plan made when the forms were prepared.
        package func substituting(_ arguments: [FormatArgument], locale: String) -> String {
            format.typed.substituting(arguments, locale: locale)
        }
    }

    /// The key of the string.
    package let key: String
    /// The language whose rules choose.
    package let language: String
    private let variables: [Variable]
    private let rules: PluralRules?
    /// The format key's segments, to expand a combination not parsed up front.
    private let segments: [FormatSegment]
    /// Per combination of categories (the variables' ranks as digits in base 6), its parsed format,
    /// for entries with at most ``preparedVariableLimit`` variables.
    private let prepared: [SharedFormat?]
    private static let preparedVariableLimit = 2

    /// Prepares `entry` for `language`; `nil` for an entry without a format key (the device shows its key).
    package init?(_ entry: StringsDictEntry, language: String) {
        guard let formatKey = entry.formatKey else { return nil }
        let parsed = ParsedFormat(formatKey)
        key = entry.key
        self.language = language
        rules = PluralRules.cached(for: language)
        segments = parsed.segments
        var variables: [Variable] = []
        for reference in parsed.variables {
            let declared = entry.variables.last { $0.name == reference.name }
            var forms: [PluralCategory: String] = [:]
            for (name, text) in declared?.forms ?? [:] {
                if let category = PluralCategory(rawValue: name) { forms[category] = text }
            }
            variables.append(Variable(
                name: reference.name, position: reference.position,
                numeric: Self.isNumeric(valueType: declared?.valueType), forms: forms))
        }
        self.variables = variables
        var prepared: [SharedFormat?] = []
        if variables.count <= Self.preparedVariableLimit {
            let combinations = Self.combinationCount(variables.count)
            prepared = Array(repeating: nil, count: combinations)
            for index in 0..<combinations {
                let ranks = Self.ranks(of: index, count: variables.count)
                // Only combinations of categories the forms have (a missing one shows `other`).
                guard zip(variables, ranks).allSatisfy({ $0.forms[Self.category(rank: $1)] != nil || $1 == PluralCategory.other.rank })
                else { continue }
                prepared[index] = SharedFormat(ParsedFormat(Self.expand(parsed.segments, variables: variables, ranks: ranks)))
            }
        }
        self.prepared = prepared
    }

    /// The argument position of the first variable's count (1 when the format key has no variable).
    package var countPosition: Int { variables.first?.position ?? 1 }

    /// The format for string arguments (APNs `loc-args`, a server's per-request arguments).
    package func choose(_ arguments: [String]) -> Choice {
        choose { position in position >= 1 && position <= arguments.count ? .text(arguments[position - 1]) : .missing }
    }

    /// The format for typed arguments (the library's counts given as numbers).
    package func choose(typed arguments: [FormatArgument]) -> Choice {
        choose { position in
            guard position >= 1, position <= arguments.count else { return .missing }
            switch arguments[position - 1] {
            case .int(let value): return .number(WrittenNumber(Int(clamping: value)))
            case .double(let value): return value.isFinite ? .text(Self.shortestText(value)) : .text("\(value)")
            case .string(let text): return .text(text)
            }
        }
    }

    // MARK: - Choosing

    private enum Count {
        case missing
        case text(String)
        case number(WrittenNumber)
    }

    private func choose(_ count: (Int) -> Count) -> Choice {
        // An entry of at most two variables reads its prepared format at the ranks as digits in base 6,
        // least significant first (as ``ranks(of:count:)`` reads them), summed as they are chosen; a
        // longer one keeps the ranks to expand (its index would overflow from 25 variables on).
        var ranks: [Int] = []
        var index = 0
        var weight = 1
        let expands = variables.count > Self.preparedVariableLimit
        if expands { ranks.reserveCapacity(variables.count) }
        var problems: [CountProblem] = []
        for variable in variables {
            var number: WrittenNumber?
            switch count(variable.position) {
            case .missing: number = nil
            case .number(let given): number = given
            case .text(let text):
                number = WrittenNumber(text)
                if number == nil, variable.numeric {
                    problems.append(.notANumber(variable: variable.name, position: variable.position, text: text))
                }
            }
            let rank = category(of: number, for: variable).rank
            if expands {
                ranks.append(rank)
            } else {
                index += rank * weight
                weight *= 6
            }
        }
        if !expands, let format = prepared[index] {
            return Choice(format: format, problems: problems)
        }
        if !expands { ranks = Self.ranks(of: index, count: variables.count) }
        return Choice(format: SharedFormat(ParsedFormat(Self.expand(segments, variables: variables, ranks: ranks))), problems: problems)
    }

    /// The category whose form `variable` shows for `number`: `zero` for 0 when the entry has it, else
    /// the language's CLDR category, else `other` (no number, no form for the category, a type the
    /// count is not read from).
    private func category(of number: WrittenNumber?, for variable: Variable) -> PluralCategory {
        guard let number, variable.numeric else { return .other }
        if number.isZero, variable.hasForm(.zero) { return .zero }
        let chosen = rules?.category(for: number) ?? .other
        return variable.hasForm(chosen) ? chosen : .other
    }

    // MARK: - Expanding

    /// The format key with each variable replaced by its form for `ranks` (in the variables' order):
    /// literal text keeps its percent signs doubled, so the result parses as the device reads it.
    private static func expand(_ segments: [FormatSegment], variables: [Variable], ranks: [Int]) -> String {
        var expanded = ""
        var next = 0
        for segment in segments {
            switch segment {
            case .literal(let text):
                expanded += text.containsUTF8Byte(UInt8(ascii: "%")) ? text.split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%") : text
            case .percent:
                expanded += "%%"
            case .specifier(let specifier):
                expanded += specifier.text
            case .variable:
                guard next < variables.count else { continue }
                let variable = variables[next]
                let category = Self.category(rank: ranks[next])
                expanded += variable.forms[category] ?? variable.forms[.other] ?? ""
                next += 1
            }
        }
        return expanded
    }

    private static func combinationCount(_ variables: Int) -> Int {
        (0..<variables).reduce(1) { product, _ in product * 6 }
    }

    private static func ranks(of index: Int, count: Int) -> [Int] {
        var rest = index
        return (0..<count).map { _ in
            defer { rest /= 6 }
            return rest % 6
        }
    }

    private static func category(rank: Int) -> PluralCategory {
        PluralCategory.allCases.first { $0.rank == rank } ?? .other
    }

    /// Whether a `NSStringFormatValueTypeKey` names a number conversion (with any length modifier).
    static func isNumeric(valueType: String?) -> Bool {
        guard let conversion = valueType?.last else { return false }
        return "dDiuUxXoOfFeEgGaA".contains(conversion)
    }

    /// The shortest decimal text of a finite `Double` without an exponent (`1.5`, `2`), as a person writes it.
    private static func shortestText(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
