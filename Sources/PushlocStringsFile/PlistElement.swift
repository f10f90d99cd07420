/// The elements of an XML property list.
enum PlistElement: String, Sendable, CaseIterable {
    case plist, dict, array, key, string, data, date, integer, real, `true`, `false`

    /// The element named by the UTF-8 bytes `name`, or `nil` for any other name.
    ///
    /// Every tag of a file comes through here, so a name is packed into one integer and compared
    /// with the packed names (a generic byte-sequence comparison was a tenth of the reader's time).
    init?(_ name: UnsafeBufferPointer<UInt8>) {
        guard name.count <= 7 else { return nil }
        let packed = Self.pack(name)
        guard let index = Self.packedNames.firstIndex(of: packed) else { return nil }
        self = Self.allCases[index]
    }

    /// The names of ``allCases``, packed by ``pack(_:)``.
    private static let packedNames: [UInt64] = allCases.map { element in
        Array(element.rawValue.utf8).withUnsafeBufferPointer(pack)
    }

    /// Up to seven bytes in one integer, with the length in the top byte.
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value = UInt64(bytes.count) << 56
        var index = 0
        while index < min(bytes.count, 7) {
            value |= UInt64(bytes[index]) << UInt64(8 * index)
            index += 1
        }
        return value
    }
}
