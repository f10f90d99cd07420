/// What a format string reads: argument position to type class.
///
/// Every value with a `%` of every table keeps one, so the common case (positions 1 to 16) is packed
/// into one word, four bits a position, with no allocation; a string that reads a higher position
/// keeps a dictionary instead.
public struct FormatSignature: Sendable, Hashable {
    /// Positions 1...16, four bits each (position p at bits 4(p-1)): 0 when unread, else the type's
    /// ``ArgumentType/packedCode``. Zero when ``wide`` is in use.
    private var packed: UInt64 = 0
    /// Every position read, when one of them is outside 1...16; else `nil`.
    private var wide: [Int: ArgumentType]?
    /// The highest position read, or 0 when the string reads no argument.
    public var argumentCount: Int

    /// The highest position the packed word holds.
    private static let packedPositions = 16

    /// Creates a signature.
    public init(types: [Int: ArgumentType] = [:], argumentCount: Int? = nil) {
        self.argumentCount = argumentCount ?? (types.keys.max() ?? 0)
        store(types)
    }

    /// The signature of a string that reads nothing.
    public static let empty = FormatSignature()

    /// The type class of each position read (1-based). When two specifiers disagree on a
    /// position, the first one in the string wins here (and the string has a `conflicting-types` issue).
    public var types: [Int: ArgumentType] {
        get {
            if let wide { return wide }
            var result: [Int: ArgumentType] = [:]
            for position in positions { result[position] = type(at: position) }
            return result
        }
        set { store(newValue) }
    }

    /// The type read at `position`, if the string reads it.
    public func type(at position: Int) -> ArgumentType? {
        if let wide { return wide[position] }
        guard position >= 1, position <= Self.packedPositions else { return nil }
        return ArgumentType(packedCode: (packed >> UInt64(4 * (position - 1))) & 0xF)
    }

    /// The positions read, ascending.
    public var positions: [Int] {
        if let wide { return wide.keys.sorted() }
        var result: [Int] = []
        var rest = packed
        var position = 1
        while rest != 0 {
            if rest & 0xF != 0 { result.append(position) }
            rest >>= 4
            position += 1
        }
        return result
    }

    /// Calls `body` with each position read, ascending, and its type; ``positions`` without the array
    /// (the plural check visits every form of every language).
    public func forEachPosition(_ body: (Int, ArgumentType) -> Void) {
        if let wide {
            for position in wide.keys.sorted() { if let type = wide[position] { body(position, type) } }
            return
        }
        var rest = packed
        var position = 1
        while rest != 0 {
            if let type = ArgumentType(packedCode: rest & 0xF) { body(position, type) }
            rest >>= 4
            position += 1
        }
    }

    /// Whether the string reads no argument.
    public var isEmpty: Bool { packed == 0 && (wide?.isEmpty ?? true) }

    /// Whether both read the same types at the same positions (``argumentCount`` aside).
    public func readsSameTypes(as other: FormatSignature) -> Bool {
        if wide == nil && other.wide == nil { return packed == other.packed }
        return types == other.types
    }

    /// A signature of positions 1...16 already packed (see ``packed``).
    init(packed: UInt64, argumentCount: Int) {
        self.packed = packed
        self.wide = nil
        self.argumentCount = argumentCount
    }

    /// Adds `type` at `position` (not read before), and raises ``argumentCount`` to it.
    mutating func record(_ type: ArgumentType, at position: Int) {
        argumentCount = max(argumentCount, position)
        if wide == nil, position >= 1, position <= Self.packedPositions {
            packed |= type.packedCode << UInt64(4 * (position - 1))
            return
        }
        var all = types
        all[position] = type
        store(all)
    }

    private mutating func store(_ types: [Int: ArgumentType]) {
        packed = 0
        wide = nil
        guard types.keys.allSatisfy({ $0 >= 1 && $0 <= Self.packedPositions }) else {
            wide = types
            return
        }
        for (position, type) in types { packed |= type.packedCode << UInt64(4 * (position - 1)) }
    }

    /// What `format` reads, as ``ParsedFormat/signature`` gives it, without building the segments and
    /// render steps: for comparing many strings (every plural form of every language) whose text is not
    /// substituted. A string without `%` reads nothing and is not scanned further.
    public init(parsing format: String) {
        guard format.containsUTF8Byte(UInt8(ascii: "%")) else {
            self = .empty
            return
        }
        if let plain = PlainSpecifiers.signature(of: format) {
            self = plain
            return
        }
        self = FormatParser(format, buildsSegments: false, buildsIssues: false).parse().signature
    }
}

extension ArgumentType {
    /// A four-bit code, never 0 (which marks an unread position in a packed signature).
    var packedCode: UInt64 {
        switch self {
        case .object: return 1
        case .int: return 2
        case .int64: return 3
        case .double: return 4
        case .char: return 5
        case .cstring: return 6
        case .pointer: return 7
        }
    }

    /// The type of a ``packedCode``; `nil` for 0.
    init?(packedCode: UInt64) {
        switch packedCode {
        case 1: self = .object
        case 2: self = .int
        case 3: self = .int64
        case 4: self = .double
        case 5: self = .char
        case 6: self = .cstring
        case 7: self = .pointer
        default: return nil
        }
    }
}
