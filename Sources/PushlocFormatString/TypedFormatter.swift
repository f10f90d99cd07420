/// Renders specifiers with typed arguments for one locale: the library side of formatting.
///
/// - Decimal conversions (`d i D u U`, `f F`) use ICU's digits and grouping for the locale
///   (`ar`: ١٬٢٣٤), `e E g G` use the locale's digits and decimal separator without grouping,
///   and `x X o O a A p` stay ASCII as in C. `%f` keeps C's default of 6 decimals.
/// - `%@` and a variable insert a string as it is and format a number with ICU's default
///   decimal style.
/// - Flags `-`, `+`, space, `0` and `#`, widths (also `*` and `*m$`, negative ones left-align)
///   and precisions are honoured; widths count characters and are clamped to
///   ``FormatLimits/maximumRenderedWidth``. With a precision, an integer shows at least that many
///   digits and no grouping. Decimals are always grouped (there is no `'` flag: `%'d` is no specifier).
/// - An argument of another kind is converted when it can be (`.int` for `%f`, a numeric
///   `.string` for `%d`); otherwise it is inserted as `%@` would insert it.
struct TypedFormatter {
    let symbols: LocaleNumberSymbols
    let arguments: [FormatArgument]

    private struct Field {
        var flags: String
        var width: Int?
        var leftAligned: Bool
        var precision: Int?

        /// Whether ``flags`` holds `flag` (see ``FormatSpecifier/hasFlag(_:)``).
        func hasFlag(_ flag: Unicode.Scalar) -> Bool {
            flags.containsUTF8Byte(UInt8(ascii: flag))
        }
    }

    func argument(at position: Int) -> FormatArgument? {
        position >= 1 && position <= arguments.count ? arguments[position - 1] : nil
    }

    /// `%@`-style text of the argument at `position`, `(null)` when it is missing.
    func object(at position: Int) -> String {
        argument(at: position).map(objectText) ?? DevicePlan.null
    }

    func render(_ specifier: FormatSpecifier) -> String {
        let field = resolveField(specifier)
        guard let value = argument(at: specifier.position) else {
            return pad(DevicePlan.null, field)
        }
        switch specifier.conversion {
        case "s", "S":
            var text = objectText(value)
            if let precision = field.precision, text.count > precision { text = String(text.prefix(precision)) }
            return pad(text, field)
        case "c", "C":
            return pad(characterText(value), field)
        case "d", "i", "D":
            return signedInteger(value, field) ?? pad(objectText(value), field)
        case "u", "U":
            return unsignedInteger(value, lengthModifier: specifier.lengthModifier, field)
                ?? pad(objectText(value), field)
        case "x", "X", "o", "O", "p":
            return cInteger(value, specifier: specifier, field) ?? pad(objectText(value), field)
        case "f", "F":
            return fixed(value, field) ?? pad(objectText(value), field)
        case "e", "E", "g", "G":
            return scientific(value, conversion: specifier.conversion, field) ?? pad(objectText(value), field)
        case "a", "A":
            return hexFloat(value, conversion: specifier.conversion, field) ?? pad(objectText(value), field)
        default:
            return pad(objectText(value), field)
        }
    }

    // MARK: - Field

    private func resolveField(_ specifier: FormatSpecifier) -> Field {
        let limit = FormatLimits.maximumRenderedWidth
        var field = Field(flags: specifier.flags, width: nil, leftAligned: specifier.hasFlag("-"), precision: nil)
        if let width = number(specifier.width, position: specifier.widthPosition) {
            if width < 0 { field.leftAligned = true }
            field.width = min(width.magnitude, UInt(limit)).intValue
        }
        if let precision = number(specifier.precision, position: specifier.precisionPosition), precision >= 0 {
            field.precision = min(precision, limit)
        }
        return field
    }

    /// A width or precision, from the string or from its `int` argument (clamped).
    private func number(_ width: FormatWidth?, position: Int?) -> Int? {
        let limit = Int64(FormatLimits.maximumRenderedWidth)
        switch width {
        case nil: return nil
        case .fixed(let value): return value
        case .fromNextArgument, .fromArgument:
            guard let position else { return nil }
            switch argument(at: position) {
            case .int(let value)?: return Int(max(-limit, min(limit, value)))
            case .double(let value)? where value.isFinite:
                return Int(max(Double(-limit), min(Double(limit), value.rounded(.towardZero))))
            default: return nil
            }
        }
    }

    private func pad(_ text: String, _ field: Field) -> String {
        guard let width = field.width else { return text }
        let count = text.count
        guard width > count else { return text }
        let spaces = String(repeating: " ", count: width - count)
        return field.leftAligned ? text + spaces : spaces + text
    }

    /// Sign, zero padding after it when the `0` flag allows, then the body and the sign's suffix.
    private func number(sign: String, body: String, suffix: String, _ field: Field, zeroPadding: Bool) -> String {
        let content = sign + body + suffix
        guard let width = field.width else { return content }
        let count = content.count
        guard width > count else { return content }
        if field.leftAligned { return content + String(repeating: " ", count: width - count) }
        if zeroPadding, field.hasFlag("0") {
            return sign + String(repeating: symbols.zero, count: width - count) + body + suffix
        }
        return String(repeating: " ", count: width - count) + content
    }

    private func positiveSign(_ field: Field) -> String {
        field.hasFlag("+") ? "+" : field.hasFlag(" ") ? " " : ""
    }

    // MARK: - Values

    private func objectText(_ value: FormatArgument) -> String {
        switch value {
        case .string(let text): return text
        case .int(let number): return symbols.decimal(number)
        case .double(let number): return symbols.decimal(number)
        }
    }

    private func integerValue(_ value: FormatArgument) -> Int64? {
        switch value {
        case .int(let number): return number
        case .double(let number):
            guard number.isFinite else { return nil }
            if number >= 9.2e18 { return Int64.max }
            if number <= -9.2e18 { return Int64.min }
            return Int64(number.rounded(.towardZero))
        case .string(let text): return Int64(text)
        }
    }

    private func doubleValue(_ value: FormatArgument) -> Double? {
        switch value {
        case .double(let number): return number
        case .int(let number): return Double(number)
        case .string(let text): return Double(text)
        }
    }

    private func characterText(_ value: FormatArgument) -> String {
        switch value {
        case .string(let text): return text.first.map(String.init) ?? ""
        case .int, .double:
            guard let number = integerValue(value),
                  let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: number))
            else { return "\u{FFFD}" }
            return String(Character(scalar))
        }
    }

    /// The bits of an integer argument as the unsigned type its length modifier names.
    private func unsignedBits(_ number: Int64, lengthModifier: String) -> UInt64 {
        switch lengthModifier {
        case "hh": return UInt64(UInt8(truncatingIfNeeded: number))
        case "h": return UInt64(UInt16(truncatingIfNeeded: number))
        case "": return UInt64(UInt32(truncatingIfNeeded: number))
        default: return UInt64(bitPattern: number)
        }
    }

    // MARK: - Conversions

    private func decimalBody(_ magnitude: UInt64, precision: Int?) -> String {
        guard let precision else { return symbols.grouped(magnitude) }
        let digits = precision == 0 && magnitude == 0 ? "" : String(magnitude)
        return symbols.localizing(ascii: digits.leftPadded(to: precision))
    }

    private func signedInteger(_ value: FormatArgument, _ field: Field) -> String? {
        guard let number = integerValue(value) else { return nil }
        let body = decimalBody(number.magnitude, precision: field.precision)
        if number < 0 {
            return self.number(
                sign: symbols.minusPrefix, body: body, suffix: symbols.minusSuffix, field,
                zeroPadding: field.precision == nil)
        }
        return self.number(
            sign: positiveSign(field), body: body, suffix: "", field, zeroPadding: field.precision == nil)
    }

    private func unsignedInteger(_ value: FormatArgument, lengthModifier: String, _ field: Field) -> String? {
        guard let number = integerValue(value) else { return nil }
        let magnitude = number >= 0 ? UInt64(number) : unsignedBits(number, lengthModifier: lengthModifier)
        let body = decimalBody(magnitude, precision: field.precision)
        return self.number(sign: "", body: body, suffix: "", field, zeroPadding: field.precision == nil)
    }

    private func cInteger(_ value: FormatArgument, specifier: FormatSpecifier, _ field: Field) -> String? {
        guard let number = integerValue(value) else { return nil }
        if specifier.conversion == "p" {
            return pad("0x" + String(UInt64(bitPattern: number), radix: 16), field)
        }
        let conversion = specifier.conversion == "O" ? "o" : String(specifier.conversion)
        let bits = unsignedBits(number, lengthModifier: specifier.lengthModifier)
        return CFormat.format(cFormat(field, length: "ll", conversion: conversion), bits)
    }

    private func hexFloat(_ value: FormatArgument, conversion: Character, _ field: Field) -> String? {
        guard let number = doubleValue(value) else { return nil }
        return CFormat.format(cFormat(field, length: "", conversion: String(conversion)), number)
    }

    /// A C format for one ASCII conversion, with the field's flags, width and precision.
    private func cFormat(_ field: Field, length: String, conversion: String) -> String {
        var format = "%" + field.flags.filter { $0 != "-" }
        if field.leftAligned { format += "-" }
        if let width = field.width { format += String(width) }
        if let precision = field.precision { format += "." + String(precision) }
        return format + length + conversion
    }

    private func nonFinite(_ number: Double, _ field: Field) -> String {
        if number.isNaN { return pad(symbols.decimal(number), field) }
        let body = symbols.decimal(number.magnitude)
        if number < 0 {
            return self.number(
                sign: symbols.minusPrefix, body: body, suffix: symbols.minusSuffix, field, zeroPadding: false)
        }
        return self.number(sign: positiveSign(field), body: body, suffix: "", field, zeroPadding: false)
    }

    private func signed(_ number: Double, body: String, _ field: Field) -> String {
        if number.sign == .minus {
            return self.number(
                sign: symbols.minusPrefix, body: body, suffix: symbols.minusSuffix, field, zeroPadding: true)
        }
        return self.number(sign: positiveSign(field), body: body, suffix: "", field, zeroPadding: true)
    }

    private func fixed(_ value: FormatArgument, _ field: Field) -> String? {
        guard let number = doubleValue(value) else { return nil }
        guard number.isFinite else { return nonFinite(number, field) }
        let precision = field.precision ?? 6
        let ascii = CFormat.format("%." + String(precision) + "f", number.magnitude)
        let integerDigits = ascii.prefix { $0.isASCII && $0.isNumber }
        let fraction = ascii.dropFirst(integerDigits.count + 1)
        var body: String
        if integerDigits.count <= 18, let integer = UInt64(integerDigits) {
            body = symbols.grouped(integer)
        } else {
            body = symbols.decimal(Double(String(integerDigits)) ?? number.magnitude.rounded(.down))
        }
        if precision > 0 || field.hasFlag("#") {
            body += symbols.decimalSeparator + symbols.localizing(ascii: fraction)
        }
        return signed(number, body: body, field)
    }

    private func scientific(_ value: FormatArgument, conversion: Character, _ field: Field) -> String? {
        guard let number = doubleValue(value) else { return nil }
        guard number.isFinite else { return nonFinite(number, field) }
        var format = field.hasFlag("#") ? "%#" : "%"
        if let precision = field.precision { format += "." + String(precision) }
        let ascii = CFormat.format(format + String(conversion), number.magnitude)
        return signed(number, body: symbols.localizing(ascii: ascii), field)
    }
}

extension UInt {
    fileprivate var intValue: Int { Int(clamping: self) }
}
