import PushlocDiagnostics
import PushlocRules

/// Reads the `<dict>` of one variable of a `.stringsdict` entry (`NSStringFormatSpecTypeKey`,
/// `NSStringFormatValueTypeKey` and the plural forms) straight from the markup into a
/// ``StringsDictVariable``, with what is wrong in it.
///
/// A repeated key keeps the place of its first appearance and the value of its last, and only that
/// value is looked at, as when the dictionary is read whole first.
struct StringsDictVariableReader {
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
    /// key stands at `place`, through its `</dict>`. Appends the variable to `variables`, what is wrong
    /// in it to `diagnostics` (in the order the builder reports it) and the `%#@name@` references of its
    /// forms, in file order, to `references`.
    mutating func read(
        _ dict: PlistXMLLexer.OpenTag, name: String, entry: String, at place: TextPlace, depth: Int,
        from lexer: inout PlistXMLLexer,
        into variables: inout [StringsDictVariable], diagnostics: inout [Diagnostic], references: inout [String]
    ) throws(PlistXMLFailure) {
        // Locals while reading (no overlapping access to `self` in the closures below).
        var rules: [Rule] = []
        var repeats = RepeatFinder()
        swap(&rules, &self.rules)
        swap(&repeats, &self.repeats)
        rules.removeAll(keepingCapacity: true)
        repeats.reset()
        /// The references of forms that have some, by their rule's position.
        var formReferences: [(rule: Int, names: [String])] = []
        while let member = try lexer.nextMember(of: dict) {
            let knownASCII = member.key.knownASCII
            let (key, fingerprint, role) = lexer.withBytes(member.key) { bytes -> (String, Int, Role) in
                // A key of the schema is only ever compared with the same key: any constant is its fingerprint.
                if let known = StringsDictKey.exactly(bytes) { return (known.name, -1, Self.role(of: known)) }
                let fingerprint = RepeatFinder.fingerprint(bytes)
                if let category = StringsDictKey.category(bytes) { return (category, fingerprint, .form) }
                let key = PlistXMLLexer.string(bytes, knownASCII: knownASCII)
                let equivalent = knownASCII ? nil : StringsDictKey.equivalent(key, bytes: bytes)
                return (key, fingerprint, equivalent.map(Self.role) ?? .form)
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
                    return PlistXMLLexer.string(bytes, knownASCII: text.knownASCII)
                }
            } else {
                _ = try lexer.readValue(member.value, depth: depth + 1)
            }
            let rule = Rule(key: key, value: value, role: role, keyPlace: member.keyPlace, valuePlace: valuePlace)
            var position = rules.count
            if let earlier = repeats.earlier(
                fingerprint: fingerprint, isSameKey: { KeyIndex.sameBytes(rules[$0].key, key) },
                hash: { KeyIndex.hash(key) }, hashOf: { KeyIndex.hash(rules[$0].key) })
            {
                diagnostics.append(reporter.duplicateKey(key, at: member.keyPlace, earlierLine: rules[earlier].keyPlace.line, entry: entry))
                rules[earlier] = rule
                position = earlier
                formReferences.removeAll { $0.rule == earlier }
            } else {
                rules.append(rule)
            }
            if !names.isEmpty { formReferences.append((position, names)) }
        }
        variables.append(finish(name, of: entry, at: place, rules: &rules, formReferences: formReferences,
                                diagnostics: &diagnostics, references: &references))
        swap(&rules, &self.rules)
        swap(&repeats, &self.repeats)
    }

    /// What a key the schema names is for in a variable (`NSStringLocalizedFormatKey` is a form here).
    private static func role(of key: StringsDictKey) -> Role {
        switch key {
        case .specType: .specType
        case .valueType: .valueType
        case .format: .form
        }
    }

    /// The variable of the dictionary's `rules` (each key once); appends its diagnostics and its forms'
    /// references. The forms' values move from `rules` into the variable.
    private mutating func finish(
        _ name: String, of entry: String, at place: TextPlace, rules: inout [Rule], formReferences: [(rule: Int, names: [String])],
        diagnostics: inout [Diagnostic], references: inout [String]
    ) -> StringsDictVariable {
        var specType: String?
        var valueType: String?
        forms.removeAll()
        for position in rules.indices {
            guard let value = rules[position].value else {
                diagnostics.append(reporter.diagnostic(
                    RuleDescription.syntax.level, at: rules[position].keyPlace,
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
                RuleDescription.syntax.level, at: place,
                "the variable \"\(name)\" of \"\(entry)\" has no \(StringsDictKey.specTypeName): add <key>\(StringsDictKey.specTypeName)</key><string>NSStringPluralRuleType</string>",
                key: entry))
        }
        // A form whose key another one replaced in the dictionary (canonically equal keys) does not count.
        let (order, merges) = forms.order { rules[$0].key }
        let positions = forms.positions
        if !formReferences.isEmpty {
            // In the order of the rules (a repeat's references were read last, but its rule is the first's).
            for (rule, found) in formReferences.sorted(by: { $0.rule < $1.rule })
            where rules[rule].value != nil && (!merges || order[rules[rule].key].map { positions[$0] } == rule) {
                references += found
            }
        }
        let path = reporter.path
        // The two dictionaries share the hash table of `order`: no key is hashed for them.
        let formLocations = order.mapValues { index in
            let place = rules[positions[index]].valuePlace
            return SourceLocation(file: path, line: place.line, column: place.column)
        }
        let formValues = order.mapValues { index in
            var value: String?
            swap(&value, &rules[positions[index]].value)  // moved, not copied
            return value ?? ""
        }
        return StringsDictVariable(name: name, specTypeKey: specType, valueType: valueType, forms: formValues, formLocations: formLocations)
    }
}
