/// One `<lang>.lproj` folder: its language and its tables.
public struct Localization: Sendable {
    /// The canonical BCP 47 tag (`pt-BR`, `zh-Hans`), or `Base`.
    public let language: String
    /// The folder's path as shown to the user (`Localizations/pt_BR.lproj`).
    public let path: String
    /// Tables keyed by their lowercased name (tables match case-insensitively).
    public let tables: [String: LocalizationTable]

    /// Creates a localization.
    public init(language: String, path: String, tables: [String: LocalizationTable]) {
        self.language = language
        self.path = path
        self.tables = tables
    }

    /// The table named `name`, matched case-insensitively.
    public func table(_ name: String) -> LocalizationTable? {
        tables[name.lowercased()]
    }
}
