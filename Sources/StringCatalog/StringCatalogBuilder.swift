import Diagnostics
import JSON

/// Builds a catalog's model in one pass over its bytes, driving a ``JSONPullReader``, and reports
/// wrong shapes.
///
/// The schema's objects are read member by member straight into the model; only what the model keeps
/// as JSON (unknown fields, values of the wrong type, an entry, unit or substitution that is not an
/// object) becomes a ``JSONValue``. So a catalog's JSON is never built as a tree, and its strings are
/// decoded once. The JSON path is a stack turned into text only for a diagnostic.
///
/// Its findings, their order and the model are those of the earlier walk over a parsed tree, which
/// the tests keep as an oracle.
struct StringCatalogBuilder {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    private var path: [JSONPath.Component] = []
    private var key: String?
    private var language: String?

    init(file: String) {
        self.file = file
    }

    // MARK: - Document and entries

    /// Reads the document, the root value of `reader`.
    mutating func document(_ reader: inout JSONPullReader) throws(JSONSyntaxError) -> StringCatalogDocument {
        var document = StringCatalogDocument(path: file, sourceLanguage: nil, version: nil, entries: nil)
        let root = reader.position
        guard try reader.peekValue() == .object else {
            let value = try reader.readValue()
            error("A String Catalog must be a JSON object with \"sourceLanguage\", \"version\" and \"strings\", not \(article(value))", at: root)
            return document
        }
        var object = try reader.beginObject()
        while let member = try reader.nextKey(&object) {
            let (field, name) = StringCatalogField.document.match(member, in: reader)
            path.append(.key(name))
            defer { path.removeLast() }
            switch field {
            case .sourceLanguage:
                if let text = try string(&reader, name, expected: "a string (the development language, such as \"en\")", into: &document.extraFields) {
                    document.sourceLanguage = text.string
                }
            case .version:
                let place = reader.position
                if let text = try string(&reader, name, expected: "a string such as \"1.0\"", into: &document.extraFields) {
                    document.version = text.string
                    if !StringCatalogReader.knownVersions.contains(text.string) {
                        warning(StringCatalogRule.unknownVersion, "Unknown String Catalog version \"\(text.string)\"; this reader knows 1.0 and 1.1, so newer fields may be misread", at: place)
                    }
                }
            case .strings:
                if let strings = try openObject(&reader, name, expected: "an object of keys", into: &document.extraFields) {
                    var entries: [StringCatalogEntry] = []
                    var state = strings
                    while let entryKey = try reader.nextKey(&state) {
                        entries.append(try entry(&reader, entryKey))
                    }
                    document.entries = entries
                }
            case nil:
                document.extraFields.append(JSONMember(key: name, value: try reader.readValue()))
            }
        }
        if document.sourceLanguage == nil {
            error("The String Catalog has no \"sourceLanguage\"; Xcode needs it to know the development language", at: root)
        }
        if document.version == nil {
            warning(StringCatalogRule.unknownVersion, "The String Catalog has no \"version\"; Xcode writes \"1.0\" or \"1.1\"", at: root)
        }
        return document
    }

    private mutating func entry(_ reader: inout JSONPullReader, _ member: JSONKey) throws(JSONSyntaxError) -> StringCatalogEntry {
        let name = reader.name(of: member)
        path.append(.key(name))
        key = name
        defer {
            path.removeLast()
            key = nil
        }
        var entry = StringCatalogEntry(key: name, keyLocation: member.position.location(in: file), keyHasEscapes: member.hasEscapes)
        let place = reader.position
        guard try reader.peekValue() == .object else {
            let value = try reader.readValue()
            error("The entry of \"\(name)\" must be an object (with \"localizations\"), not \(article(value))", at: place)
            entry.invalidValue = value
            return entry
        }
        var object = try reader.beginObject()
        while let member = try reader.nextKey(&object) {
            let (field, fieldName) = StringCatalogField.entry.match(member, in: reader)
            path.append(.key(fieldName))
            defer { path.removeLast() }
            switch field {
            case .comment:
                if let text = try string(&reader, fieldName, expected: "a string", into: &entry.extraFields) { entry.comment = text.string }
            case .extractionState:
                if let text = try string(&reader, fieldName, expected: "a string", into: &entry.extraFields) { entry.extractionState = text.string }
            case .shouldTranslate:
                let place = reader.position
                let value = try reader.readValue()
                if let flag = value.boolValue { entry.shouldTranslate = flag } else { wrongType(fieldName, value, at: place, expected: "true or false", into: &entry.extraFields) }
            case .localizations:
                guard var localizations = try openObject(&reader, fieldName, expected: "an object of languages", into: &entry.extraFields) else { continue }
                var built: [StringCatalogLocalization] = []
                while let localization = try reader.nextKey(&localizations) {
                    let tag = reader.name(of: localization)
                    path.append(.key(tag))
                    language = tag
                    defer {
                        path.removeLast()
                        language = nil
                    }
                    built.append(StringCatalogLocalization(
                        language: tag, languageLocation: localization.position.location(in: file), unit: try unit(&reader)))
                }
                entry.localizations = built
            case nil:
                entry.extraFields.append(JSONMember(key: fieldName, value: try reader.readValue()))
            }
        }
        return entry
    }

    // MARK: - Units

    /// The unit at the reader's position (its key is already on the path).
    private mutating func unit(_ reader: inout JSONPullReader) throws(JSONSyntaxError) -> StringCatalogUnit {
        let place = reader.position
        var unit = StringCatalogUnit(location: place.location(in: file))
        guard try reader.peekValue() == .object else {
            let value = try reader.readValue()
            error("A localization must be an object with \"stringUnit\" or \"variations\", not \(article(value))", at: place)
            unit.invalidValue = value
            return unit
        }
        var hasStringUnit = false
        var hasVariations = false
        var object = try reader.beginObject()
        while let member = try reader.nextKey(&object) {
            let (field, fieldName) = StringCatalogField.unit.match(member, in: reader)
            path.append(.key(fieldName))
            defer { path.removeLast() }
            switch field {
            case .stringUnit:
                hasStringUnit = true
                let fieldPlace = reader.position
                if let stringUnit = try openObject(&reader, fieldName, expected: "an object with \"state\" and \"value\"", into: &unit.extraFields) {
                    unit.stringUnit = try self.stringUnit(&reader, stringUnit, at: fieldPlace)
                }
            case .variations:
                hasVariations = true
                let fieldPlace = reader.position
                if let variations = try openObject(&reader, fieldName, expected: "an object with \"plural\" or \"device\"", into: &unit.extraFields) {
                    unit.variations = try self.variations(&reader, variations, at: fieldPlace)
                }
            case .substitutions:
                if var substitutions = try openObject(&reader, fieldName, expected: "an object of substitutions", into: &unit.extraFields) {
                    var built: [StringCatalogSubstitution] = []
                    while let name = try reader.nextKey(&substitutions) {
                        built.append(try substitution(&reader, name))
                    }
                    unit.substitutions = built
                }
            case nil:
                unit.extraFields.append(JSONMember(key: fieldName, value: try reader.readValue()))
            }
        }
        if !hasStringUnit && !hasVariations {
            error("A localization must have \"stringUnit\" or \"variations\"; this one has neither, so the device has no string for it", at: place)
        } else if hasStringUnit && hasVariations {
            warning(StringCatalogRule.ambiguousUnit, "A localization has both \"stringUnit\" and \"variations\"; keep one", at: place)
        }
        return unit
    }

    /// The members of a `stringUnit` object, opened as `state`, whose `{` is at `place`.
    private mutating func stringUnit(_ reader: inout JSONPullReader, _ state: JSONContainerState, at place: JSONTextPosition) throws(JSONSyntaxError) -> StringCatalogStringUnit {
        var unit = StringCatalogStringUnit(state: nil, value: nil, location: place.location(in: file))
        var hasValue = false
        var object = state
        while let member = try reader.nextKey(&object) {
            let (field, fieldName) = StringCatalogField.stringUnit.match(member, in: reader)
            path.append(.key(fieldName))
            defer { path.removeLast() }
            switch field {
            case .state:
                if let text = try string(&reader, fieldName, expected: "a string such as \"translated\"", into: &unit.extraFields) {
                    unit.state = StringCatalogState(rawValue: text.string)
                }
            case .value:
                hasValue = true
                let valuePlace = reader.position
                if let text = try string(&reader, fieldName, expected: "a string", into: &unit.extraFields) {
                    unit.value = text.string
                    unit.location = valuePlace.location(in: file)
                    unit.hasEscapes = text.hasEscapes
                }
            case nil:
                unit.extraFields.append(JSONMember(key: fieldName, value: try reader.readValue()))
            }
        }
        if !hasValue {
            error("A \"stringUnit\" has no \"value\"", at: place)
        }
        return unit
    }

    /// The members of a `variations` object, opened as `state`, whose `{` is at `place`.
    private mutating func variations(_ reader: inout JSONPullReader, _ state: JSONContainerState, at place: JSONTextPosition) throws(JSONSyntaxError) -> StringCatalogVariations {
        var variations = StringCatalogVariations(location: place.location(in: file))
        var object = state
        while let member = try reader.nextKey(&object) {
            let (field, fieldName) = StringCatalogField.variations.match(member, in: reader)
            path.append(.key(fieldName))
            defer { path.removeLast() }
            switch field {
            case .plural?, .device?:
                let isPlural = field == .plural
                guard var cases = try openObject(&reader, fieldName, expected: "an object of \(isPlural ? "plural categories" : "devices")", into: &variations.extraFields) else { continue }
                var built: [StringCatalogVariation] = []
                while let name = try reader.nextKey(&cases) {
                    built.append(try variation(&reader, name, isPlural: isPlural))
                }
                if isPlural { variations.plural = built } else { variations.device = built }
            case nil:
                variations.extraFields.append(JSONMember(key: fieldName, value: try reader.readValue()))
            }
        }
        return variations
    }

    private mutating func variation(_ reader: inout JSONPullReader, _ member: JSONKey, isPlural: Bool) throws(JSONSyntaxError) -> StringCatalogVariation {
        let isKnown: Bool
        let name: String
        if isPlural {
            let (category, categoryName) = StringCatalogField.pluralCategory.match(member, in: reader)
            (isKnown, name) = (category != nil, categoryName)
        } else {
            let (device, deviceName) = StringCatalogField.device.match(member, in: reader)
            (isKnown, name) = (device != nil, deviceName)
        }
        path.append(.key(name))
        defer { path.removeLast() }
        if isPlural && !isKnown {
            error("\"\(name)\" is not a plural category; use zero, one, two, few, many or other", at: member.position)
        } else if !isPlural && !isKnown {
            warning(StringCatalogRule.unknownDevice, "\"\(name)\" is not a device Xcode knows (iphone, ipad, ipod, mac, applewatch, appletv, applevision, other); no device will use it", at: member.position)
        }
        return StringCatalogVariation(name: name, nameLocation: member.position.location(in: file), unit: try unit(&reader))
    }

    private mutating func substitution(_ reader: inout JSONPullReader, _ member: JSONKey) throws(JSONSyntaxError) -> StringCatalogSubstitution {
        let name = reader.name(of: member)
        path.append(.key(name))
        defer { path.removeLast() }
        var substitution = StringCatalogSubstitution(name: name, nameLocation: member.position.location(in: file))
        let place = reader.position
        guard try reader.peekValue() == .object else {
            let value = try reader.readValue()
            error("The substitution \"\(name)\" must be an object with \"formatSpecifier\" and \"variations\", not \(article(value))", at: place)
            substitution.invalidValue = value
            return substitution
        }
        var object = try reader.beginObject()
        while let member = try reader.nextKey(&object) {
            let (field, fieldName) = StringCatalogField.substitution.match(member, in: reader)
            path.append(.key(fieldName))
            defer { path.removeLast() }
            switch field {
            case .argNum:
                let fieldPlace = reader.position
                let value = try reader.readValue()
                if let number = value.numberValue?.int64Value, number >= 1, number <= Int64(Int32.max) {
                    substitution.argNum = Int(number)
                } else {
                    wrongType(fieldName, value, at: fieldPlace, expected: "a positive integer", into: &substitution.extraFields)
                }
            case .formatSpecifier:
                if let text = try string(&reader, fieldName, expected: "a string such as \"lld\"", into: &substitution.extraFields) {
                    substitution.formatSpecifier = text.string
                }
            case .variations:
                let fieldPlace = reader.position
                if let variations = try openObject(&reader, fieldName, expected: "an object with \"plural\"", into: &substitution.extraFields) {
                    substitution.variations = try self.variations(&reader, variations, at: fieldPlace)
                }
            case nil:
                substitution.extraFields.append(JSONMember(key: fieldName, value: try reader.readValue()))
            }
        }
        return substitution
    }

    // MARK: - Typed values

    /// The string value of the known field `member`; any other value is reported as the wrong type
    /// and kept in `extra`.
    private mutating func string(
        _ reader: inout JSONPullReader, _ member: String, expected: @autoclosure () -> String, into extra: inout [JSONMember]
    ) throws(JSONSyntaxError) -> (string: String, hasEscapes: Bool)? {
        if try reader.peekValue() == .string { return try reader.readString() }
        let place = reader.position
        wrongType(member, try reader.readValue(), at: place, expected: expected(), into: &extra)
        return nil
    }

    /// The known field `member` opened as an object, to be read member by member; any other value is
    /// reported as the wrong type and kept in `extra`.
    private mutating func openObject(
        _ reader: inout JSONPullReader, _ member: String, expected: @autoclosure () -> String, into extra: inout [JSONMember]
    ) throws(JSONSyntaxError) -> JSONContainerState? {
        if try reader.peekValue() == .object { return try reader.beginObject() }
        let place = reader.position
        wrongType(member, try reader.readValue(), at: place, expected: expected(), into: &extra)
        return nil
    }

    // MARK: - Diagnostics

    /// Reports a known field of the wrong type, and keeps it among the unknown fields.
    private mutating func wrongType(_ member: String, _ value: JSONValue, at place: JSONTextPosition, expected: String, into extra: inout [JSONMember]) {
        error("\"\(member)\" must be \(expected), not \(article(value))", at: place)
        extra.append(JSONMember(key: member, value: value))
    }

    private mutating func error(_ message: String, at place: JSONTextPosition) {
        report(RuleID.syntax, .error, message, at: place)
    }

    private mutating func warning(_ rule: String, _ message: String, at place: JSONTextPosition) {
        report(rule, .warning, message, at: place)
    }

    private mutating func report(_ rule: String, _ severity: Severity, _ message: String, at place: JSONTextPosition) {
        diagnostics.append(Diagnostic(
            rule: rule, severity: severity, message: message, location: place.location(in: file),
            language: language, key: key, jsonPath: JSONPath(components: path).description))
    }

    private func article(_ value: JSONValue) -> String {
        switch value {
        case .array, .object: return "an \(value.typeName)"
        default: return "a \(value.typeName)"
        }
    }
}
