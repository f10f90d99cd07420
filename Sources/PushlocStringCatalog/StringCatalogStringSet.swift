import PushlocDiagnostics
import PushlocJSON

/// `"stringSet" : {"state", "values": [PHRASE, …]}`: the phrases of an App Shortcut in one language
/// (`AppShortcuts.xcstrings`). Siri accepts any of them, and each must name the app as
/// `${applicationName}`; other `${...}` tokens are the shortcut's parameters.
public struct StringCatalogStringSet: Sendable, Hashable {
    /// `state`; `nil` when absent.
    public var state: Optional<StringCatalogState>
    /// `values`, in file order; `nil` when absent or not an array (both reported as errors).
    public var values: Optional<[StringCatalogPhrase]>
    /// Where the string set's object starts (its `{`).
    public var location: SourceLocation
    /// Members the reader does not know, or known ones of the wrong type, in file order.
    public var extraFields: [JSONMember]

    /// Creates a string set.
    public init(state: StringCatalogState?, values: [StringCatalogPhrase]?, location: SourceLocation, extraFields: [JSONMember] = []) {
        self.state = state
        self.values = values
        self.location = location
        self.extraFields = extraFields
    }
}

/// One phrase of a ``StringCatalogStringSet``: a string of its `values`, where it stands, or the JSON
/// value kept as it was when it is not a string (reported as an error).
public struct StringCatalogPhrase: Sendable, Hashable {
    /// The phrase; `nil` when the value is not a string.
    public var value: Optional<String>
    /// Where the phrase's opening quote (or the value) is.
    public var location: SourceLocation
    /// Whether the phrase's JSON source has escapes (see ``StringCatalogStringUnit/hasEscapes``).
    public var hasEscapes: Bool
    /// The value when it is not a string, kept for writing back.
    public var invalidValue: Optional<JSONValue>

    /// Creates a phrase.
    public init(value: String?, location: SourceLocation, hasEscapes: Bool = false, invalidValue: JSONValue? = nil) {
        self.value = value
        self.location = location
        self.hasEscapes = hasEscapes
        self.invalidValue = invalidValue
    }
}
