import PushlocDiagnostics
import PushlocJSON

/// One key of a String Catalog, with its metadata and its unit per language.
public struct StringCatalogEntry: Sendable, Hashable {
    /// The key (escapes decoded).
    public var key: String
    /// Where the key's opening quote is.
    public var keyLocation: SourceLocation
    /// Whether the key's JSON source has escapes, so that a character offset inside the key maps to
    /// a column only when this is `false`.
    public var keyHasEscapes: Bool
    // The optionals are spelled `Optional<T>`: a stored `var x: T?` is implicitly `= nil`, and that
    // made the initialiser copy the whole struct once more on return (the reader makes thousands).
    /// `comment`, the note for translators.
    public var comment: Optional<String>
    /// `extractionState` as written: `manual`, `extracted_with_value`, `stale`, `migrated`, or other text kept.
    public var extractionState: Optional<String>
    /// `shouldTranslate`; `false` marks a string that stays in the source language.
    public var shouldTranslate: Optional<Bool>
    /// `localizations` in file order; `nil` when the entry has none.
    public var localizations: Optional<[StringCatalogLocalization]>
    /// Members of the entry the reader does not know, or known ones of the wrong type, in file order.
    public var extraFields: [JSONMember]
    /// The entry's JSON value when it is not an object (reported as an error), kept for writing back.
    public var invalidValue: Optional<JSONValue>

    /// Creates an entry.
    public init(
        key: String, keyLocation: SourceLocation, keyHasEscapes: Bool = false, comment: String? = nil,
        extractionState: String? = nil, shouldTranslate: Bool? = nil, localizations: [StringCatalogLocalization]? = nil,
        extraFields: [JSONMember] = [], invalidValue: JSONValue? = nil
    ) {
        self.key = key
        self.keyLocation = keyLocation
        self.keyHasEscapes = keyHasEscapes
        self.comment = comment
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.localizations = localizations
        self.extraFields = extraFields
        self.invalidValue = invalidValue
    }

    /// The unit for `language` (exact tag); with the same language twice, the last, as Xcode reads it.
    public func unit(for language: String) -> StringCatalogUnit? {
        localizations?.last { $0.language == language }?.unit
    }
}

/// One language's unit of an entry: `"LANG" : UNIT` inside `localizations`.
public struct StringCatalogLocalization: Sendable, Hashable {
    /// The language tag as written (`de`, `pt-BR`, `zh-Hans`).
    public var language: String
    /// Where the language key's opening quote is.
    public var languageLocation: SourceLocation
    /// The unit.
    public var unit: StringCatalogUnit

    /// Creates a localization.
    public init(language: String, languageLocation: SourceLocation, unit: StringCatalogUnit) {
        self.language = language
        self.languageLocation = languageLocation
        self.unit = unit
    }
}
