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
}
