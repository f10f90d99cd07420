import PushlocDiagnostics
import PushlocJSON

/// `"variations" : {"plural": {...}} | {"device": {...}}`: a unit's forms by plural category or device.
public struct StringCatalogVariations: Sendable, Hashable {
    /// Where the variations object starts.
    public var location: SourceLocation
    // The optionals are spelled `Optional<T>`: a stored `var x: T?` is implicitly `= nil`, and that
    // made the initialiser copy the whole struct once more on return (the reader makes thousands).
    /// `plural`: category (`zero`, `one`, `two`, `few`, `many`, `other`) -> unit, in file order.
    public var plural: Optional<[StringCatalogVariation]>
    /// `device`: device (see ``StringCatalogDevice``) -> unit, in file order.
    public var device: Optional<[StringCatalogVariation]>
    /// Members the reader does not know (other kinds of variation), or known ones of the wrong type.
    public var extraFields: [JSONMember]

    /// Creates variations.
    public init(location: SourceLocation, plural: [StringCatalogVariation]? = nil, device: [StringCatalogVariation]? = nil, extraFields: [JSONMember] = []) {
        self.location = location
        self.plural = plural
        self.device = device
        self.extraFields = extraFields
    }
}

/// One case of a variation: `"one" : UNIT` or `"iphone" : UNIT`.
public struct StringCatalogVariation: Sendable, Hashable {
    /// The plural category or device name, as written.
    public var name: String
    /// Where the name's opening quote is.
    public var nameLocation: SourceLocation
    /// The unit for this case.
    public var unit: StringCatalogUnit

    /// Creates a variation case.
    public init(name: String, nameLocation: SourceLocation, unit: StringCatalogUnit) {
        self.name = name
        self.nameLocation = nameLocation
        self.unit = unit
    }
}

/// The plural categories of CLDR, the only ones a `plural` variation may name.
public enum StringCatalogPluralCategory: String, Sendable, CaseIterable {
    /// `zero`
    case zero
    /// `one`
    case one
    /// `two`
    case two
    /// `few`
    case few
    /// `many`
    case many
    /// `other`, required in every language.
    case other
}

/// The devices a `device` variation may name, as Xcode writes them.
public enum StringCatalogDevice: String, Sendable, CaseIterable {
    /// iPhone.
    case iphone
    /// iPad.
    case ipad
    /// iPod touch.
    case ipod
    /// Mac.
    case mac
    /// Apple Watch.
    case applewatch
    /// Apple TV.
    case appletv
    /// Apple Vision Pro.
    case applevision
    /// Every other device.
    case other
}
