/// One conversion specifier of a format string, such as `%@`, `%2$@` or `%-*3$ld`.
public struct FormatSpecifier: Sendable, Hashable {
    /// The 1-based argument position it reads. A sequential specifier takes the next position
    /// (after any `*` it reads first); `%n$` takes position `n`.
    public var position: Int
    /// Whether the position is written (`%n$`).
    public var isPositional: Bool
    /// The flags, in source order, from `-+ #0'`.
    public var flags: String

    /// Whether ``flags`` holds `flag`, one of the ASCII flag characters. Read as bytes: `String`'s
    /// `contains` of a one-character string is Foundation's `range(of:)`, through `NSString`.
    package func hasFlag(_ flag: Unicode.Scalar) -> Bool {
        flags.containsUTF8Byte(UInt8(ascii: flag))
    }
    /// The field width, if any.
    public var width: FormatWidth?
    /// The precision, if any (`.` alone is `.fixed(0)`).
    public var precision: FormatWidth?
    /// The length modifier (`hh`, `h`, `l`, `ll`, `q`, `L`, `z`, `t`, `j`), or `""`.
    public var lengthModifier: String
    /// The conversion character, such as `@`, `d` or `f`.
    public var conversion: Character
    /// The class of value read at ``position``.
    public var type: ArgumentType
    /// The source text, for example `%1$@` or `%2$-*3$ld`.
    public var text: String
    /// The offset of the `%` in Unicode scalars from the start of the string.
    public var offset: Int
    /// The argument position a `*` or `*m$` width reads (a sequential `*` takes the next
    /// position before the value's), or `nil` when the width is written or absent.
    public var widthPosition: Int?
    /// The argument position a `*` or `*m$` precision reads, or `nil`.
    public var precisionPosition: Int?

    /// Creates a specifier.
    public init(
        position: Int,
        isPositional: Bool,
        flags: String = "",
        width: FormatWidth? = nil,
        precision: FormatWidth? = nil,
        lengthModifier: String = "",
        conversion: Character,
        type: ArgumentType,
        text: String,
        offset: Int,
        widthPosition: Int? = nil,
        precisionPosition: Int? = nil
    ) {
        self.position = position
        self.isPositional = isPositional
        self.flags = flags
        self.width = width
        self.precision = precision
        self.lengthModifier = lengthModifier
        self.conversion = conversion
        self.type = type
        self.text = text
        self.offset = offset
        self.widthPosition = widthPosition
        self.precisionPosition = precisionPosition
    }

    /// Whether a push notification may use it: only `%@` and `%n$@`, with no flags, width,
    /// precision or length modifier, because APNs `loc-args` are strings.
    public var isPushCompatible: Bool {
        conversion == "@" && flags.isEmpty && width == nil && precision == nil && lengthModifier.isEmpty
    }

    /// The argument positions its `*` and `*m$` width and precision read, width first.
    public var starPositions: [Int] {
        [widthPosition, precisionPosition].compactMap { $0 }
    }
}
