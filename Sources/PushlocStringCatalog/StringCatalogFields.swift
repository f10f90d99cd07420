import PushlocJSON

/// The members one kind of a String Catalog's objects knows, as the cases of `Field`, matched
/// against keys without making strings.
struct StringCatalogFields<Field: RawRepresentable & CaseIterable> where Field.RawValue == String {
    private let cases: [Field]
    /// The names, for ``JSONPullReader/nextKey(_:in:)``.
    let keys: JSONKeySet

    init() {
        cases = Array(Field.allCases)
        keys = JSONKeySet(cases.map(\.rawValue))
    }

    /// The field `key` (read with ``keys``) names, if it is one.
    func field(of key: JSONKey) -> Field? {
        key.field.map { cases[$0] }
    }
}

extension StringCatalogFields: Sendable where Field: Sendable {}

/// The known members of each kind of object.
enum StringCatalogField {
    /// The root object's.
    enum Document: String, CaseIterable, Sendable {
        case sourceLanguage, version, strings
    }

    /// An entry's (the value of a key of `strings`).
    enum Entry: String, CaseIterable, Sendable {
        case comment, extractionState, shouldTranslate, localizations
    }

    /// A unit's (a localization, or a case of a variation).
    enum Unit: String, CaseIterable, Sendable {
        case stringUnit, stringSet, variations, substitutions
    }

    /// A `stringSet`'s (App Shortcuts catalogs).
    enum StringSet: String, CaseIterable, Sendable {
        case state, values
    }

    /// A `stringUnit`'s.
    enum StringUnit: String, CaseIterable, Sendable {
        case state, value
    }

    /// A `variations` object's.
    enum Variations: String, CaseIterable, Sendable {
        case plural, device
    }

    /// A substitution's.
    enum Substitution: String, CaseIterable, Sendable {
        case argNum, formatSpecifier, variations
    }

    static let document = StringCatalogFields<Document>()
    static let entry = StringCatalogFields<Entry>()
    static let unit = StringCatalogFields<Unit>()
    static let stringUnit = StringCatalogFields<StringUnit>()
    static let stringSet = StringCatalogFields<StringSet>()
    static let variations = StringCatalogFields<Variations>()
    static let substitution = StringCatalogFields<Substitution>()
    /// The names a `plural` variation may have.
    static let pluralCategory = StringCatalogFields<StringCatalogPluralCategory>()
    /// The names a `device` variation may have.
    static let device = StringCatalogFields<StringCatalogDevice>()
}
