@_spi(RuleValues) import PushlocDiagnostics
import PushlocJSON
import PushlocStringCatalog
import PushlocRules

/// The reader as it was before the one-pass builder: `JSONParser` makes the whole tree, then this
/// walk builds the model. Kept, unchanged but for its names, as the oracle of the differential tests.
enum TreeCatalogReader {
    static func read(_ bytes: [UInt8], path: String) -> StringCatalogDocument {
        let (parsed, jsonDiagnostics) = JSONParser.parse(bytes, path: path)
        guard let parsed else {
            return StringCatalogDocument(path: path, sourceLanguage: nil, version: nil, entries: nil, diagnostics: jsonDiagnostics)
        }
        var builder = TreeCatalogBuilder(file: path, bytes: bytes)
        var document = builder.document(root: parsed.root, node: parsed.rootNode)
        document.diagnostics = jsonDiagnostics + builder.diagnostics
        return document
    }
}

/// One walk over a parsed catalog that builds the model and reports wrong shapes.
///
/// It walks values and location nodes side by side, and keeps the JSON path as a stack that is
/// turned into text only for a diagnostic, so a well-formed file costs no path strings.
struct TreeCatalogBuilder {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    private var escapes: OracleEscapeLocator
    private var path: [JSONPath.Component] = []
    private var key: String?
    private var language: String?

    init(file: String, bytes: [UInt8]) {
        self.file = file
        escapes = OracleEscapeLocator(bytes: bytes)
    }

    /// A member of an object with its location node.
    private struct Member {
        let key: String
        let value: JSONValue
        let node: JSONLocationNode
    }

    // MARK: - Document and entries

    mutating func document(root: JSONValue, node: JSONLocationNode) -> StringCatalogDocument {
        var document = StringCatalogDocument(path: file, sourceLanguage: nil, version: nil, entries: nil)
        guard case .object(let object) = root else {
            error("A String Catalog must be a JSON object with \"sourceLanguage\", \"version\" and \"strings\", not \(article(root))", at: node)
            return document
        }
        for member in members(object, node) {
            path.append(.key(member.key))
            defer { path.removeLast() }
            switch member.key {
            case "sourceLanguage":
                if let text = member.value.stringValue {
                    document.sourceLanguage = text
                } else {
                    wrongType(member, expected: "a string (the development language, such as \"en\")", into: &document.extraFields)
                }
            case "version":
                if let text = member.value.stringValue {
                    document.version = text
                    if !StringCatalogReader.reads(version: text) {
                        warning(RuleDescription.xcstringsVersion.id, "Unknown String Catalog version \"\(text)\"; this reader knows versions 1.x, so newer fields may be misread", at: member.node)
                    }
                } else {
                    wrongType(member, expected: "a string such as \"1.0\"", into: &document.extraFields)
                }
            case "strings":
                if case .object(let strings) = member.value {
                    document.entries = members(strings, member.node).map { entry($0) }
                } else {
                    wrongType(member, expected: "an object of keys", into: &document.extraFields)
                }
            default:
                document.extraFields.append(JSONMember(key: member.key, value: member.value))
            }
        }
        if document.sourceLanguage == nil {
            error("The String Catalog has no \"sourceLanguage\"; Xcode needs it to know the development language", at: node)
        }
        if document.version == nil {
            warning(RuleDescription.xcstringsVersion.id, "The String Catalog has no \"version\"; Xcode writes \"1.0\" or \"1.1\"", at: node)
        }
        return document
    }

    private mutating func entry(_ member: Member) -> StringCatalogEntry {
        path.append(.key(member.key))
        key = member.key
        defer {
            path.removeLast()
            key = nil
        }
        let location = keyLocation(member.node)
        var entry = StringCatalogEntry(
            key: member.key, keyLocation: location,
            keyHasEscapes: escapes.hasEscapes(line: location.line, column: location.column))
        guard case .object(let object) = member.value else {
            error("The entry of \"\(member.key)\" must be an object (with \"localizations\"), not \(article(member.value))", at: member.node)
            entry.invalidValue = member.value
            return entry
        }
        for field in members(object, member.node) {
            path.append(.key(field.key))
            defer { path.removeLast() }
            switch field.key {
            case "comment":
                if let text = field.value.stringValue { entry.comment = text } else { wrongType(field, expected: "a string", into: &entry.extraFields) }
            case "extractionState":
                if let text = field.value.stringValue { entry.extractionState = text } else { wrongType(field, expected: "a string", into: &entry.extraFields) }
            case "shouldTranslate":
                if let flag = field.value.boolValue { entry.shouldTranslate = flag } else { wrongType(field, expected: "true or false", into: &entry.extraFields) }
            case "localizations":
                guard case .object(let localizations) = field.value else {
                    wrongType(field, expected: "an object of languages", into: &entry.extraFields)
                    continue
                }
                entry.localizations = members(localizations, field.node).map { localization in
                    path.append(.key(localization.key))
                    language = localization.key
                    defer {
                        path.removeLast()
                        language = nil
                    }
                    return StringCatalogLocalization(language: localization.key, languageLocation: keyLocation(localization.node), unit: unit(localization))
                }
            default:
                entry.extraFields.append(JSONMember(key: field.key, value: field.value))
            }
        }
        return entry
    }

    // MARK: - Units

    /// The unit in `member` (whose key is already on the path).
    private mutating func unit(_ member: Member) -> StringCatalogUnit {
        var unit = StringCatalogUnit(location: member.node.valueLocation(file: file))
        guard case .object(let object) = member.value else {
            error("A localization must be an object with \"stringUnit\" or \"variations\", not \(article(member.value))", at: member.node)
            unit.invalidValue = member.value
            return unit
        }
        for field in members(object, member.node) {
            path.append(.key(field.key))
            defer { path.removeLast() }
            switch field.key {
            case "stringUnit":
                if case .object(let stringUnit) = field.value {
                    unit.stringUnit = self.stringUnit(stringUnit, field.node)
                } else {
                    wrongType(field, expected: "an object with \"state\" and \"value\"", into: &unit.extraFields)
                }
            case "stringSet":
                if case .object(let stringSet) = field.value {
                    unit.stringSet = self.stringSet(stringSet, field.node)
                } else {
                    wrongType(field, expected: "an object with \"state\" and \"values\"", into: &unit.extraFields)
                }
            case "variations":
                if case .object(let variations) = field.value {
                    unit.variations = self.variations(variations, field.node)
                } else {
                    wrongType(field, expected: "an object with \"plural\" or \"device\"", into: &unit.extraFields)
                }
            case "substitutions":
                if case .object(let substitutions) = field.value {
                    unit.substitutions = members(substitutions, field.node).map { substitution($0) }
                } else {
                    wrongType(field, expected: "an object of substitutions", into: &unit.extraFields)
                }
            default:
                unit.extraFields.append(JSONMember(key: field.key, value: field.value))
            }
        }
        var kinds: [String] = []
        for name in object.members.map(\.key) where ["stringUnit", "stringSet", "variations"].contains(name) && !kinds.contains(name) {
            kinds.append(name)
        }
        let unknown = object.members.map(\.key).filter { !["stringUnit", "stringSet", "variations", "substitutions"].contains($0) }
        if kinds.isEmpty && !unknown.isEmpty {
            let names = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
            warning(RuleDescription.xcstringsUnknownUnit.id, "A localization of a kind this reader does not know (\(names)); it is kept but not checked. Known kinds are \"stringUnit\", \"variations\" and \"stringSet\"", at: member.node)
        } else if kinds.isEmpty {
            error("A localization must have \"stringUnit\" or \"variations\"; this one has neither, so the device has no string for it", at: member.node)
        } else if kinds.count > 1 {
            warning(RuleDescription.xcstringsAmbiguousUnit.id, "A localization has both \"\(kinds[0])\" and \"\(kinds[1])\"; keep one", at: member.node)
        }
        return unit
    }

    private mutating func stringSet(_ object: JSONObject, _ node: JSONLocationNode) -> StringCatalogStringSet {
        var set = StringCatalogStringSet(state: nil, values: nil, location: node.valueLocation(file: file))
        for field in members(object, node) {
            path.append(.key(field.key))
            defer { path.removeLast() }
            switch field.key {
            case "state":
                if let text = field.value.stringValue { set.state = StringCatalogState(rawValue: text) } else { wrongType(field, expected: "a string such as \"translated\"", into: &set.extraFields) }
            case "values":
                guard case .array(let elements) = field.value else {
                    wrongType(field, expected: "an array of phrases", into: &set.extraFields)
                    continue
                }
                set.values = elements.enumerated().map { index, element in
                    path.append(.index(index))
                    defer { path.removeLast() }
                    let child = index < field.node.children.count ? field.node.children[index] : field.node
                    let location = child.valueLocation(file: file)
                    guard let text = element.stringValue else {
                        error("A phrase must be a string, not \(article(element))", at: child)
                        return StringCatalogPhrase(value: nil, location: location, invalidValue: element)
                    }
                    return StringCatalogPhrase(value: text, location: location, hasEscapes: escapes.hasEscapes(line: location.line, column: location.column))
                }
            default:
                set.extraFields.append(JSONMember(key: field.key, value: field.value))
            }
        }
        if !object.contains(key: "values") {
            error("A \"stringSet\" has no \"values\"", at: node)
        }
        return set
    }

    private mutating func stringUnit(_ object: JSONObject, _ node: JSONLocationNode) -> StringCatalogStringUnit {
        var unit = StringCatalogStringUnit(state: nil, value: nil, location: node.valueLocation(file: file))
        for field in members(object, node) {
            path.append(.key(field.key))
            defer { path.removeLast() }
            switch field.key {
            case "state":
                if let text = field.value.stringValue { unit.state = StringCatalogState(rawValue: text) } else { wrongType(field, expected: "a string such as \"translated\"", into: &unit.extraFields) }
            case "value":
                if let text = field.value.stringValue {
                    unit.value = text
                    unit.location = field.node.valueLocation(file: file)
                    unit.hasEscapes = escapes.hasEscapes(line: unit.location.line, column: unit.location.column)
                } else {
                    wrongType(field, expected: "a string", into: &unit.extraFields)
                }
            default:
                unit.extraFields.append(JSONMember(key: field.key, value: field.value))
            }
        }
        if !object.contains(key: "value") {
            error("A \"stringUnit\" has no \"value\"", at: node)
        }
        return unit
    }

    private mutating func variations(_ object: JSONObject, _ node: JSONLocationNode) -> StringCatalogVariations {
        var variations = StringCatalogVariations(location: node.valueLocation(file: file))
        for field in members(object, node) {
            path.append(.key(field.key))
            defer { path.removeLast() }
            switch field.key {
            case "plural", "device":
                guard case .object(let cases) = field.value else {
                    wrongType(field, expected: "an object of \(field.key == "plural" ? "plural categories" : "devices")", into: &variations.extraFields)
                    continue
                }
                let isPlural = field.key == "plural"
                let built = members(cases, field.node).map { variationCase in
                    variation(variationCase, isPlural: isPlural)
                }
                if isPlural { variations.plural = built } else { variations.device = built }
            default:
                variations.extraFields.append(JSONMember(key: field.key, value: field.value))
            }
        }
        return variations
    }

    private mutating func variation(_ member: Member, isPlural: Bool) -> StringCatalogVariation {
        path.append(.key(member.key))
        defer { path.removeLast() }
        if isPlural && StringCatalogPluralCategory(rawValue: member.key) == nil {
            error("\"\(member.key)\" is not a plural category; use zero, one, two, few, many or other", at: member.node, onKey: true)
        } else if !isPlural && StringCatalogDevice(rawValue: member.key) == nil {
            warning(RuleDescription.xcstringsUnknownDevice.id, "\"\(member.key)\" is not a device Xcode knows (iphone, ipad, ipod, mac, applewatch, appletv, applevision, other); no device will use it", at: member.node, onKey: true)
        }
        return StringCatalogVariation(name: member.key, nameLocation: keyLocation(member.node), unit: unit(member))
    }

    private mutating func substitution(_ member: Member) -> StringCatalogSubstitution {
        path.append(.key(member.key))
        defer { path.removeLast() }
        var substitution = StringCatalogSubstitution(name: member.key, nameLocation: keyLocation(member.node))
        guard case .object(let object) = member.value else {
            error("The substitution \"\(member.key)\" must be an object with \"formatSpecifier\" and \"variations\", not \(article(member.value))", at: member.node)
            substitution.invalidValue = member.value
            return substitution
        }
        for field in members(object, member.node) {
            path.append(.key(field.key))
            defer { path.removeLast() }
            switch field.key {
            case "argNum":
                if let number = field.value.numberValue?.int64Value, number >= 1, number <= Int64(Int32.max) {
                    substitution.argNum = Int(number)
                } else {
                    wrongType(field, expected: "a positive integer", into: &substitution.extraFields)
                }
            case "formatSpecifier":
                if let text = field.value.stringValue { substitution.formatSpecifier = text } else { wrongType(field, expected: "a string such as \"lld\"", into: &substitution.extraFields) }
            case "variations":
                if case .object(let variations) = field.value {
                    substitution.variations = self.variations(variations, field.node)
                } else {
                    wrongType(field, expected: "an object with \"plural\"", into: &substitution.extraFields)
                }
            default:
                substitution.extraFields.append(JSONMember(key: field.key, value: field.value))
            }
        }
        return substitution
    }

    // MARK: - Helpers

    /// The members of `object` with their location nodes, without building an array (this walk
    /// runs once per object of the file, so it is on the reading hot path).
    private func members(_ object: JSONObject, _ node: JSONLocationNode) -> MemberSequence {
        MemberSequence(object: object, node: node)
    }

    private struct MemberSequence: Sequence, IteratorProtocol {
        let object: JSONObject
        let node: JSONLocationNode
        var index = 0

        init(object: JSONObject, node: JSONLocationNode) {
            self.object = object
            self.node = node
        }

        var underestimatedCount: Int { object.members.count - index }

        mutating func next() -> Member? {
            guard index < object.members.count else { return nil }
            defer { index += 1 }
            let member = object.members[index]
            let child = index < node.children.count ? node.children[index] : node
            return Member(key: member.key, value: member.value, node: child)
        }
    }

    private func keyLocation(_ node: JSONLocationNode) -> SourceLocation {
        node.keyLocation(file: file) ?? node.valueLocation(file: file)
    }

    /// Reports a known field of the wrong type, and keeps it among the unknown fields.
    private mutating func wrongType(_ member: Member, expected: String, into extra: inout [JSONMember]) {
        error("\"\(member.key)\" must be \(expected), not \(article(member.value))", at: member.node)
        extra.append(JSONMember(key: member.key, value: member.value))
    }

    private mutating func error(_ message: String, at node: JSONLocationNode, onKey: Bool = false) {
        report(RuleDescription.syntax.id, .error, message, at: node, onKey: onKey)
    }

    private mutating func warning(_ rule: String, _ message: String, at node: JSONLocationNode, onKey: Bool = false) {
        report(rule, .warning, message, at: node, onKey: onKey)
    }

    private mutating func report(_ rule: String, _ severity: Severity, _ message: String, at node: JSONLocationNode, onKey: Bool) {
        let location = onKey ? keyLocation(node) : node.valueLocation(file: file)
        diagnostics.append(Diagnostic(
            rule: rule, severity: severity, message: message, location: location,
            language: language, key: key, jsonPath: JSONPath(components: path).description))
    }

    private func article(_ value: JSONValue) -> String {
        switch value {
        case .array, .object: return "an \(value.typeName)"
        default: return "a \(value.typeName)"
        }
    }
}
