/// STAND-IN, for this module's tests and until the integrator wires `FormatString`: a minimal
/// device-style substitution of `%@`, `%n$@` and `%%` only.
///
/// Arguments go in literally (never re-scanned), a missing argument gives `(null)`, extra arguments
/// are ignored, and any other `%` sequence is copied as it is (the real `FormatString` handles the
/// full printf grammar and the push rule). Internal on purpose: not part of the API.
enum DeviceFormatStandIn {
    static func format(_ template: String, _ arguments: [String]) -> String {
        guard template.utf8.contains(UInt8(ascii: "%")) else { return template }
        var output = ""
        let scalars = Array(template.unicodeScalars)
        var index = 0
        var next = 0
        func argument(_ position: Int) -> String {
            position >= 0 && position < arguments.count ? arguments[position] : "(null)"
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%", index + 1 < scalars.count else {
                output.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            let following = scalars[index + 1]
            if following == "%" {
                output.unicodeScalars.append("%")
                index += 2
            } else if following == "@" {
                output += argument(next)
                next += 1
                index += 2
            } else if let digit = following.properties.numericType, digit == .decimal, following.isASCII {
                var cursor = index + 1
                var number = 0
                while cursor < scalars.count, scalars[cursor].isASCII, let value = Int(String(scalars[cursor])), number < 1_000_000 {
                    number = number * 10 + value
                    cursor += 1
                }
                if cursor + 1 < scalars.count, scalars[cursor] == "$", scalars[cursor + 1] == "@" {
                    output += argument(number - 1)
                    index = cursor + 2
                } else {
                    output.unicodeScalars.append(scalar)
                    index += 1
                }
            } else {
                output.unicodeScalars.append(scalar)
                index += 1
            }
        }
        return output
    }
}
