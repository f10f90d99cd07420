/// Why per-request payload fields were refused.
public enum PayloadValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A number is NaN or infinite, which JSON cannot express. `path` names it (`score`, `stats.mean`).
    case nonFiniteNumber(path: String, value: Double)
    /// A custom key is `aps`, the key of Apple's dictionary: set its fields through ``PayloadExtras``.
    case reservedKey(String)

    /// A one-line message naming the value.
    public var description: String {
        switch self {
        case .nonFiniteNumber(let path, let value):
            return "\(path) is \(value); a payload's numbers must be finite (JSON has no NaN or infinity)"
        case .reservedKey(let key):
            return "custom key \"\(key)\" is reserved for Apple's dictionary; set badge, sound and the other aps fields as extras"
        }
    }
}
