import PushlocJSON

/// Writes JSON the way Xcode writes String Catalogs: 2-space indent, `"key" : value`, object keys
/// in ``XcodeKeyOrder``, an empty object as `{` blank line `}`, no newline at the end, non-ASCII as
/// raw UTF-8, and only `"`, `\` and control characters escaped (`/` is not).
enum XcodeJSONLayout {
    /// The bytes of `value` in Xcode's layout.
    static func bytes(of value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(value, indent: 0, into: &output)
        return output
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .object(let object):
            let members = XcodeKeyOrder.sorted(object.members, key: \.key)
            output.append(UInt8(ascii: "{"))
            writeBody(count: members.count, indent: indent, into: &output) { index, output in
                JSONWriter.writeString(members[index].key, into: &output)
                output.append(contentsOf: separator)
                write(members[index].value, indent: indent + 2, into: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            writeBody(count: elements.count, indent: indent, into: &output) { index, output in
                write(elements[index], indent: indent + 2, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .null, .bool, .number, .string:
            JSONWriter.write(value, into: &output)
        }
    }

    /// The lines between a container's brackets: one per element, indented, joined by `,`; an
    /// empty container gets one empty line, as Foundation's pretty printer writes it.
    private static func writeBody(count: Int, indent: Int, into output: inout [UInt8], element: (Int, inout [UInt8]) -> Void) {
        output.append(newline)
        if count == 0 { output.append(newline) }
        for index in 0..<count {
            appendSpaces(indent + 2, into: &output)
            element(index, &output)
            if index + 1 < count { output.append(UInt8(ascii: ",")) }
            output.append(newline)
        }
        appendSpaces(indent, into: &output)
    }

    private static func appendSpaces(_ count: Int, into output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    private static let newline = UInt8(ascii: "\n")
    private static let separator: [UInt8] = Array(" : ".utf8)
}
