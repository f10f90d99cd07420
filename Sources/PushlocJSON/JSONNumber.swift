/// A JSON number that keeps its source text, so that writing it back gives the same bytes.
///
/// `int64Value` and `doubleValue` are derived from `text` when the number is made.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number exactly as written (RFC 8259 grammar), for example `-12`, `0.5` or `1e3`.
    public private(set) var text: String
    /// The exact value as an `Int64`, when the number is an integer in range (`5`, `5.0`, `5e0`).
    public private(set) var int64Value: Int64?
    /// The value as a `Double`, when it is finite (`1e999` has none).
    public private(set) var doubleValue: Double?

    /// A number from an integer.
    public init(_ value: Int64) {
        text = String(value)
        int64Value = value
        doubleValue = Double(value)
    }

    /// A number from an integer.
    public init(_ value: Int) {
        self.init(Int64(value))
    }

    /// A number from a `Double`; `nil` for NaN and infinities, which JSON cannot express.
    public init?(_ value: Double) {
        guard let text = Self.text(of: value) else { return nil }
        self.init(validatedText: text)
    }

    /// How a finite `Double` is written: an integer below 10^15 without a fraction, else the shortest
    /// text that reads back to the same `Double`, which Swift prints in JSON's grammar (`0.25`, `1e-05`,
    /// `1.5e+20`); `nil` for NaN and infinities, which JSON cannot express.
    package static func text(of value: Double) -> String? {
        guard value.isFinite else { return nil }
        if let integer = Int64(exactly: value), abs(value) < 1e15 { return String(integer) }
        return "\(value)"
    }

    /// A number from its text; `nil` unless `text` follows the RFC 8259 number grammar exactly.
    public init?(text: String) {
        guard JSONNumber.isValidSyntax(Array(text.utf8)) else { return nil }
        self.init(validatedText: text)
    }

    /// Made by the parser from text it has already checked.
    package init(validatedText text: String) {
        self.text = text
        let double = Double(text)
        doubleValue = (double?.isFinite ?? false) ? double : nil
        if let integer = Int64(text) {
            int64Value = integer
        } else if let double, double.isFinite, double.rounded() == double {
            int64Value = Int64(exactly: double)
        } else {
            int64Value = nil
        }
    }

    /// The source text.
    public var description: String { text }

    /// Whether `bytes` is exactly one JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    package static func isValidSyntax(_ bytes: [UInt8]) -> Bool {
        var index = 0
        return JSONNumberScanner.scan(bytes, from: &index) == nil && index == bytes.count
    }
}

/// The number grammar, shared by the parser and ``JSONNumber/init(text:)``.
package enum JSONNumberScanner {
    /// Scans one number starting at `index` and moves `index` past it.
    /// Returns `nil` on success, or the byte offset and message of the first error.
    package static func scan(_ bytes: [UInt8], from index: inout Int) -> (offset: Int, message: String)? {
        let count = bytes.count
        func isDigit(_ at: Int) -> Bool { at < count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9") }
        if index < count && bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else {
            return (index, "Invalid number: expected a digit")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { return (index - 1, "Invalid number: a leading zero is not allowed") }
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { return (index, "Invalid number: expected a digit after '.'") }
            while isDigit(index) { index += 1 }
        }
        if index < count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard isDigit(index) else { return (index, "Invalid number: expected a digit in the exponent") }
            while isDigit(index) { index += 1 }
        }
        return nil
    }
}
