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
    /// The most directives (specifiers, `%#@name@` variables and invalid `%`s; not `%%`) one string may
    /// hold. iOS never passes that many arguments, so a string with more is hostile or broken: it gets
    /// one `too-many-specifiers` issue, is parsed no further and renders as its literal text. The
    /// bound keeps the work and the findings per string constant, whatever its length.
    public static let maximumDirectives = 1_000
}
