import PushlocJSON

/// Writes a ``StringCatalogDocument`` back as Xcode writes `.xcstrings` files.
///
/// Every object's keys are in Xcode's order (case-insensitive, numbers compared as numbers), with
/// 2-space indentation and `"key" : value`. Unknown fields (``StringCatalogDocument/extraFields`` and
/// the others) and values kept as invalid are written back as they were read. So a file that Xcode
/// wrote comes back byte for byte, and reading what this writes gives the same model.
public enum StringCatalogWriter {
    /// The UTF-8 bytes of `document` in Xcode's layout.
    public static func write(_ document: StringCatalogDocument) -> [UInt8] {
        XcodeJSONLayout.bytes(of: jsonValue(of: document))
    }

    /// The document as a JSON value (members unsorted; the layout sorts them).
    public static func jsonValue(of document: StringCatalogDocument) -> JSONValue {
        var members: [JSONMember] = []
        if let sourceLanguage = document.sourceLanguage { members.append(JSONMember(key: "sourceLanguage", value: .string(sourceLanguage))) }
        if let entries = document.entries {
            members.append(JSONMember(key: "strings", value: .object(JSONObject(entries.map { JSONMember(key: $0.key, value: jsonValue(of: $0)) }))))
        }
        if let version = document.version { members.append(JSONMember(key: "version", value: .string(version))) }
        return .object(JSONObject(members + document.extraFields))
    }

    private static func jsonValue(of entry: StringCatalogEntry) -> JSONValue {
        if let invalid = entry.invalidValue { return invalid }
        var members: [JSONMember] = []
        if let comment = entry.comment { members.append(JSONMember(key: "comment", value: .string(comment))) }
        if let state = entry.extractionState { members.append(JSONMember(key: "extractionState", value: .string(state))) }
        if let localizations = entry.localizations {
            members.append(JSONMember(key: "localizations", value: .object(JSONObject(localizations.map {
                JSONMember(key: $0.language, value: jsonValue(of: $0.unit))
            }))))
        }
        if let flag = entry.shouldTranslate { members.append(JSONMember(key: "shouldTranslate", value: .bool(flag))) }
        return .object(JSONObject(members + entry.extraFields))
    }

    private static func jsonValue(of unit: StringCatalogUnit) -> JSONValue {
        if let invalid = unit.invalidValue { return invalid }
        var members: [JSONMember] = []
        if let stringUnit = unit.stringUnit {
            var fields: [JSONMember] = []
            if let state = stringUnit.state { fields.append(JSONMember(key: "state", value: .string(state.rawValue))) }
            if let value = stringUnit.value { fields.append(JSONMember(key: "value", value: .string(value))) }
            members.append(JSONMember(key: "stringUnit", value: .object(JSONObject(fields + stringUnit.extraFields))))
        }
        if let stringSet = unit.stringSet {
            var fields: [JSONMember] = []
            if let state = stringSet.state { fields.append(JSONMember(key: "state", value: .string(state.rawValue))) }
            if let values = stringSet.values {
                fields.append(JSONMember(key: "values", value: .array(values.map { $0.invalidValue ?? .string($0.value ?? "") })))
            }
            members.append(JSONMember(key: "stringSet", value: .object(JSONObject(fields + stringSet.extraFields))))
        }
        if let substitutions = unit.substitutions {
            members.append(JSONMember(key: "substitutions", value: .object(JSONObject(substitutions.map {
                JSONMember(key: $0.name, value: jsonValue(of: $0))
            }))))
        }
        if let variations = unit.variations { members.append(JSONMember(key: "variations", value: jsonValue(of: variations))) }
        return .object(JSONObject(members + unit.extraFields))
    }

    private static func jsonValue(of variations: StringCatalogVariations) -> JSONValue {
        var members: [JSONMember] = []
        for (kind, cases) in [("device", variations.device), ("plural", variations.plural)] {
            guard let cases else { continue }
            members.append(JSONMember(key: kind, value: .object(JSONObject(cases.map {
                JSONMember(key: $0.name, value: jsonValue(of: $0.unit))
            }))))
        }
        return .object(JSONObject(members + variations.extraFields))
    }

    private static func jsonValue(of substitution: StringCatalogSubstitution) -> JSONValue {
        if let invalid = substitution.invalidValue { return invalid }
        var members: [JSONMember] = []
        if let argNum = substitution.argNum { members.append(JSONMember(key: "argNum", value: .number(JSONNumber(argNum)))) }
        if let specifier = substitution.formatSpecifier { members.append(JSONMember(key: "formatSpecifier", value: .string(specifier))) }
        if let variations = substitution.variations { members.append(JSONMember(key: "variations", value: jsonValue(of: variations))) }
        return .object(JSONObject(members + substitution.extraFields))
    }
}
