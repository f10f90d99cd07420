import PushlocDiagnostics
import PushlocJSON

/// One entry of `substitutions`: what replaces `%#@NAME@` in the unit's strings.
///
/// Inside its plural variation, the substitution's own argument is read by `%arg` or by a
/// specifier numbered from ``argNum`` (DESIGN.md section 3a).
public struct StringCatalogSubstitution: Sendable, Hashable {
    /// The name between `%#@` and `@`.
    public var name: String
    /// Where the name's opening quote is.
    public var nameLocation: SourceLocation
    // The optionals are spelled `Optional<T>`: a stored `var x: T?` is implicitly `= nil`, and that
    // made the initialiser copy the whole struct once more on return (the reader makes thousands).
    /// `argNum`: the 1-based position of the argument that picks the plural form, when given.
    public var argNum: Optional<Int>
    /// `formatSpecifier` (`lld`, `@`), the conversion of that argument without `%`.
    public var formatSpecifier: Optional<String>
    /// `variations` (normally `plural` only).
    public var variations: Optional<StringCatalogVariations>
    /// Members the reader does not know, or known ones of the wrong type, in file order.
    public var extraFields: [JSONMember]
    /// The substitution's JSON value when it is not an object (reported as an error), kept for writing back.
    public var invalidValue: Optional<JSONValue>

    /// Creates a substitution.
    public init(
        name: String, nameLocation: SourceLocation, argNum: Int? = nil, formatSpecifier: String? = nil,
        variations: StringCatalogVariations? = nil, extraFields: [JSONMember] = [], invalidValue: JSONValue? = nil
    ) {
        self.name = name
        self.nameLocation = nameLocation
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.variations = variations
        self.extraFields = extraFields
        self.invalidValue = invalidValue
    }
}
