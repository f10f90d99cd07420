/// The elements of an XML property list.
enum PlistElement: String, Sendable {
    case plist, dict, array, key, string, data, date, integer, real, `true`, `false`

    /// The element named by the UTF-8 bytes `name`, or `nil` for any other name.
    init?(_ name: UnsafeBufferPointer<UInt8>) {
        // The length and a byte or two pick the only candidate; one comparison confirms it.
        let candidate: PlistElement
        switch name.count {
        case 3: candidate = .key
        case 4:
            switch name[0] {
            case 0x64: candidate = name[1] == 0x69 ? .dict : (name[3] == 0x61 ? .data : .date)  // d: dict, data, date
            case 0x72: candidate = .real
            default: candidate = .true
            }
        case 5:
            switch name[0] {
            case 0x70: candidate = .plist
            case 0x61: candidate = .array
            default: candidate = .false
            }
        case 6: candidate = .string
        case 7: candidate = .integer
        default: return nil
        }
        guard candidate.rawValue.utf8.elementsEqual(name) else { return nil }
        self = candidate
    }
}
