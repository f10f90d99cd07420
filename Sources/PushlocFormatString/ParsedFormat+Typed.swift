extension ParsedFormat {
    /// Substitutes typed arguments, formatting numbers with ICU for `locale` (`ar` gives
    /// Arabic-Indic digits, `hi@numbers=deva` Devanagari).
    ///
    /// This is library-side formatting, not the device's: argument `n` is `arguments[n - 1]`
    /// (a gap does not shift later arguments), numbers follow the locale, and widths, precisions
    /// and flags are honoured as described on the conversions below. A missing argument gives
    /// `(null)`; extra arguments are ignored; `%%` gives `%`; invalid specifiers render as in
    /// the device substitution of string arguments.
    ///
    /// - Decimal conversions (`%d %i %u %D %U`, `%f %F`) use the locale's digits and grouping;
    ///   `%f` has 6 decimals unless a precision says otherwise. `%e %g` use the locale's digits
    ///   and decimal separator. `%x %X %o %O %a %A %p` stay ASCII as in C.
    /// - `%@` (and a `%#@name@` variable) inserts a string as it is and formats a number in ICU's
    ///   default decimal style for the locale (`.int(1234)` in `ar` gives ١٬٢٣٤).
    /// - `%s %S` insert a string, cut to `precision` characters; `%c %C` insert one character.
    /// - An argument of another kind is converted when it can be (`.int` for `%f`, a numeric
    ///   `.string` for `%d`); otherwise it is inserted as `%@` would insert it.
    public func substituting(_ arguments: [FormatArgument], locale: String) -> String {
        TypedFormatPlan(self).substituting(arguments, locale: locale)
    }
}

/// What ``ParsedFormat/substituting(_:locale:)`` walks, worked out once: keep one for a format that is
/// filled again and again (a server's plural forms), so that each call formats the arguments and reads
/// no byte of the format.
public struct TypedFormatPlan: Sendable {
    private let items: [RenderItem]

    /// The plan of `format`.
    public init(_ format: ParsedFormat) {
        items = format.renderItems
    }

    /// The same text as ``ParsedFormat/substituting(_:locale:)`` on the format the plan was made from.
    public func substituting(_ arguments: [FormatArgument], locale: String) -> String {
        let formatter = TypedFormatter(
            symbols: LocaleNumberSymbolsCache.shared.symbols(for: locale), arguments: arguments)
        var result = ""
        for item in items {
            switch item {
            case .text(let text): result += text
            case .null: result += DevicePlan.null
            case .specifier(let specifier): result += formatter.render(specifier)
            case .variable(let position): result += formatter.object(at: position)
            }
        }
        return result
    }
}
