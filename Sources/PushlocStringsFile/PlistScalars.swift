/// Reads the text of the scalar property list elements (`<integer>`, `<real>`, `<date>`, `<data>`)
/// as Foundation's XML property list reader does. Each returns `nil` for text Foundation rejects.
enum PlistScalars {
    /// `<integer>`: optional sign, then decimal digits or `0x` and hex digits; whitespace around it.
    static func integer(_ text: String) -> PlistInteger? {
        var digits = Substring(trimmed(text))
        var isNegative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            isNegative = sign == "-"
            digits = digits.dropFirst()
        }
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }),
              let magnitude = UInt64(digits, radix: radix) else { return nil }
        return PlistInteger(isNegative: isNegative && magnitude != 0, magnitude: magnitude)
    }

    /// `<real>`: a decimal or hex floating-point number, `nan` or `inf`/`infinity` with a sign.
    static func real(_ text: String) -> Double? {
        Double(trimmed(text))
    }

    /// `<date>`: `YYYY-MM-DDTHH:MM:SSZ` in UTC, as seconds since 2001-01-01T00:00:00Z.
    static func date(_ text: String) -> Double? {
        let scalars = Array(trimmed(text).utf8)
        // Positions of the separators in "2024-05-01T12:00:00Z".
        guard scalars.count == 20, scalars[4] == 0x2D, scalars[7] == 0x2D, scalars[10] == 0x54,
              scalars[13] == 0x3A, scalars[16] == 0x3A, scalars[19] == 0x5A else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = Int(scalars[index]) - 0x30
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60 else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day) - daysFromCivil(year: 2001, month: 1, day: 1)
        return Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
    }

    /// `<data>`: base64; like Foundation, bytes outside the alphabet (whitespace, `=`) are skipped.
    static func data(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var accumulator: UInt32 = 0
        var bits = 0
        for byte in text.utf8 {
            let sextet: UInt32
            switch byte {
            case 0x41...0x5A: sextet = UInt32(byte - 0x41)
            case 0x61...0x7A: sextet = UInt32(byte - 0x61) + 26
            case 0x30...0x39: sextet = UInt32(byte - 0x30) + 52
            case 0x2B: sextet = 62
            case 0x2F: sextet = 63
            default: continue
            }
            accumulator = (accumulator << 6) | sextet
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        return bytes
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// `text` without XML whitespace (space, tab, CR, LF) around it.
    private static func trimmed(_ text: String) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        let start = text.firstIndex { !isSpace($0) } ?? text.endIndex
        let end = text.lastIndex { !isSpace($0) }.map(text.index(after:)) ?? start
        return text[start..<max(start, end)]
    }
}
