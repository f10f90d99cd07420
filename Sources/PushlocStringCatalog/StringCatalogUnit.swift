import PushlocDiagnostics
import PushlocJSON

/// A localized value: a string unit, or variations by plural category or device, either of which
/// may carry substitutions for the `%#@NAME@` placeholders of its strings, or a string set (the
/// phrases of an App Shortcut). Units nest: a device variation can hold a plural.
public struct StringCatalogUnit: Sendable, Hashable {
    /// Where the unit's object starts (its `{`).
    public var location: SourceLocation
    // The optionals are spelled `Optional<T>`: a stored `var x: T?` is implicitly `= nil`, and that
    // made the initialiser copy the whole struct once more on return (the reader makes thousands).
    /// `stringUnit`, when the unit is a plain string.
    public var stringUnit: Optional<StringCatalogStringUnit>
    /// `stringSet`, when the unit is an App Shortcut's phrases.
    public var stringSet: Optional<StringCatalogStringSet>
    /// `variations`, when the unit varies by plural category or device.
    public var variations: Optional<StringCatalogVariations>
    /// `substitutions` in file order; `nil` when the unit has none.
    public var substitutions: Optional<[StringCatalogSubstitution]>
    /// Members the reader does not know, or known ones of the wrong type, in file order.
    public var extraFields: [JSONMember]
    /// The unit's JSON value when it is not an object (reported as an error), kept for writing back.
    public var invalidValue: Optional<JSONValue>

    /// Creates a unit.
    public init(
        location: SourceLocation, stringUnit: StringCatalogStringUnit? = nil, variations: StringCatalogVariations? = nil,
        substitutions: [StringCatalogSubstitution]? = nil, extraFields: [JSONMember] = [], invalidValue: JSONValue? = nil,
        stringSet: StringCatalogStringSet? = nil
    ) {
        self.location = location
        self.stringUnit = stringUnit
        self.stringSet = stringSet
        self.variations = variations
        self.substitutions = substitutions
        self.extraFields = extraFields
        self.invalidValue = invalidValue
    }
}

/// `"stringUnit" : {"state", "value"}`: one string and its translation state.
public struct StringCatalogStringUnit: Sendable, Hashable {
    // The optionals are spelled `Optional<T>`: a stored `var x: T?` is implicitly `= nil`, and that
    // made the initialiser copy the whole struct once more on return (the reader makes thousands).
    /// `state`; `nil` when absent.
    public var state: Optional<StringCatalogState>
    /// `value`; `nil` when absent or not a string (both reported as errors).
    public var value: Optional<String>
    /// Where the value string's opening quote is (the unit's `{` when there is no value).
    public var location: SourceLocation
    /// Whether the value's JSON source has escapes (`\n`, `\"`, `\u00e9`). Only without them does an
    /// offset inside ``value``, counted in Unicode scalars, map to the column
    /// `location.column + 1 + offset` on the same line.
    public var hasEscapes: Bool
    /// Members the reader does not know, or known ones of the wrong type, in file order.
    public var extraFields: [JSONMember]

    /// Creates a string unit.
    public init(state: StringCatalogState?, value: String?, location: SourceLocation, hasEscapes: Bool = false, extraFields: [JSONMember] = []) {
        self.state = state
        self.value = value
        self.location = location
        self.hasEscapes = hasEscapes
        self.extraFields = extraFields
    }
}
