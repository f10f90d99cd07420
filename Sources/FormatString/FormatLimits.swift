/// The bounds pushloc puts on numbers written inside format specifiers, so that no input can
/// make it allocate or loop in proportion to a number it reads.
public enum FormatLimits {
    /// The highest argument position a specifier may name (`%99$@`). A higher one
    /// (`%150$@`, `%99999999$@`) is an `invalid-specifier` issue and is left out of the signature.
    public static let maximumPosition = 99
    /// Widths and precisions written with more digits saturate at this value when parsed.
    public static let maximumWrittenNumber = 1_000_000_000
    /// Widths and precisions are clamped to this many characters when substituting.
    public static let maximumRenderedWidth = 1_024
}
