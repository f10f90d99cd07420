import Diagnostics

/// Reads the `<dict>` of one variable of a `.stringsdict` entry (`NSStringFormatSpecTypeKey`,
/// `NSStringFormatValueTypeKey` and the plural forms) straight from the markup into a
/// ``StringsDictVariable``, with what is wrong in it.
///
/// A repeated key keeps the place of its first appearance and the value of its last, and only that
/// value is looked at, as when the dictionary is read whole first.
struct StringsDictVariableReader {
    /// A variable read, and what was found wrong in it, in the order the builder reports it.
    struct Outcome {
        var variable: StringsDictVariable
        var diagnostics: [Diagnostic]
        /// The `%#@name@` references of its forms, in file order.
        var references: [String]
    }

    /// What a key of a variable's dictionary is for.
    private enum Role {
        case specType, valueType, form
    }

    /// One key of the dictionary (the last of its repeats) and its value.
    private struct Rule {
        var key: String
        /// `nil` when the value is not a `<string>`.
        var value: String?
        var role: Role
        var keyPlace: TextPlace
        /// Where the text of the `<string>` starts.
        var valuePlace: TextPlace
    }

    private let reporter: StringsDictReporter
    /// Storage reused from variable to variable.
    private var rules: [Rule] = []
    private var repeats = RepeatFinder()
    private var forms = FormDictionaries()

    init(reporter: StringsDictReporter) {
        self.reporter = reporter
    }

    /// Reads the variable `name` of `entry` from its open tag `dict` (at nesting level `depth`), whose
    /// key stands at `place`, through its `</dict>`.
    mutating func read(
        _ dict: PlistXMLLexer.OpenTag, name: String, entry: String, at place: TextPlace, depth: Int,
        from lexer: inout PlistXMLLexer
    ) throws(PlistXMLFailure) -> Outcome {
        // Locals while reading (no overlapping access to `self` in the closures below).
        var rules: [Rule] = []
        var repeats = RepeatFinder()
        swap(&rules, &self.rules)
        swap(&repeats, &self.repeats)
        rules.removeAll(keepingCapacity: true)
        repeats.reset()
        var diagnostics: [Diagnostic] = []
        /// The references of forms that have some, by their rule's position.
        var references: [(rule: Int, names: [String])] = []
        while let member = try lexer.nextMember(of: dict) {
            let (key, hash, role) = lexer.withBytes(member.key) { bytes -> (String, Int, Role) in
                let hash = KeyIndex.hash(UnsafeRawBufferPointer(bytes))
                if let known = StringsDictKey.exactly(bytes) { return (known.name, hash, Self.role(of: known)) }
                let key = ValidUTF8.string(bytes)
                return (key, hash, StringsDictKey.equivalent(key, bytes: bytes).map(Self.role) ?? .form)
            }
            var value: String?
            var valuePlace = member.keyPlace
            var names: [String] = []
            if member.value.element == .string {
                valuePlace = lexer.place()
                let text = try lexer.readText(of: member.value)
                value = lexer.withBytes(text) { bytes in
                    if role == .form { names = VariableReferences.names(in: bytes) }
                    if role == .specType, StringsDictKey.equal(bytes, "NSStringPluralRuleType") { return StringsDictKey.pluralRuleType }
                    return ValidUTF8.string(bytes)
                }
            } else {
                _ = try lexer.readValue(member.value, depth: depth + 1)
            }
            let rule = Rule(key: key, value: value, role: role, keyPlace: member.keyPlace, valuePlace: valuePlace)
            var position = rules.count
            if let earlier = repeats.earlier(hash: hash, isSameKey: { KeyIndex.sameBytes(rules[$0].key, key) }) {
                diagnostics.append(reporter.duplicateKey(key, at: member.keyPlace, earlierLine: rules[earlier].keyPlace.line, entry: entry))
                rules[earlier] = rule
                position = earlier
                references.removeAll { $0.rule == earlier }
            } else {
                rules.append(rule)
            }
            if !names.isEmpty { references.append((position, names)) }
        }
        let outcome = variable(name, of: entry, at: place, from: rules, references: references, diagnostics: diagnostics)
        swap(&rules, &self.rules)
        swap(&repeats, &self.repeats)
        return outcome
    }

    /// What a key the schema names is for in a variable (`NSStringLocalizedFormatKey` is a form here).
    private static func role(of key: StringsDictKey) -> Role {
        switch key {
        case .specType: .specType
        case .valueType: .valueType
        case .format: .form
        }
    }

    /// The variable of the dictionary's `rules` (each key once), after the `diagnostics` found while
    /// reading them.
    private mutating func variable(
        _ name: String, of entry: String, at place: TextPlace, from rules: [Rule],
        references: [(rule: Int, names: [String])], diagnostics: [Diagnostic]
    ) -> Outcome {
        var diagnostics = diagnostics
        var specType: String?
        var valueType: String?
        forms.removeAll()
        for position in rules.indices {
            guard let value = rules[position].value else {
                diagnostics.append(reporter.diagnostic(
                    RuleID.syntax, .error, at: rules[position].keyPlace,
                    "\"\(rules[position].key)\" of the variable \"\(name)\" in \"\(entry)\" must be a <string>", key: entry))
                continue
            }
            switch rules[position].role {
            case .specType: specType = value
            case .valueType: valueType = value
            case .form: forms.append(position)
            }
        }
        if specType == nil {
            diagnostics.append(reporter.diagnostic(
                RuleID.syntax, .error, at: place,
                "the variable \"\(name)\" of \"\(entry)\" has no \(StringsDictKey.specTypeName): add <key>\(StringsDictKey.specTypeName)</key><string>NSStringPluralRuleType</string>",
                key: entry))
        }
        let path = reporter.path
        let (order, merges) = forms.order { rules[$0].key }
        let positions = forms.positions
        let formValues = order.mapValues { rules[positions[$0]].value ?? "" }
        let formLocations = order.mapValues { index in
            let place = rules[positions[index]].valuePlace
            return SourceLocation(file: path, line: place.line, column: place.column)
        }
        var names: [String] = []
        // A form whose key another one replaced in the dictionary (canonically equal keys) does not count.
        for (rule, found) in references where rules[rule].value != nil && (!merges || order[rules[rule].key].map { positions[$0] } == rule) {
            names += found
        }
        let variable = StringsDictVariable(name: name, specTypeKey: specType, valueType: valueType, forms: formValues, formLocations: formLocations)
        return Outcome(variable: variable, diagnostics: diagnostics, references: names)
    }
}
