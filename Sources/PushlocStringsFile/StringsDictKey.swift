/// The keys that the `.stringsdict` schema gives a meaning, told apart by their bytes as they are read
/// (no `String` is made for them).
enum StringsDictKey {
    /// `NSStringLocalizedFormatKey`, in an entry.
    case format
    /// `NSStringFormatSpecTypeKey`, in a variable.
    case specType
    /// `NSStringFormatValueTypeKey`, in a variable.
    case valueType

    static let formatName = "NSStringLocalizedFormatKey"
    static let specTypeName = "NSStringFormatSpecTypeKey"
    static let valueTypeName = "NSStringFormatValueTypeKey"
    /// The usual value of `NSStringFormatSpecTypeKey`, shared rather than made again for every variable.
    static let pluralRuleType = "NSStringPluralRuleType"

    /// The key as written.
    var name: String {
        switch self {
        case .format: Self.formatName
        case .specType: Self.specTypeName
        case .valueType: Self.valueTypeName
        }
    }

    /// The key whose bytes are `bytes`, or `nil`.
    static func exactly(_ bytes: UnsafeBufferPointer<UInt8>) -> StringsDictKey? {
        switch bytes.count {
        case 25: return equal(bytes, "NSStringFormatSpecTypeKey") ? .specType : nil
        case 26:
            if equal(bytes, "NSStringLocalizedFormatKey") { return .format }
            return equal(bytes, "NSStringFormatValueTypeKey") ? .valueType : nil
        default: return nil
        }
    }

    /// The key that `name`, whose bytes are `bytes` and are not exactly any key's, equals as a Swift
    /// string: canonically equivalent, such as `NSStringLocalizedFormatKey` with U+212A KELVIN SIGN for
    /// its `K`. Only text with a non-ASCII byte can be; the builder has always compared names so.
    static func equivalent(_ name: String, bytes: UnsafeBufferPointer<UInt8>) -> StringsDictKey? {
        guard !ValidUTF8.isASCII(bytes) else { return nil }
        switch name {
        case formatName: return .format
        case specTypeName: return .specType
        case valueTypeName: return .valueType
        default: return nil
        }
    }

    /// The plural categories, the usual keys of a variable's forms.
    private static let zero = "zero", one = "one", two = "two", few = "few", many = "many", other = "other"

    /// The plural category whose bytes are `bytes` (one shared string for all the forms of a file), or
    /// `nil`.
    static func category(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let base = bytes.baseAddress, (3...5).contains(bytes.count) else { return nil }
        // Three to five bytes: the first three, then the fourth and fifth where there are.
        var packed = UInt64(base[0]) | UInt64(base[1]) << 8 | UInt64(base[2]) << 16
        if bytes.count > 3 { packed |= UInt64(base[3]) << 24 }
        if bytes.count > 4 { packed |= UInt64(base[4]) << 32 }
        switch packed {
        case 0x6F72_657A: return zero
        case 0x65_6E6F: return one
        case 0x6F_7774: return two
        case 0x77_6566: return few
        case 0x796E_616D: return many
        case 0x72_6568_746F: return other
        default: return nil
        }
    }

    /// Whether `bytes` are those of `text`, `NSStringPluralRuleType` or a key.
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        ByteEquality.equal(bytes, UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
