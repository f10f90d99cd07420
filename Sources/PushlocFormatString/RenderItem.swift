/// One step of rendering a parsed format, shared by the device (string) and the typed
/// substitutions.
enum RenderItem: Sendable, Hashable {
    /// Text to copy: literal text, `%` for `%%`, and what the device shows for an invalid
    /// specifier.
    case text(String)
    /// A valid specifier.
    indirect case specifier(FormatSpecifier)
    /// A `.stringsdict` variable reading `position`.
    case variable(position: Int)
    /// A specifier whose position is out of bounds: the device shows `(null)`.
    case null
}
