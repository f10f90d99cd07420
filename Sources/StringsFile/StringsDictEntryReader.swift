import Diagnostics

/// Reads the `<dict>` of one top-level `.stringsdict` entry (its `NSStringLocalizedFormatKey` and its
/// variables) straight from the markup into a ``StringsDictEntry``, with what is wrong in it.
///
/// A repeated key keeps the place of its first appearance and the value of its last, and only that
/// value is looked at, as when the dictionary is read whole first.
struct StringsDictEntryReader {
    /// An entry read, and what was found wrong in it, in the order the builder reports it.
    struct Outcome {
        var entry: StringsDictEntry
        var diagnostics: [Diagnostic]
    }

    /// One key of the entry's dictionary (the last of its repeats) and what its value gave.
    private struct Field {
        enum Value {
            /// `NSStringLocalizedFormatKey`: its format, `nil` when the value is not a `<string>`.
            case format(String?)
            case variable(StringsDictVariableReader.Outcome)
            /// Another key whose value is not a `<dict>`.
            case notDictionary
        }

        var key: String
        var keyPlace: TextPlace
        var value: Value
    }

    private let reporter: StringsDictReporter
    private var variableReader: StringsDictVariableReader
    /// Storage reused from entry to entry.
    private var fields: [Field] = []
    private var repeats = RepeatFinder()

    init(reporter: StringsDictReporter) {
        self.reporter = reporter
        variableReader = StringsDictVariableReader(reporter: reporter)
    }

    /// Reads the entry `key` from its open tag `dict` (at nesting level `depth`), whose key stands at
    /// `keyPlace`, through its `</dict>`.
    mutating func read(
        _ dict: PlistXMLLexer.OpenTag, key: String, keyPlace: TextPlace, depth: Int, from lexer: inout PlistXMLLexer
    ) throws(PlistXMLFailure) -> Outcome {
        // Locals while reading (no overlapping access to `self` in the closures below).
        var fields: [Field] = []
        var repeats = RepeatFinder()
        swap(&fields, &self.fields)
        swap(&repeats, &self.repeats)
        fields.removeAll(keepingCapacity: true)
        repeats.reset()
        var diagnostics: [Diagnostic] = []
        while let member = try lexer.nextMember(of: dict) {
            let (name, hash, isFormat) = lexer.withBytes(member.key) { bytes -> (String, Int, Bool) in
                let hash = KeyIndex.hash(UnsafeRawBufferPointer(bytes))
                if StringsDictKey.exactly(bytes) == .format { return (StringsDictKey.formatName, hash, true) }
                let name = ValidUTF8.string(bytes)
                return (name, hash, StringsDictKey.equivalent(name, bytes: bytes) == .format)
            }
            let value: Field.Value
            if isFormat {
                if member.value.element == .string {
                    value = .format(try lexer.readString(of: member.value))
                } else {
                    _ = try lexer.readValue(member.value, depth: depth + 1)
                    value = .format(nil)
                }
            } else if member.value.element == .dict {
                value = .variable(try variableReader.read(member.value, name: name, entry: key, at: member.keyPlace, depth: depth + 1, from: &lexer))
            } else {
                _ = try lexer.readValue(member.value, depth: depth + 1)
                value = .notDictionary
            }
            let field = Field(key: name, keyPlace: member.keyPlace, value: value)
            if let earlier = repeats.earlier(hash: hash, isSameKey: { KeyIndex.sameBytes(fields[$0].key, name) }) {
                diagnostics.append(reporter.duplicateKey(name, at: member.keyPlace, earlierLine: fields[earlier].keyPlace.line, entry: key))
                fields[earlier] = field
            } else {
                fields.append(field)
            }
        }
        let outcome = entry(key, at: keyPlace, from: fields, diagnostics: diagnostics)
        swap(&fields, &self.fields)
        swap(&repeats, &self.repeats)
        return outcome
    }

    /// The entry of the dictionary's `fields` (each key once), after the `diagnostics` found while
    /// reading them.
    private func entry(_ key: String, at place: TextPlace, from fields: [Field], diagnostics: [Diagnostic]) -> Outcome {
        var diagnostics = diagnostics
        let formatKey = StringsDictKey.formatName
        var format: String?
        var hasFormat = false
        var variables: [StringsDictVariable] = []
        variables.reserveCapacity(fields.count)
        for field in fields {
            switch field.value {
            case .format(let string):
                hasFormat = true
                if let string {
                    format = string
                } else {
                    diagnostics.append(reporter.diagnostic(RuleID.syntax, .error, at: field.keyPlace, "\(formatKey) of \"\(key)\" must be a <string>", key: key))
                }
            case .notDictionary:
                diagnostics.append(reporter.diagnostic(
                    RuleID.syntax, .error, at: field.keyPlace,
                    "\"\(field.key)\" in \"\(key)\" must be a <dict> of plural rules (a variable that %#@\(field.key)@ names)", key: key))
            case .variable(let outcome):
                diagnostics += outcome.diagnostics
                variables.append(outcome.variable)
            }
        }
        if !hasFormat {
            diagnostics.append(reporter.diagnostic(
                RuleID.syntax, .error, at: place,
                "\"\(key)\" has no \(formatKey): add <key>\(formatKey)</key><string>%#@name@</string> for the format that names its variables",
                key: key))
        }
        var referenced = format.map(VariableReferences.names) ?? []
        for field in fields {
            if case .variable(let outcome) = field.value { referenced += outcome.references }
        }
        // An entry has a few variables: searched, not hashed, unless it has many.
        let defined: Set<String>? = variables.count > 8 ? Set(variables.map(\.name)) : nil
        var reported = Set<String>()  // allocates only once a name is missing
        for name in referenced where !(defined?.contains(name) ?? variables.contains { $0.name == name }) && reported.insert(name).inserted {
            diagnostics.append(reporter.diagnostic(
                RuleID.syntax, .error, at: place,
                "the format of \"\(key)\" uses %#@\(name)@, but \"\(key)\" has no variable \"\(name)\": add <key>\(name)</key> with its plural rules",
                key: key))
        }
        return Outcome(entry: StringsDictEntry(key: key, formatKey: format, variables: variables, line: place.line, column: place.column), diagnostics: diagnostics)
    }
}
