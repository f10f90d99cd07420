extension JSONPullReader {
    /// One array or object being built by ``readValue()``.
    private struct PendingContainer {
        var state: JSONContainerState
        var isObject: Bool
        var elements: [JSONValue] = []
        var members: [JSONMember] = []
        var pendingKey = ""
    }

    /// Reads the value at the current position, whatever it is, as a ``JSONValue`` exactly as
    /// ``JSONParser`` would have built it (member order, duplicates and number text kept).
    ///
    /// Iterative: open containers live on a stack of their own, never on the call stack, and the
    /// nesting limit counts the containers the caller has open around this value.
    package mutating func readValue() throws(JSONSyntaxError) -> JSONValue {
        var stack: [PendingContainer] = []
        while true {
            var value: JSONValue
            switch try peekValue() {
            case .object:
                var state = try beginObject()
                if let key = try nextKey(&state) {
                    stack.append(PendingContainer(state: state, isObject: true, pendingKey: name(of: key)))
                    continue
                }
                value = .object(JSONObject())
            case .array:
                var state = try beginArray()
                if try nextElement(&state) {
                    stack.append(PendingContainer(state: state, isObject: false))
                    continue
                }
                value = .array([])
            case .string:
                value = .string(try readString().string)
            case .number:
                value = .number(try readNumber())
            case .literal:
                value = try readLiteral()
            }
            // Attach the finished value to its container; close containers as long as they end here.
            while true {
                let top = stack.count - 1
                guard top >= 0 else { return value }
                if stack[top].isObject {
                    stack[top].members.append(JSONMember(key: stack[top].pendingKey, value: value))
                    if let key = try nextKey(&stack[top].state) {
                        stack[top].pendingKey = name(of: key)
                        break
                    }
                    value = .object(JSONObject(stack.removeLast().members))
                } else {
                    stack[top].elements.append(value)
                    if try nextElement(&stack[top].state) { break }
                    value = .array(stack.removeLast().elements)
                }
            }
        }
    }

    /// Reads `true`, `false` or `null`.
    package mutating func readLiteral() throws(JSONSyntaxError) -> JSONValue {
        if let (value, length) = JSONSyntaxText.literal(in: buffer, at: index) {
            index += length
            return value
        }
        throw unexpected(at: index, expecting: "a value (true, false and null are lowercase)")
    }

    /// Reads a number, keeping its text.
    package mutating func readNumber() throws(JSONSyntaxError) -> JSONNumber {
        let begin = index
        if let error = JSONNumberScanner.scan(array, from: &index) {
            throw JSONSyntaxError(offset: error.offset, message: error.message)
        }
        return JSONNumber(validatedText: String(decoding: array[begin..<index], as: UTF8.self))
    }
}
