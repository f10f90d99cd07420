/// A typed argument for library-side formatting, ``ParsedFormat/substituting(_:locale:)``.
public enum FormatArgument: Sendable, Hashable {
    /// Text, inserted as it is.
    case string(String)
    /// An integer, formatted with ICU for the locale when a decimal conversion reads it.
    case int(Int64)
    /// A floating-point number, formatted with the locale's digits and decimal separator.
    case double(Double)
}
