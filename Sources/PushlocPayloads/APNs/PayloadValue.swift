import PushlocJSON

/// A value a server puts into a payload: a custom key's value beside `aps`, or an element of one.
///
/// Plain Swift values, so a server that builds payloads needs no JSON library of pushloc's. Write them
/// as literals (`["order": 42, "tags": ["new", "sale"]]`) or with the cases. An object's members are
/// written in byte order of their keys, so the same value always gives the same bytes.
public enum PayloadValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A floating-point number; NaN and infinities are refused (JSON has no text for them).
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([PayloadValue])
    /// An object.
    case object([String: PayloadValue])

    /// The JSON value; throws for a non-finite number anywhere inside. `path` names the value in the error.
    func jsonValue(path: String) throws(PayloadValueError) -> JSONValue {
        switch self {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .int(let value): return .number(JSONNumber(value))
        case .double(let value):
            guard let number = JSONNumber(value) else { throw PayloadValueError.nonFiniteNumber(path: path, value: value) }
            return .number(number)
        case .string(let value): return .string(value)
        case .array(let elements):
            var values: [JSONValue] = []
            values.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                values.append(try element.jsonValue(path: "\(path)[\(index)]"))
            }
            return .array(values)
        case .object(let members):
            var written: [JSONMember] = []
            written.reserveCapacity(members.count)
            for key in Self.writingOrder(of: members) {
                if let value = members[key] {
                    written.append(JSONMember(key: key, value: try value.jsonValue(path: "\(path).\(key)")))
                }
            }
            return .object(JSONObject(written))
        }
    }

    /// Writes the value as compact JSON (as ``jsonValue(path:)`` and `JSONWriter` would), without
    /// building JSON values; throws for a non-finite number anywhere inside.
    func write(into output: inout [UInt8], path: String) throws(PayloadValueError) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): output.append(contentsOf: String(value).utf8)
        case .double(let value):
            guard value.isFinite else { throw PayloadValueError.nonFiniteNumber(path: path, value: value) }
            PayloadValue.writeNumber(value, into: &output)
        case .string(let value): JSONWriter.writeString(value, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                try element.write(into: &output, path: "\(path)[\(index)]")
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            let keys = Self.writingOrder(of: members)
            for (index, key) in keys.enumerated() {
                guard let value = members[key] else { continue }
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSONWriter.writeString(key, into: &output)
                output.append(UInt8(ascii: ":"))
                try value.write(into: &output, path: "\(path).\(key)")
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A `Double` as `JSONNumber` spells it (`null` for a non-finite one, which callers refuse first).
    static func writeNumber(_ value: Double, into output: inout [UInt8]) {
        output.append(contentsOf: (JSONNumber.text(of: value) ?? "null").utf8)
    }

    /// The keys of an object in the order they are written: by their UTF-8 bytes, so that equal
    /// objects give equal bytes.
    static func writingOrder<Value>(of members: [String: Value]) -> [String] {
        members.count > 1 ? members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } : Array(members.keys)
    }

    /// The value of a parsed JSON value: an integer that fits `Int` is ``int(_:)``, any other number
    /// ``double(_:)`` (a number too large for a `Double` reads as `null`). A duplicate key keeps its last value.
    init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let number):
            if let integer = number.int64Value, let value = Int(exactly: integer), !number.text.utf8.contains(UInt8(ascii: ".")) {
                self = .int(value)
            } else if let value = number.doubleValue {
                self = .double(value)
            } else {
                self = .null
            }
        case .string(let value): self = .string(value)
        case .array(let elements): self = .array(elements.map(PayloadValue.init))
        case .object(let object):
            var members: [String: PayloadValue] = [:]
            for member in object.members { members[member.key] = PayloadValue(member.value) }
            self = .object(members)
        }
    }
}

extension PayloadValue: ExpressibleByNilLiteral {
    /// `nil` is `null`.
    public init(nilLiteral: ()) { self = .null }
}

extension PayloadValue: ExpressibleByBooleanLiteral {
    /// A Boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension PayloadValue: ExpressibleByIntegerLiteral {
    /// An integer literal.
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension PayloadValue: ExpressibleByFloatLiteral {
    /// A floating-point literal.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension PayloadValue: ExpressibleByStringLiteral {
    /// A string literal.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension PayloadValue: ExpressibleByArrayLiteral {
    /// An array literal.
    public init(arrayLiteral elements: PayloadValue...) { self = .array(elements) }
}

extension PayloadValue: ExpressibleByDictionaryLiteral {
    /// An object literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, PayloadValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
