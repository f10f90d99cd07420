/// A path to a value inside a JSON document, written like `aps.alert.loc-args[1]`.
///
/// Keys are joined with `.`; array indexes are `[n]`. A key that is empty, or holds `.`, `[`, `]`,
/// `"` or `\`, is written `["key"]` with `"` and `\` escaped by a backslash. The empty path is the root.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Sendable, Hashable {
        /// An object member, by key.
        case key(String)
        /// An array element, by 0-based index.
        case index(Int)
    }

    /// The steps from the root.
    public var components: [Component]

    /// The root.
    public static let root = JSONPath(components: [])

    /// Creates a path from steps.
    public init(components: [Component]) {
        self.components = components
    }

    /// Parses the written form; `nil` if it is malformed (an unclosed `[`, a bad index...).
    public init?(_ text: String) {
        var components: [Component] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var expectKey = true
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "[" {
                index += 1
                guard index < scalars.count else { return nil }
                if scalars[index] == "\"" {
                    index += 1
                    var key = String.UnicodeScalarView()
                    var closed = false
                    while index < scalars.count {
                        let next = scalars[index]
                        if next == "\\" {
                            index += 1
                            guard index < scalars.count else { return nil }
                            key.append(scalars[index])
                        } else if next == "\"" {
                            closed = true
                            break
                        } else {
                            key.append(next)
                        }
                        index += 1
                    }
                    guard closed, index + 1 < scalars.count, scalars[index + 1] == "]" else { return nil }
                    index += 2
                    components.append(.key(String(key)))
                } else {
                    var digits = ""
                    while index < scalars.count, scalars[index] != "]" {
                        digits.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    guard index < scalars.count, digits.count <= 18, let value = Int(digits), value >= 0,
                          digits.unicodeScalars.allSatisfy({ $0.properties.numericType == .decimal && $0.isASCII })
                    else { return nil }
                    index += 1
                    components.append(.index(value))
                }
                expectKey = false
            } else if scalar == "." {
                guard !components.isEmpty, !expectKey else { return nil }
                index += 1
                expectKey = true
                // A `.` must be followed by a plain key.
                guard index < scalars.count, scalars[index] != ".", scalars[index] != "[" else { return nil }
            } else {
                guard expectKey else { return nil }
                var key = String.UnicodeScalarView()
                while index < scalars.count, scalars[index] != ".", scalars[index] != "[" {
                    guard scalars[index] != "]", scalars[index] != "\"", scalars[index] != "\\" else { return nil }
                    key.append(scalars[index])
                    index += 1
                }
                components.append(.key(String(key)))
                expectKey = false
            }
        }
        if expectKey && !components.isEmpty { return nil }
        self.components = components
    }

    /// This path with a key appended.
    public func appending(key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// This path with an array index appended.
    public func appending(index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    /// The written form, `aps.alert.loc-args[1]`.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if JSONPath.needsBrackets(key) {
                    var escaped = ""
                    for character in key.unicodeScalars {
                        if character == "\"" || character == "\\" { escaped.unicodeScalars.append("\\") }
                        escaped.unicodeScalars.append(character)
                    }
                    text += "[\"\(escaped)\"]"
                } else {
                    text += text.isEmpty ? key : "." + key
                }
            }
        }
        return text
    }

    private static func needsBrackets(_ key: String) -> Bool {
        key.isEmpty || key.utf8.contains { byte in
            byte == UInt8(ascii: ".") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
        }
    }
}
