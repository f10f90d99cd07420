import PushlocDiagnostics
import PushlocRules

/// Reads the `<dict>` of one top-level `.stringsdict` entry (its `NSStringLocalizedFormatKey` and its
/// variables) straight from the markup into a ``StringsDictEntry``, with what is wrong in it.
///
/// A repeated key keeps the place of its first appearance and the value of its last, and only that
/// value is looked at, as when the dictionary is read whole first. Without a repeat (nearly always)
/// the variables, diagnostics and references are in their final order as they are read.
struct StringsDictEntryReader {
    /// One key of the entry's dictionary (the last of its repeats) and what its value gave.
    private struct Field {
        enum Kind {
            /// `NSStringLocalizedFormatKey`.
            case format
            /// Another key with a `<dict>`.
            case variable
            /// Another key whose value is not a `<dict>`.
            case notDictionary
        }

        var key: String
        var keyPlace: TextPlace
        var kind: Kind
        /// The format, for a format key whose value is a `<string>`.
        var format: String?
        /// For a variable: its position in the variables read.
        var variable: Int
        /// Its diagnostics and references among all of the entry's.
        var diagnostics: Range<Int>
        var references: Range<Int>
    }

    private let reporter: StringsDictReporter
    private var variableReader: StringsDictVariableReader
    /// Storage reused from entry to entry.
    private var fields: [Field] = []
    private var repeats = RepeatFinder()
    private var fieldDiagnostics: [Diagnostic] = []
    private var fieldReferences: [String] = []

    init(reporter: StringsDictReporter) {
        self.reporter = reporter
        variableReader = StringsDictVariableReader(reporter: reporter)
    }

    /// Reads the entry `key` from its open tag `dict` (at nesting level `depth`), whose key stands at
    /// `keyPlace`, through its `</dict>`. Appends what is wrong in it to `diagnostics`, in the order the
    /// builder reports it.
    mutating func read(
        _ dict: PlistXMLLexer.OpenTag, key: String, keyPlace: TextPlace, depth: Int,
        from lexer: inout PlistXMLLexer, diagnostics: inout [Diagnostic]
    ) throws(PlistXMLFailure) -> StringsDictEntry {
        // Locals while reading (no overlapping access to `self` in the closures below).
        var fields: [Field] = []
        var repeats = RepeatFinder()
        var fieldDiagnostics: [Diagnostic] = []
        var fieldReferences: [String] = []
        swap(&fields, &self.fields)
        swap(&repeats, &self.repeats)
        swap(&fieldDiagnostics, &self.fieldDiagnostics)
        swap(&fieldReferences, &self.fieldReferences)
        fields.removeAll(keepingCapacity: true)
        repeats.reset()
        fieldDiagnostics.removeAll(keepingCapacity: true)
        fieldReferences.removeAll(keepingCapacity: true)
        var variables: [StringsDictVariable] = []
        var repeatErrors: [Diagnostic] = []
        while let member = try lexer.nextMember(of: dict) {
            let knownASCII = member.key.knownASCII
            let (name, fingerprint, isFormat) = lexer.withBytes(member.key) { bytes -> (String, Int, Bool) in
                let fingerprint = RepeatFinder.fingerprint(bytes)
                if StringsDictKey.exactly(bytes) == .format { return (StringsDictKey.formatName, fingerprint, true) }
                let name = PlistXMLLexer.string(bytes, knownASCII: knownASCII)
                return (name, fingerprint, !knownASCII && StringsDictKey.equivalent(name, bytes: bytes) == .format)
            }
            let diagnosticsStart = fieldDiagnostics.count
            let referencesStart = fieldReferences.count
            let variable = variables.count
            var kind = Field.Kind.format
            var format: String?
            if isFormat {
                if member.value.element == .string {
                    format = try lexer.readString(of: member.value)
                } else {
                    _ = try lexer.readValue(member.value, depth: depth + 1)
                    fieldDiagnostics.append(reporter.diagnostic(
                        RuleDescription.syntax.level, at: member.keyPlace, "\(StringsDictKey.formatName) of \"\(key)\" must be a <string>", key: key))
                }
            } else if member.value.element == .dict {
                kind = .variable
                try variableReader.read(
                    member.value, name: name, entry: key, at: member.keyPlace, depth: depth + 1, from: &lexer,
                    into: &variables, diagnostics: &fieldDiagnostics, references: &fieldReferences)
            } else {
                kind = .notDictionary
                _ = try lexer.readValue(member.value, depth: depth + 1)
                fieldDiagnostics.append(reporter.diagnostic(
                    RuleDescription.syntax.level, at: member.keyPlace,
                    "\"\(name)\" in \"\(key)\" must be a <dict> of plural rules (a variable that %#@\(name)@ names)", key: key))
            }
            // Made whole here: a `var` changed field by field was copied into the array.
            let field = Field(
                key: name, keyPlace: member.keyPlace, kind: kind, format: format, variable: variable,
                diagnostics: diagnosticsStart..<fieldDiagnostics.count, references: referencesStart..<fieldReferences.count)
            if let earlier = repeats.earlier(
                fingerprint: fingerprint, isSameKey: { KeyIndex.sameBytes(fields[$0].key, name) },
                hash: { KeyIndex.hash(name) }, hashOf: { KeyIndex.hash(fields[$0].key) })
            {
                repeatErrors.append(reporter.duplicateKey(name, at: member.keyPlace, earlierLine: fields[earlier].keyPlace.line, entry: key))
                fields[earlier] = field
            } else {
                fields.append(field)
            }
        }
        let entry = finish(
            key, at: keyPlace, fields: fields, variables: variables, fieldDiagnostics: fieldDiagnostics,
            fieldReferences: fieldReferences, repeatErrors: repeatErrors, diagnostics: &diagnostics)
        swap(&fields, &self.fields)
        swap(&repeats, &self.repeats)
        swap(&fieldDiagnostics, &self.fieldDiagnostics)
        swap(&fieldReferences, &self.fieldReferences)
        return entry
    }

    /// The entry of the dictionary's `fields` (each key once); appends its diagnostics: the repeats,
    /// each field's, then the entry's own.
    private func finish(
        _ key: String, at place: TextPlace, fields: [Field], variables: [StringsDictVariable],
        fieldDiagnostics: [Diagnostic], fieldReferences: [String], repeatErrors: [Diagnostic],
        diagnostics: inout [Diagnostic]
    ) -> StringsDictEntry {
        let formatKey = StringsDictKey.formatName
        var format: String?
        var hasFormat = false
        for index in fields.indices where fields[index].kind == .format {
            hasFormat = true
            if let string = fields[index].format { format = string }
        }
        var variables = variables
        var referenced = format.map(VariableReferences.names) ?? []
        diagnostics += repeatErrors
        if repeatErrors.isEmpty {
            // Every field once, in file order: all that was read, as it was read.
            diagnostics += fieldDiagnostics
            referenced += fieldReferences
        } else {
            let read = variables
            variables.removeAll()
            for field in fields {
                diagnostics += fieldDiagnostics[field.diagnostics]
                if field.kind == .variable {
                    variables.append(read[field.variable])
                    referenced += fieldReferences[field.references]
                }
            }
        }
        if !hasFormat {
            diagnostics.append(reporter.diagnostic(
                RuleDescription.syntax.level, at: place,
                "\"\(key)\" has no \(formatKey): add <key>\(formatKey)</key><string>%#@name@</string> for the format that names its variables",
                key: key))
        }
        // An entry has a few variables: searched, not hashed, unless it has many.
        let defined: Set<String>? = variables.count > 8 ? Set(variables.map(\.name)) : nil
        var reported = Set<String>()  // allocates only once a name is missing
        for name in referenced where !(defined?.contains(name) ?? variables.contains { $0.name == name }) && reported.insert(name).inserted {
            diagnostics.append(reporter.diagnostic(
                RuleDescription.syntax.level, at: place,
                "the format of \"\(key)\" uses %#@\(name)@, but \"\(key)\" has no variable \"\(name)\": add <key>\(name)</key> with its plural rules",
                key: key))
        }
        return StringsDictEntry(key: key, formatKey: format, variables: variables, line: place.line, column: place.column)
    }
}
