/// The text encoding of a `.strings` file.
///
/// A byte order mark at the start of the file selects UTF-32 (LE/BE), UTF-16 (LE/BE) or UTF-8;
/// a file without one is read as UTF-8. The raw value is the name that `pushloc parse` reports.
public enum StringsEncoding: String, Sendable, CaseIterable {
    /// UTF-8, with or without a byte order mark.
    case utf8 = "utf-8"
    /// UTF-16, little-endian, with a byte order mark.
    case utf16LittleEndian = "utf-16le"
    /// UTF-16, big-endian, with a byte order mark.
    case utf16BigEndian = "utf-16be"
    /// UTF-32, little-endian, with a byte order mark.
    case utf32LittleEndian = "utf-32le"
    /// UTF-32, big-endian, with a byte order mark.
    case utf32BigEndian = "utf-32be"

    /// The byte order mark of this encoding.
    public var byteOrderMark: [UInt8] {
        switch self {
        case .utf8: [0xEF, 0xBB, 0xBF]
        case .utf16LittleEndian: [0xFF, 0xFE]
        case .utf16BigEndian: [0xFE, 0xFF]
        case .utf32LittleEndian: [0xFF, 0xFE, 0x00, 0x00]
        case .utf32BigEndian: [0x00, 0x00, 0xFE, 0xFF]
        }
    }

    /// The size of one code unit in bytes: 1, 2 or 4.
    var codeUnitSize: Int {
        switch self {
        case .utf8: 1
        case .utf16LittleEndian, .utf16BigEndian: 2
        case .utf32LittleEndian, .utf32BigEndian: 4
        }
    }

    /// The encoding that a byte order mark at the start of `bytes` selects, or `nil` when there is none.
    ///
    /// UTF-32 LE is tested before UTF-16 LE, whose mark (`FF FE`) is a prefix of it.
    public static func detectingByteOrderMark(in bytes: some Collection<UInt8>) -> StringsEncoding? {
        let head = Array(bytes.prefix(4))
        for encoding in [StringsEncoding.utf32LittleEndian, .utf32BigEndian, .utf8, .utf16LittleEndian, .utf16BigEndian] {
            let mark = encoding.byteOrderMark
            if head.count >= mark.count, head[0..<mark.count].elementsEqual(mark) { return encoding }
        }
        return nil
    }
}
