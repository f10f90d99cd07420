import PushlocFormatString

/// A `%` of prose that CoreFoundation reads as a conversion in a string the app formats: the
/// development string `"100% guaranteed for %d days"` has a deliberate `%d`, so the app passes it to
/// `String(format:)`, and `% g` (a space flag, then `g`) reads the first argument as a double, eats the
/// `g`, and leaves `%d` the argument after it (`__CFParseFormatSpec` takes a space as a flag and goes on
/// to the conversion).
struct MisreadPercent {
    /// The first such specifier, as written (`% g`).
    let text: String
    /// Its offset, in Unicode scalars.
    let offset: Int
    /// The argument it reads.
    let position: Int
    /// The string as meant: each such `%` written `%%`.
    let meant: String

    /// Whether `value` may hold one: a `%` followed by a space or a flag. Nearly every value has none,
    /// and then it is not parsed again.
    static func mayHold(_ value: String) -> Bool {
        var value = value
        return value.withUTF8 { bytes in
            var index = 0
            while index + 1 < bytes.count {
                defer { index += 1 }
                guard bytes[index] == UInt8(ascii: "%") else { continue }
                index += 1
                switch bytes[index] {
                case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "0"): return true
                default: continue  // `%%` and a plain specifier
                }
            }
            return false
        }
    }

    /// The misread `%` of `format`, when it also has a deliberate specifier (so it is formatted) and a
    /// `%` of prose that reads an argument; `nil` otherwise.
    init?(_ format: ParsedFormat) {
        guard !format.isLiteralPercentProse, !format.deliberateSpecifiers.isEmpty else { return nil }
        let misread = format.accidentalSpecifiers.filter { $0.conversion != "%" }
        guard let first = misread.first else { return nil }
        let offsets = Set(misread.map(\.offset))
        var meant = ""
        for (index, scalar) in format.source.unicodeScalars.enumerated() {
            if offsets.contains(index) { meant += "%" }
            meant.unicodeScalars.append(scalar)
        }
        self.text = first.text
        self.offset = first.offset
        self.position = first.position
        self.meant = meant
    }
}
