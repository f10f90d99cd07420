/// A `.stringsdict` variable, `%#@name@` or `%n$#@name@`, which the device replaces with the
/// plural variant chosen for its argument.
///
/// A variable reads one argument position, as ``ArgumentType/int64`` in the signature: its
/// argument is the count that selects the plural form (the real value type is declared by the
/// variable's `NSStringFormatValueTypeKey`, which the catalog checks).
public struct FormatVariable: Sendable, Hashable {
    /// The variable name between the `@` signs.
    public var name: String
    /// The 1-based argument position it reads.
    public var position: Int
    /// Whether the position is written (`%2$#@name@`).
    public var isPositional: Bool
    /// The source text, for example `%#@files@`.
    public var text: String
    /// The offset of the `%` in Unicode scalars from the start of the string.
    public var offset: Int

    /// Creates a variable reference.
    public init(name: String, position: Int, isPositional: Bool, text: String, offset: Int) {
        self.name = name
        self.position = position
        self.isPositional = isPositional
        self.text = text
        self.offset = offset
    }
}
