/// One piece of a parsed format string, in source order.
public enum FormatSegment: Sendable, Hashable {
    /// Literal text. Adjacent literal text is one segment. An invalid specifier appears here as
    /// its source text (and as a ``FormatIssue``).
    case literal(String)
    /// `%%`, a literal percent sign.
    case percent
    /// A valid conversion specifier.
    indirect case specifier(FormatSpecifier)
    /// A `.stringsdict` variable `%#@name@` (its position is in ``ParsedFormat/variables``).
    case variable(String)
}
