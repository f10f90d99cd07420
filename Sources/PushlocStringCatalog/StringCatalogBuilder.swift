import PushlocDiagnostics
import PushlocJSON
import PushlocRules

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
        guard case .object = try reader.peekValue() else {
            let value = try reader.readValue()
            error("A String Catalog must be a JSON object with \"sourceLanguage\", \"version\" and \"strings\", not \(article(value))", at: root)
            return document
        }
        var object = try reader.beginObject()
        while let member = try reader.nextKey(&object, in: StringCatalogField.document.keys) {
            let field = StringCatalogField.document.field(of: member)
            let name = self.name(of: member, field, reader)
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
                    if !StringCatalogReader.reads(version: text.string) {
                        warning(RuleDescription.xcstringsVersion, "Unknown String Catalog version \"\(text.string)\"; this reader knows versions 1.x, so newer fields may be misread", at: place)
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
            warning(RuleDescription.xcstringsVersion, "The String Catalog has no \"version\"; Xcode writes \"1.0\" or \"1.1\"", at: root)
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
        let keyLocation = member.position.location(in: file)
        let place = reader.position
        guard case .object = try reader.peekValue() else {
            let value = try reader.readValue()
            error("The entry of \"\(name)\" must be an object (with \"localizations\"), not \(article(value))", at: place)
            return StringCatalogEntry(key: name, keyLocation: keyLocation, keyHasEscapes: member.hasEscapes, invalidValue: value)
        }
        // The fields are gathered in locals and the entry made once, at the end: building it field by
        // field copied the whole struct.
        var comment: String?
        var extractionState: String?
        var shouldTranslate: Bool?
        var localizations: [StringCatalogLocalization]?
        var extraFields: [JSONMember] = []
        var object = try reader.beginObject()
        while let fieldKey = try reader.nextKey(&object, in: StringCatalogField.entry.keys) {
            let field = StringCatalogField.entry.field(of: fieldKey)
            let fieldName = self.name(of: fieldKey, field, reader)
            path.append(.key(fieldName))
            defer { path.removeLast() }
            switch field {
            case .comment:
                if let text = try string(&reader, fieldName, expected: "a string", into: &extraFields) { comment = text.string }
            case .extractionState:
                if let text = try string(&reader, fieldName, expected: "a string", into: &extraFields) { extractionState = text.string }
            case .shouldTranslate:
                let place = reader.position
                let value = try reader.readValue()
                if let flag = value.boolValue { shouldTranslate = flag } else { wrongType(fieldName, value, at: place, expected: "true or false", into: &extraFields) }
            case .localizations:
                guard var languages = try openObject(&reader, fieldName, expected: "an object of languages", into: &extraFields) else { continue }
                var built: [StringCatalogLocalization] = []
                while let localization = try reader.nextKey(&languages) {
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
                localizations = built
            case nil:
                extraFields.append(JSONMember(key: fieldName, value: try reader.readValue()))
            }
        }
        return StringCatalogEntry(
            key: name, keyLocation: keyLocation, keyHasEscapes: member.hasEscapes, comment: comment, extractionState: extractionState,
            shouldTranslate: shouldTranslate, localizations: localizations, extraFields: extraFields)
    }

    // MARK: - Units

    /// The unit at the reader's position (its key is already on the path).
    private mutating func unit(_ reader: inout JSONPullReader) throws(JSONSyntaxError) -> StringCatalogUnit {
        let place = reader.position
        guard case .object = try reader.peekValue() else {
            let value = try reader.readValue()
            error("A localization must be an object with \"stringUnit\" or \"variations\", not \(article(value))", at: place)
            return StringCatalogUnit(location: place.location(in: file), invalidValue: value)
        }
        return try unitObject(&reader, at: place)
    }

    /// The members of the unit object at the reader's position, whose `{` is at `place`.
    private mutating func unitObject(_ reader: inout JSONPullReader, at place: JSONTextPosition) throws(JSONSyntaxError) -> StringCatalogUnit {
        // Gathered in locals, the unit made once (see `entry`).
        var stringUnit: StringCatalogStringUnit?
        var stringSet: StringCatalogStringSet?
        var variations: StringCatalogVariations?
        var substitutions: [StringCatalogSubstitution]?
        var extraFields: [JSONMember] = []
        // The kinds of value the unit has, in the order a message names them.
        var kinds: [String] = []
        var unknownMembers: [String] = []
        var object = try reader.beginObject()
        while let member = try reader.nextKey(&object, in: StringCatalogField.unit.keys) {
            let field = StringCatalogField.unit.field(of: member)
            let fieldName = self.name(of: member, field, reader)
            path.append(.key(fieldName))
            defer { path.removeLast() }
            switch field {
            case .stringUnit:
                if !kinds.contains(fieldName) { kinds.append(fieldName) }
                let fieldPlace = reader.position
                if let object = try openObject(&reader, fieldName, expected: "an object with \"state\" and \"value\"", into: &extraFields) {
                    stringUnit = try self.stringUnit(&reader, object, at: fieldPlace)
                }
            case .stringSet:
                if !kinds.contains(fieldName) { kinds.append(fieldName) }
                let fieldPlace = reader.position
                if let object = try openObject(&reader, fieldName, expected: "an object with \"state\" and \"values\"", into: &extraFields) {
                    stringSet = try self.stringSet(&reader, object, at: fieldPlace)
                }
            case .variations:
                if !kinds.contains(fieldName) { kinds.append(fieldName) }
                let fieldPlace = reader.position
                if let object = try openObject(&reader, fieldName, expected: "an object with \"plural\" or \"device\"", into: &extraFields) {
                    variations = try self.variations(&reader, object, at: fieldPlace)
                }
            case .substitutions:
                if var names = try openObject(&reader, fieldName, expected: "an object of substitutions", into: &extraFields) {
                    var built: [StringCatalogSubstitution] = []
                    while let name = try reader.nextKey(&names) {
                        built.append(try substitution(&reader, name))
                    }
                    substitutions = built
                }
            case nil:
                unknownMembers.append(fieldName)
                extraFields.append(JSONMember(key: fieldName, value: try reader.readValue()))
            }
        }
        if kinds.isEmpty && !unknownMembers.isEmpty {
            // A kind of unit Xcode may write in a later version: kept as it is, and not checked.
            let names = unknownMembers.map { "\"\($0)\"" }.joined(separator: ", ")
            warning(RuleDescription.xcstringsUnknownUnit, "A localization of a kind this reader does not know (\(names)); it is kept but not checked. Known kinds are \"stringUnit\", \"variations\" and \"stringSet\"", at: place)
        } else if kinds.isEmpty {
            error("A localization must have \"stringUnit\" or \"variations\"; this one has neither, so the device has no string for it", at: place)
        } else if kinds.count > 1 {
            warning(RuleDescription.xcstringsAmbiguousUnit, "A localization has both \"\(kinds[0])\" and \"\(kinds[1])\"; keep one", at: place)
        }
        let location = place.location(in: file)
        return StringCatalogUnit(
            location: location, stringUnit: consume stringUnit, variations: consume variations, substitutions: consume substitutions,
            extraFields: consume extraFields, stringSet: consume stringSet)
    }

    /// The members of a `stringSet` object, opened as `state`, whose `{` is at `place`.
    private mutating func stringSet(_ reader: inout JSONPullReader, _ state: JSONContainerState, at place: JSONTextPosition) throws(JSONSyntaxError) -> StringCatalogStringSet {
        var translationState: StringCatalogState?
        var values: [StringCatalogPhrase]?
        var extraFields: [JSONMember] = []
        var hasValues = false
        var object = state
        while let member = try reader.nextKey(&object, in: StringCatalogField.stringSet.keys) {
            let field = StringCatalogField.stringSet.field(of: member)
            let fieldName = self.name(of: member, field, reader)
            path.append(.key(fieldName))
            defer { path.removeLast() }
            switch field {
            case .state:
                if let text = try string(&reader, fieldName, expected: "a string such as \"translated\"", into: &extraFields) {
                    translationState = StringCatalogState(rawValue: text.string)
                }
            case .values:
                hasValues = true
                guard case .array = try reader.peekValue() else {
                    let fieldPlace = reader.position
                    wrongType(fieldName, try reader.readValue(), at: fieldPlace, expected: "an array of phrases", into: &extraFields)
                    continue
                }
                values = try phrases(&reader)
            case nil:
                extraFields.append(JSONMember(key: fieldName, value: try reader.readValue()))
            }
        }
        if !hasValues {
            error("A \"stringSet\" has no \"values\"", at: place)
        }
        return StringCatalogStringSet(state: translationState, values: values, location: place.location(in: file), extraFields: extraFields)
    }

    /// The phrases of the `values` array at the reader's position.
    private mutating func phrases(_ reader: inout JSONPullReader) throws(JSONSyntaxError) -> [StringCatalogPhrase] {
        var phrases: [StringCatalogPhrase] = []
        var array = try reader.beginArray()
        while try reader.nextElement(&array) {
            path.append(.index(phrases.count))
            defer { path.removeLast() }
            let here = reader.position
            if case .string = try reader.peekValue() {
                let text = try reader.readString()
                phrases.append(StringCatalogPhrase(value: text.string, location: here.location(in: file), hasEscapes: text.hasEscapes))
            } else {
                let value = try reader.readValue()
                error("A phrase must be a string, not \(article(value))", at: here)
                phrases.append(StringCatalogPhrase(value: nil, location: here.location(in: file), invalidValue: value))
            }
        }
        return phrases
    }

    /// The members of a `stringUnit` object, opened as `state`, whose `{` is at `place`.
    private mutating func stringUnit(_ reader: inout JSONPullReader, _ state: JSONContainerState, at place: JSONTextPosition) throws(JSONSyntaxError) -> StringCatalogStringUnit {
        // Gathered in locals, the string unit made once (see `entry`).
        var translationState: StringCatalogState?
        var value: String?
        var valuePlace = place
        var hasEscapes = false
        var extraFields: [JSONMember] = []
        var hasValue = false
        var object = state
        while let member = try reader.nextKey(&object, in: StringCatalogField.stringUnit.keys) {
            let field = StringCatalogField.stringUnit.field(of: member)
            let fieldName = self.name(of: member, field, reader)
            path.append(.key(fieldName))
            defer { path.removeLast() }
            switch field {
            case .state:
                if let text = try string(&reader, fieldName, expected: "a string such as \"translated\"", into: &extraFields) {
                    translationState = StringCatalogState(rawValue: text.string)
                }
            case .value:
                hasValue = true
                let here = reader.position
                if let text = try string(&reader, fieldName, expected: "a string", into: &extraFields) {
                    value = text.string
                    valuePlace = here
                    hasEscapes = text.hasEscapes
                }
            case nil:
                extraFields.append(JSONMember(key: fieldName, value: try reader.readValue()))
            }
        }
        if !hasValue {
            error("A \"stringUnit\" has no \"value\"", at: place)
        }
        return StringCatalogStringUnit(state: translationState, value: value, location: valuePlace.location(in: file), hasEscapes: hasEscapes, extraFields: extraFields)
    }

    /// The members of a `variations` object, opened as `state`, whose `{` is at `place`.
    private mutating func variations(_ reader: inout JSONPullReader, _ state: JSONContainerState, at place: JSONTextPosition) throws(JSONSyntaxError) -> StringCatalogVariations {
        // Gathered in locals, the variations made once (see `entry`).
        var plural: [StringCatalogVariation]?
        var device: [StringCatalogVariation]?
        var extraFields: [JSONMember] = []
        var object = state
        while let member = try reader.nextKey(&object, in: StringCatalogField.variations.keys) {
            let field = StringCatalogField.variations.field(of: member)
            let fieldName = self.name(of: member, field, reader)
            path.append(.key(fieldName))
            defer { path.removeLast() }
            switch field {
            case .plural?, .device?:
                let isPlural = field == .plural
                guard var cases = try openObject(&reader, fieldName, expected: "an object of \(isPlural ? "plural categories" : "devices")", into: &extraFields) else { continue }
                var built: [StringCatalogVariation] = []
                let names = isPlural ? StringCatalogField.pluralCategory.keys : StringCatalogField.device.keys
                while let name = try reader.nextKey(&cases, in: names) {
                    built.append(try variation(&reader, name, isPlural: isPlural))
                }
                if isPlural { plural = built } else { device = built }
            case nil:
                extraFields.append(JSONMember(key: fieldName, value: try reader.readValue()))
            }
        }
        return StringCatalogVariations(location: place.location(in: file), plural: plural, device: device, extraFields: extraFields)
    }

    private mutating func variation(_ reader: inout JSONPullReader, _ member: JSONKey, isPlural: Bool) throws(JSONSyntaxError) -> StringCatalogVariation {
        // The key was matched against the plural categories or the devices.
        let isKnown = member.field != nil
        let name = isPlural
            ? self.name(of: member, StringCatalogField.pluralCategory.field(of: member), reader)
            : self.name(of: member, StringCatalogField.device.field(of: member), reader)
        path.append(.key(name))
        defer { path.removeLast() }
        if isPlural && !isKnown {
            error("\"\(name)\" is not a plural category; use zero, one, two, few, many or other", at: member.position)
        } else if !isPlural && !isKnown {
            warning(RuleDescription.xcstringsUnknownDevice, "\"\(name)\" is not a device Xcode knows (iphone, ipad, ipod, mac, applewatch, appletv, applevision, other); no device will use it", at: member.position)
        }
        return StringCatalogVariation(name: name, nameLocation: member.position.location(in: file), unit: try unit(&reader))
    }

    private mutating func substitution(_ reader: inout JSONPullReader, _ member: JSONKey) throws(JSONSyntaxError) -> StringCatalogSubstitution {
        let name = reader.name(of: member)
        path.append(.key(name))
        defer { path.removeLast() }
        var substitution = StringCatalogSubstitution(name: name, nameLocation: member.position.location(in: file))
        let place = reader.position
        guard case .object = try reader.peekValue() else {
            let value = try reader.readValue()
            error("The substitution \"\(name)\" must be an object with \"formatSpecifier\" and \"variations\", not \(article(value))", at: place)
            substitution.invalidValue = value
            return substitution
        }
        var object = try reader.beginObject()
        while let member = try reader.nextKey(&object, in: StringCatalogField.substitution.keys) {
            let field = StringCatalogField.substitution.field(of: member)
            let fieldName = self.name(of: member, field, reader)
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
        if case .string = try reader.peekValue() { return try reader.readString() }
        let place = reader.position
        wrongType(member, try reader.readValue(), at: place, expected: expected(), into: &extra)
        return nil
    }

    /// The known field `member` opened as an object, to be read member by member; any other value is
    /// reported as the wrong type and kept in `extra`.
    private mutating func openObject(
        _ reader: inout JSONPullReader, _ member: String, expected: @autoclosure () -> String, into extra: inout [JSONMember]
    ) throws(JSONSyntaxError) -> JSONContainerState? {
        if case .object = try reader.peekValue() { return try reader.beginObject() }
        let place = reader.position
        wrongType(member, try reader.readValue(), at: place, expected: expected(), into: &extra)
        return nil
    }

    /// The name of `member`, whose field is `field`: the field's own string when the key is plain
    /// ASCII, so that a schema's keys make no string.
    private func name<Field: RawRepresentable>(of member: JSONKey, _ field: Field?, _ reader: borrowing JSONPullReader) -> String
    where Field.RawValue == String {
        if let field, member.isPlain { return field.rawValue }
        return reader.name(of: member)
    }

    // MARK: - Diagnostics

    /// Reports a known field of the wrong type, and keeps it among the unknown fields.
    private mutating func wrongType(_ member: String, _ value: JSONValue, at place: JSONTextPosition, expected: String, into extra: inout [JSONMember]) {
        error("\"\(member)\" must be \(expected), not \(article(value))", at: place)
        extra.append(JSONMember(key: member, value: value))
    }

    private mutating func error(_ message: String, at place: JSONTextPosition) {
        report(RuleDescription.syntax.level, message, at: place)
    }

    /// Reports a finding of `rule`, one of the reader's warnings, at its default severity.
    private mutating func warning(_ rule: RuleDescription, _ message: String, at place: JSONTextPosition) {
        report(rule.level, message, at: place)
    }

    private mutating func report(_ rule: RuleLevel, _ message: String, at place: JSONTextPosition) {
        diagnostics.append(Diagnostic(
            rule, message: message, location: place.location(in: file),
            language: language, key: key, jsonPath: JSONPath(components: path).description))
    }

    private func article(_ value: JSONValue) -> String {
        switch value {
        case .array, .object: return "an \(value.typeName)"
        default: return "a \(value.typeName)"
        }
    }
}
