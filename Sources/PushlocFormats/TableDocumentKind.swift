/// What a table file holds, and so where it lives in a bundle.
public enum TableDocumentKind: String, Sendable, Hashable, CaseIterable {
    /// One language's strings of one table (a ``StringsFile/StringsDocument``), in `<lang>.lproj`.
    case strings
    /// One language's plural rules of one table (a ``StringsFile/StringsDictDocument``), in `<lang>.lproj`.
    case stringsDict
    /// Every language of one table (a ``StringCatalog/StringCatalogDocument``), directly in the bundle's
    /// folder or in an `.lproj` folder such as `mul.lproj`; it makes the folder above a bundle.
    case stringCatalog

    /// Whether one file holds every language of its table, rather than one language in `<lang>.lproj`.
    public var holdsEveryLanguage: Bool {
        self == .stringCatalog
    }
}
