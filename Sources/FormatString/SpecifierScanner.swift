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

/// What one `%` starts, and the scalar range `start..<end` it covers.
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
/// `%` [`n$`] [flags `-+ #0'`]* [width: digits | `*` | `*m$`] [`.` precision: the same]
/// [length `hh h l ll q L z t j`] conversion, or `%%`, or `%` [`n$`] `#@name@`.
///
/// Every loop consumes at least one scalar, and numbers saturate at
/// ``FormatLimits/maximumWrittenNumber``, so scanning is linear and never overflows.
struct SpecifierScanner {
    let scalars: [Unicode.Scalar]

    static let conversions: Set<Unicode.Scalar> = Set("@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars)
    static let flagScalars: Set<Unicode.Scalar> = Set("-+ #0'".unicodeScalars)

    /// Scans the directive whose `%` is at `start`.
    func scan(at start: Int) -> ScannedDirective {
        let count = scalars.count
        var index = start + 1
        func invalid(_ reason: InvalidSpecifierReason, end: Int) -> ScannedDirective {
            ScannedDirective(kind: .invalid(reason), start: start, end: end)
        }
        guard index < count else { return invalid(.loneTrailingPercent, end: count) }
        if scalars[index] == "%" {
            return ScannedDirective(kind: .percent, start: start, end: index + 1)
        }

        var explicitPosition: Int?
        var tooHigh: Int?
        if isDigit(scalars[index]) {
            var cursor = index
            let number = readNumber(&cursor)
            if cursor < count, scalars[cursor] == "$" {
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
        while index < count, Self.flagScalars.contains(scalars[index]) {
            flags.unicodeScalars.append(scalars[index])
            index += 1
        }

        var width: ScannedWidth?
        if index < count, scalars[index] == "*" {
            index += 1
            switch scanStarPosition(&index) {
            case .none: width = .next
            case .zero(let end): return invalid(.zeroPosition, end: end)
            case .position(let position):
                if position > FormatLimits.maximumPosition { tooHigh = tooHigh ?? position }
                width = .argument(position)
            }
        } else if index < count, isDigit(scalars[index]) {
            width = .fixed(readNumber(&index))
        }

        var precision: ScannedWidth?
        if index < count, scalars[index] == "." {
            index += 1
            if index < count, scalars[index] == "*" {
                index += 1
                switch scanStarPosition(&index) {
                case .none: precision = .next
                case .zero(let end): return invalid(.zeroPosition, end: end)
                case .position(let position):
                    if position > FormatLimits.maximumPosition { tooHigh = tooHigh ?? position }
                    precision = .argument(position)
                }
            } else if index < count, isDigit(scalars[index]) {
                precision = .fixed(readNumber(&index))
            } else {
                precision = .fixed(0)
            }
        }

        let lengthModifier = scanLengthModifier(&index)
        guard index < count else { return invalid(.truncated, end: count) }
        let conversion = scalars[index]
        let end = index + 1
        if conversion == "%" { return invalid(.modifiersBeforePercent, end: end) }
        if conversion == "$" { return invalid(.dollarWithoutNumber, end: end) }
        guard Self.conversions.contains(conversion) else { return invalid(.unknownConversion(conversion), end: end) }
        if let tooHigh { return invalid(.positionTooHigh(tooHigh), end: end) }
        let specifier = ScannedSpecifier(
            explicitPosition: explicitPosition, flags: flags, width: width, precision: precision,
            lengthModifier: lengthModifier, conversion: conversion)
        return ScannedDirective(kind: .specifier(specifier), start: start, end: end)
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
        guard index < scalars.count, isDigit(scalars[index]) else { return .none }
        var cursor = index
        let number = readNumber(&cursor)
        guard cursor < scalars.count, scalars[cursor] == "$" else { return .none }
        if number == 0 { return .zero(end: cursor + 1) }
        index = cursor + 1
        return .position(number)
    }

    /// `#@name@` at `index`: a name of at least one scalar, none of them whitespace, `%` or `@`.
    private func scanVariable(at index: Int) -> (name: String, end: Int)? {
        let count = scalars.count
        guard index + 1 < count, scalars[index] == "#", scalars[index + 1] == "@" else { return nil }
        var cursor = index + 2
        var name = ""
        while cursor < count {
            let scalar = scalars[cursor]
            if scalar == "@" {
                return name.isEmpty ? nil : (name, cursor + 1)
            }
            if scalar == "%" || scalar.properties.isWhitespace { return nil }
            name.unicodeScalars.append(scalar)
            cursor += 1
        }
        return nil
    }

    private func scanLengthModifier(_ index: inout Int) -> String {
        guard index < scalars.count else { return "" }
        let first = scalars[index]
        switch first {
        case "h", "l":
            index += 1
            if index < scalars.count, scalars[index] == first {
                index += 1
                return String(Character(first)) + String(Character(first))
            }
            return String(Character(first))
        case "q", "L", "z", "t", "j":
            index += 1
            return String(Character(first))
        default:
            return ""
        }
    }

    /// Reads a run of ASCII digits, saturating at ``FormatLimits/maximumWrittenNumber``.
    private func readNumber(_ index: inout Int) -> Int {
        var value = 0
        while index < scalars.count, isDigit(scalars[index]) {
            let digit = Int(scalars[index].value) - 48
            value = min(value * 10 + digit, FormatLimits.maximumWrittenNumber)
            index += 1
        }
        return value
    }

    private func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 48 && scalar.value <= 57
    }
}
