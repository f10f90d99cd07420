/// One field of a tab-separated record file (the cache's records): backslashes, tabs and line breaks
/// escaped (`\\`, `\t`, `\n`, `\r`), so that a field, whatever path or name it holds, stays one field
/// of one line.
package enum RecordFieldEscaping {
    /// `text` with backslashes, tabs and line breaks escaped; `text` itself when it has none.
    package static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: needsEscape) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 8)
        var text = text
        text.withUTF8 { append(escaping: $0, to: &result) }
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends `field` to `bytes` with backslashes, tabs and line breaks escaped (copied whole when it
    /// has none): a record written as bytes in one buffer.
    package static func append(escaping field: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        // Every byte to escape is below `]`: most of a path's bytes are letters past it, and fall
        // through the scan on one comparison.
        var clean = true
        for byte in field where byte < UInt8(ascii: "]") && needsEscape(byte) {
            clean = false
            break
        }
        guard !clean else {
            bytes.append(contentsOf: field)
            return
        }
        for byte in field {
            switch byte {
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            default: bytes.append(byte)
            }
        }
    }

    /// The text ``escaped(_:)`` made the bytes `field` from; `nil` for an escape it never writes.
    package static func unescaped(_ field: UnsafeBufferPointer<UInt8>) -> String? {
        guard field.contains(UInt8(ascii: "\\")) else { return String(decoding: field, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(field.count)
        var escaping = false
        for byte in field {
            if escaping {
                switch byte {
                case UInt8(ascii: "\\"): result.append(byte)
                case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
                default: return nil
                }
                escaping = false
            } else if byte == UInt8(ascii: "\\") {
                escaping = true
            } else {
                result.append(byte)
            }
        }
        return escaping ? nil : String(decoding: result, as: UTF8.self)
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
