/// Typed reads and writes of object members, shared by the `aps`, `alert` and sound views.
extension JSONObject {
    package func string(_ key: String) -> String? {
        self[key]?.stringValue
    }

    package mutating func setString(_ key: String, _ value: String?) {
        self[key] = value.map(JSONValue.string)
    }

    package func int64(_ key: String) -> Int64? {
        self[key]?.numberValue?.int64Value
    }

    package mutating func setInt64(_ key: String, _ value: Int64?) {
        self[key] = value.map { .number(JSONNumber($0)) }
    }

    package func double(_ key: String) -> Double? {
        self[key]?.numberValue?.doubleValue
    }

    package mutating func setDouble(_ key: String, _ value: Double?) {
        self[key] = value.flatMap(JSONNumber.init).map(JSONValue.number)
    }

    package func object(_ key: String) -> JSONObject? {
        self[key]?.objectValue
    }

    /// An array of strings, leniently: see ``APSAlert/locArgs``.
    package func stringArray(_ key: String) -> [String]? {
        guard let elements = self[key]?.arrayValue else { return nil }
        return elements.map(JSONValue.argumentText)
    }

    package mutating func setStringArray(_ key: String, _ value: [String]?) {
        self[key] = value.map { .array($0.map(JSONValue.string)) }
    }
}

extension JSONValue {
    /// The text a device shows for a `loc-args` element: strings as they are, and for invalid
    /// elements (which the validator reports) what Foundation's `description` would likely give:
    /// the number's text, `1`/`0` for Booleans, `<null>` for null, and compact JSON otherwise.
    package static func argumentText(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number): return number.text
        case .bool(let flag): return flag ? "1" : "0"
        case .null: return "<null>"
        case .array, .object: return String(decoding: JSONWriter.serialize(value), as: UTF8.self)
        }
    }
}
