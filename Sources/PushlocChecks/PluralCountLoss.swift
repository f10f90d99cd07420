import PushlocDiagnostics
import PushlocICU
import PushlocRules

/// Whether the forms of one plural variable in a translation keep the count (the number the variable
/// reads), judged by the numbers each form is shown for (DESIGN.md section 5, "Plurals lose the count").
///
/// - Every form of the variable leaves the count out, where the source shows it: the number never
///   appears in that language (`argument-missing`, reported once for the variable).
/// - Some form keeps it, but a form for a category that covers several whole numbers leaves it out or
///   writes a fixed "1": ru `one` is shown for 1, 21, 31, …, so "Удалён один файл" is wrong for 21
///   (``Rule/formDropsCount``, a warning at that form).
/// - A category that covers one count may leave the count out: de `one` is 1 alone ("Eine Datei
///   gelöscht"), as is ar `two`, and `zero` where the language's rules have no `zero` (the device shows
///   that form for 0 alone).
///
/// The numbers a category covers are ICU's, every whole number up to 1,099 (``PluralRules/wholeNumbers(of:)``):
/// fil `one` covers 1, 2, 3, 5, 7, 8, …, so a fil `one` form "daily" is also shown for "every 2 days".
/// Counts are whole numbers (`%d`, `%ld`, `%lld`), so fractions are not considered (fr `one` is 0 and 1,
/// not also 1.5), and 0 does not make a category one of several counts: a string that counts things is
/// rarely shown for none of them (the app shows an empty state, or a `zero` form, which the device takes
/// for 0 in every language), so fr, pt and hi `one` (0 and 1) may leave the count out like de `one`.
/// lv `zero` (0, 10, 11, …, 20, 30, …) covers several counts besides 0, and may not.
struct PluralCountLoss {
    /// How many of a category's numbers a message names before `…`.
    static let namedNumbers = 6

    private let variable: String
    private var dropping: [(category: String, form: String)] = []
    private var keepsCount = false
    private var formCount = 0

    /// Starts on the forms of `variable`.
    init(variable: String) {
        self.variable = variable
    }

    /// Records the `category` form, `form`, and whether it reads the count.
    mutating func record(category: String, form: String, readsCount: Bool) {
        formCount += 1
        if readsCount { keepsCount = true } else { dropping.append((category, form)) }
    }

    /// The findings, for a translation into `language` of a source (in `referenceLanguage`) whose forms
    /// show the count as argument `position`. `locations` are where the variable's forms are; `report`
    /// places a finding without one at the entry.
    // swiftlint:disable:next function_parameter_count
    func report(
        key: String, language: String, referenceLanguage: String, position: Int, rules: PluralRules?,
        locations: [String: SourceLocation],
        report: (RuleLevel, String, SourceLocation?) -> Void
    ) {
        guard formCount > 0 else { return }
        if !keepsCount {
            // Every form drops it: the finding shows and points at `other`, else the first.
            let shown = dropping.first { $0.category == "other" } ?? dropping.first
            let example = shown.map { " ('\($0.category)': \"\($0.form)\")" } ?? ""
            report(RuleDescription.argumentMissing.level,
                   "no form of '\(variable)' in '\(key)' (\(language)) shows the count (argument \(position)), which \(referenceLanguage) shows; readers of \(language) never see the number\(example)",
                   shown.flatMap { locations[$0.category] })
            return
        }
        guard let rules else { return }
        for (category, form) in dropping {
            guard let plural = PluralCategory(rawValue: category),
                  let coverage = Self.coverage(of: plural, in: rules) else { continue }
            let fixedOne = Self.writesFixedOne(form)
            let what = fixedOne ? "writes a fixed \"1\" instead of the count" : "leaves out the count"
            report(RuleDescription.pluralFormDropsCount.level,
                   "\(language) \"\(category)\" is shown for \(Self.list(coverage.counts)): \"\(form)\" reads wrong for \(coverage.wrongFor). The '\(category)' form of '\(variable)' in '\(key)' (\(language)) \(what); write the count in it, as the other forms do",
                   locations[category])
        }
    }

    /// The counts (whole numbers but 0) a category covers, from ICU, and the first one a form written
    /// for one number reads wrong for; `nil` when the category covers one count at most, so that a form
    /// for it may leave the count out (en `one`, fr `one` (0 and 1), ar `two`).
    ///
    /// A `zero` form is written for 0, which the device gives it in every language; a `one` or `two`
    /// form for the first count its category covers (1 for fil `one`, which is wrong for 2).
    static func coverage(of category: PluralCategory, in rules: PluralRules) -> (counts: [Int], wrongFor: Int)? {
        let counts = rules.wholeNumbers(of: category).filter { $0 != 0 }
        guard counts.count > 1 else { return nil }
        let intended = category == .zero ? 0 : counts[0]
        guard let wrongFor = counts.first(where: { $0 != intended }) else { return nil }
        return (counts, wrongFor)
    }

    /// `0 and 1`, `1, 21, 31, 41, …`.
    static func list(_ numbers: [Int]) -> String {
        if numbers.count == 2 { return "\(numbers[0]) and \(numbers[1])" }
        let named = numbers.prefix(namedNumbers).map(String.init).joined(separator: ", ")
        return numbers.count > namedNumbers ? named + ", …" : named
    }

    /// Whether `form` has a "1" that stands alone: not part of a longer number (10, 1.5, 0.1) nor of a
    /// specifier's position (`%1$@`).
    static func writesFixedOne(_ form: String) -> Bool {
        let scalars = Array(form.unicodeScalars)
        func isDigit(_ place: Int) -> Bool {
            scalars.indices.contains(place) && scalars[place].properties.numericType != nil
        }
        func isAny(_ place: Int, of marks: String) -> Bool {
            scalars.indices.contains(place) && marks.unicodeScalars.contains(scalars[place])
        }
        for index in scalars.indices where scalars[index] == "1" {
            let joinsBefore = isDigit(index - 1) || isAny(index - 1, of: "%$") || (isAny(index - 1, of: ".,") && isDigit(index - 2))
            let joinsAfter = isDigit(index + 1) || isAny(index + 1, of: "$") || (isAny(index + 1, of: ".,") && isDigit(index + 2))
            if !joinsBefore && !joinsAfter { return true }
        }
        return false
    }
}
