/// A width or precision as scanned, before sequential `*` positions are assigned.
enum ScannedWidth: Equatable {
    case fixed(Int)
    case next
    case argument(Int)
}

/// Why a `%` does not start a valid specifier.
enum InvalidSpecifierReason: Equatable {
    /// `%` is the last scalar of the string.
    case loneTrailingPercent
    /// The string ends inside the specifier (`%5`, `%1$`, `%l`).
    case truncated
    /// The scalar where a conversion belongs is not one (`%y`, `%5k`).
    case unknownConversion(Unicode.Scalar)
    /// A `$` with no argument number before it (`%$@`, `%-$@`).
    case dollarWithoutNumber
    /// Flags, width or precision before a `%` conversion (`% %`, `%5%`).
    case modifiersBeforePercent
    /// `%0$` or `*0$`.
    case zeroPosition
    /// A position above ``FormatLimits/maximumPosition``.
    case positionTooHigh(Int)
}

/// A valid specifier as scanned.
struct ScannedSpecifier: Equatable {
    var explicitPosition: Int?
    var flags: String
    var width: ScannedWidth?
    var precision: ScannedWidth?
    var lengthModifier: String
    var conversion: Unicode.Scalar
}

/// What one `%` starts, and the UTF-8 byte range `start..<end` it covers.
struct ScannedDirective: Equatable {
    enum Kind: Equatable {
        case percent
        case specifier(ScannedSpecifier)
        case variable(name: String, explicitPosition: Int?)
        case invalid(InvalidSpecifierReason)
    }

    var kind: Kind
    var start: Int
    var end: Int
}

/// Scans one directive of the `objc-format` grammar starting at a `%`:
/// `%` [`n$`] [flags `-+ #0`]* [width: digits | `*` | `*m$`] [`.` precision: the same]
/// [length `hh h l ll q L z t j`] conversion, or `%%`, or `%` [`n$`] `#@name@`.
///
/// It reads the string's UTF-8 bytes: every character of the grammar is ASCII, so only a variable
/// name and the scalar where a conversion belongs are ever decoded. Every loop consumes at least one
/// byte, and numbers saturate at ``FormatLimits/maximumWrittenNumber``, so scanning is linear and
/// never overflows.
struct SpecifierScanner {
    let bytes: UnsafeBufferPointer<UInt8>

    /// Whether `byte` is a conversion character: `@dDiuUxXoOfFeEgGaAcCsSp`.
    static func isConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x40, 0x64, 0x44, 0x69, 0x75, 0x55, 0x78, 0x58, 0x6F, 0x4F, 0x66, 0x46, 0x65, 0x45, 0x67, 0x47,
             0x61, 0x41, 0x63, 0x43, 0x73, 0x53, 0x70:
            return true
        default:
            return false
        }
    }

    /// Whether `byte` is a flag: `-+ #0`. CoreFoundation has no `'` (grouping) flag: its parser reads
    /// `'` as a character that ends the specifier, so `%'d` shows `'d` and reads no argument
    /// (`__CFParseFormatSpec`, whose `default:` case makes the `%` a literal).
    static func isFlag(_ byte: UInt8) -> Bool {
        byte == 0x2D || byte == 0x2B || byte == 0x20 || byte == 0x23 || byte == 0x30
    }

    /// Scans the directive whose `%` is at byte `start`.
    func scan(at start: Int) -> ScannedDirective {
        let count = bytes.count
        var index = start + 1
        func invalid(_ reason: InvalidSpecifierReason, end: Int) -> ScannedDirective {
            ScannedDirective(kind: .invalid(reason), start: start, end: end)
        }
        guard index < count else { return invalid(.loneTrailingPercent, end: count) }
        if bytes[index] == 0x25 {
            return ScannedDirective(kind: .percent, start: start, end: index + 1)
        }

        var explicitPosition: Int?
        var tooHigh: Int?
        if isDigit(bytes[index]) {
            var cursor = index
            let number = readNumber(&cursor)
            if cursor < count, bytes[cursor] == 0x24 {
                if number == 0 { return invalid(.zeroPosition, end: cursor + 1) }
                if number > FormatLimits.maximumPosition { tooHigh = number }
                explicitPosition = number
                index = cursor + 1
            }
        }

        if let variable = scanVariable(at: index) {
            if let tooHigh { return invalid(.positionTooHigh(tooHigh), end: variable.end) }
            return ScannedDirective(
                kind: .variable(name: variable.name, explicitPosition: explicitPosition),
                start: start, end: variable.end)
        }

        var flags = ""
        while index < count, Self.isFlag(bytes[index]) {
            flags.unicodeScalars.append(Unicode.Scalar(bytes[index]))
            index += 1
        }

        var width: ScannedWidth?
        if index < count, bytes[index] == 0x2A {
            index += 1
            switch scanStarPosition(&index) {
            case .none: width = .next
            case .zero(let end): return invalid(.zeroPosition, end: end)
            case .position(let position):
                if position > FormatLimits.maximumPosition { tooHigh = tooHigh ?? position }
                width = .argument(position)
            }
        } else if index < count, isDigit(bytes[index]) {
            width = .fixed(readNumber(&index))
        }

        var precision: ScannedWidth?
        if index < count, bytes[index] == 0x2E {
            index += 1
            if index < count, bytes[index] == 0x2A {
                index += 1
                switch scanStarPosition(&index) {
                case .none: precision = .next
                case .zero(let end): return invalid(.zeroPosition, end: end)
                case .position(let position):
                    if position > FormatLimits.maximumPosition { tooHigh = tooHigh ?? position }
                    precision = .argument(position)
                }
            } else if index < count, isDigit(bytes[index]) {
                precision = .fixed(readNumber(&index))
            } else {
                precision = .fixed(0)
            }
        }

        let lengthModifier = scanLengthModifier(&index)
        guard index < count else { return invalid(.truncated, end: count) }
        let byte = bytes[index]
        if byte == 0x25 { return invalid(.modifiersBeforePercent, end: index + 1) }
        if byte == 0x24 { return invalid(.dollarWithoutNumber, end: index + 1) }
        guard Self.isConversion(byte) else {
            let (scalar, length) = scalar(at: index)
            return invalid(.unknownConversion(scalar), end: index + length)
        }
        let end = index + 1
        if let tooHigh { return invalid(.positionTooHigh(tooHigh), end: end) }
        let specifier = ScannedSpecifier(
            explicitPosition: explicitPosition, flags: flags, width: width, precision: precision,
            lengthModifier: lengthModifier, conversion: Unicode.Scalar(byte))
        return ScannedDirective(kind: .specifier(specifier), start: start, end: end)
    }

    /// The scalar whose UTF-8 form starts at `index` (the text is valid UTF-8), and its length.
    func scalar(at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let end = min(index + length, bytes.count)
        var value = UInt32(lead)
        switch end - index {
        case 2: value = (value & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        case 3: value = (value & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        case 4:
            value = (value & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                | UInt32(bytes[index + 3] & 0x3F)
        default: break
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", end - index)
    }

    // MARK: - Pieces

    private enum StarPosition {
        case none
        case zero(end: Int)
        case position(Int)
    }

    /// After a `*`: an optional `m$`. Digits without a `$` are left for the caller (and then fail
    /// as a conversion).
    private func scanStarPosition(_ index: inout Int) -> StarPosition {
        guard index < bytes.count, isDigit(bytes[index]) else { return .none }
        var cursor = index
        let number = readNumber(&cursor)
        guard cursor < bytes.count, bytes[cursor] == 0x24 else { return .none }
        if number == 0 { return .zero(end: cursor + 1) }
        index = cursor + 1
        return .position(number)
    }

    /// `#@name@` at `index`: a name of at least one scalar, none of them whitespace, `%` or `@`.
    private func scanVariable(at index: Int) -> (name: String, end: Int)? {
        let count = bytes.count
        guard index + 1 < count, bytes[index] == 0x23, bytes[index + 1] == 0x40 else { return nil }
        let nameStart = index + 2
        var cursor = nameStart
        while cursor < count {
            let byte = bytes[cursor]
            if byte == 0x40 {
                guard cursor > nameStart else { return nil }
                return (String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<cursor]), as: UTF8.self), cursor + 1)
            }
            if byte == 0x25 { return nil }
            let (scalar, length) = scalar(at: cursor)
            if scalar.properties.isWhitespace { return nil }
            cursor += length
        }
        return nil
    }

    private func scanLengthModifier(_ index: inout Int) -> String {
        guard index < bytes.count else { return "" }
        let first = bytes[index]
        switch first {
        case 0x68, 0x6C:  // h, l
            index += 1
            if index < bytes.count, bytes[index] == first {
                index += 1
                return first == 0x68 ? "hh" : "ll"
            }
            return first == 0x68 ? "h" : "l"
        case 0x71: index += 1; return "q"
        case 0x4C: index += 1; return "L"
        case 0x7A: index += 1; return "z"
        case 0x74: index += 1; return "t"
        case 0x6A: index += 1; return "j"
        default:
            return ""
        }
    }

    /// Reads a run of ASCII digits, saturating at ``FormatLimits/maximumWrittenNumber``.
    private func readNumber(_ index: inout Int) -> Int {
        var value = 0
        while index < bytes.count, isDigit(bytes[index]) {
            let digit = Int(bytes[index]) - 48
            value = min(value * 10 + digit, FormatLimits.maximumWrittenNumber)
            index += 1
        }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= 48 && byte <= 57
    }
}
