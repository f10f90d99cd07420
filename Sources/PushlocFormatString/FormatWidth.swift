/// A field width or precision of a format specifier.
public enum FormatWidth: Sendable, Hashable {
    /// Written as digits: `%5d`, `%.2f`. Values above ``FormatLimits/maximumWrittenNumber`` are
    /// stored as that maximum.
    case fixed(Int)
    /// `*`: read from the next sequential argument, which is an `int`.
    case fromNextArgument
    /// `*m$`: read from argument `m` (1-based), which is an `int`.
    case fromArgument(Int)
}
