import PushlocPayloads
import PushlocJSON
extension JSONValue {
    /// `the string "x"`, `the number 5`, `null`... for the messages of devtodev findings.
    var devtodevDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return "the boolean \(flag)"
        case .number(let number): return "the number \(number.text)"
        case .string(let text): return "the string \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
