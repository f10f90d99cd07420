/// What a format string reads: argument position to type class.
public struct FormatSignature: Sendable, Hashable {
    /// The type class of each position read (1-based). When two specifiers disagree on a
    /// position, the first one in the string wins here (and the string has a `conflicting-types` issue).
    public var types: [Int: ArgumentType]
    /// The highest position read, or 0 when the string reads no argument.
    public var argumentCount: Int

    /// Creates a signature.
    public init(types: [Int: ArgumentType] = [:], argumentCount: Int? = nil) {
        self.types = types
        self.argumentCount = argumentCount ?? (types.keys.max() ?? 0)
    }

    /// The signature of a string that reads nothing.
    public static let empty = FormatSignature()

    /// What `format` reads, as ``ParsedFormat/signature`` gives it, without building the segments and
    /// render steps: for comparing many strings (every plural form of every language) whose text is not
    /// substituted. A string without `%` reads nothing and is not scanned further.
    public init(parsing format: String) {
        guard format.containsUTF8Byte(UInt8(ascii: "%")) else {
            self = .empty
            return
        }
        self = FormatParser(format, buildsSegments: false).parse().signature
    }
}
