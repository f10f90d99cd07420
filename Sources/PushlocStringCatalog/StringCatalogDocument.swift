import PushlocDiagnostics
import PushlocJSON

/// A parsed String Catalog (`<Table>.xcstrings`): its source language, version and entries in file
/// order, with a location for every key and value, and the findings of the read.
///
/// Immutable once read and `Sendable`. Fields the reader does not know (and known fields of the
/// wrong type, which it reports) are kept in `extraFields`, so writing the document back with
/// ``StringCatalogWriter`` loses nothing.
public struct StringCatalogDocument: Sendable, Hashable {
    /// The path of the file, as diagnostics show it.
    public var path: String
    // The optionals are spelled `Optional<T>`: a stored `var x: T?` is implicitly `= nil`, and that
    // made the initialiser copy the whole struct once more on return (the reader makes thousands).
    /// `sourceLanguage`, the development language of the table; `nil` when the file has none (an error).
    public var sourceLanguage: Optional<String>
    /// `version` (`1.0` or `1.1`); `nil` when the file has none.
    public var version: Optional<String>
    /// `strings`, in file order; `nil` when the file has no `strings` object.
    public var entries: Optional<[StringCatalogEntry]>
    /// Top-level members the reader does not know, in file order.
    public var extraFields: [JSONMember]
    /// The findings of the read: JSON syntax errors, structural errors and warnings, each located.
    public var diagnostics: [Diagnostic]

    /// Creates a document.
    public init(
        path: String, sourceLanguage: String?, version: String?, entries: [StringCatalogEntry]?,
        extraFields: [JSONMember] = [], diagnostics: [Diagnostic] = []
    ) {
        self.path = path
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
        self.extraFields = extraFields
        self.diagnostics = diagnostics
    }

    /// The table name: the file name without its folder and extension (`.xcstrings`, or that of another
    /// format read into a catalog document).
    public var tableName: String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Every language that has a unit in some entry, in order of first appearance.
    public var languages: [String] {
        var seen = Set<String>()
        var ordered: [String] = []
        // By index: iterating the arrays copied every entry and localization (large structs).
        guard let entries else { return ordered }
        // Entries list their languages in the same order (Xcode writes the keys sorted), so a language
        // equal to the one at the same place of the previous entry is known without hashing it.
        var previous: [String] = []
        for position in entries.indices {
            guard let localizations = entries[position].localizations else { continue }
            for place in localizations.indices {
                let language = localizations[place].language
                if place < previous.count {
                    if previous[place] == language { continue }
                    previous[place] = language
                } else {
                    previous.append(language)
                }
                if seen.insert(language).inserted { ordered.append(language) }
            }
        }
        return ordered
    }

    /// The source value of `entry` as forms: the forms of its ``sourceLanguage`` unit, or, when the
    /// entry has no unit for the source language, the key itself as one form with the path `""`,
    /// the key's location and no state (DESIGN.md section 3a).
    public func sourceForms(of entry: StringCatalogEntry) -> [StringCatalogForm] {
        if let sourceLanguage, let unit = entry.unit(for: sourceLanguage) {
            return unit.forms
        }
        return [StringCatalogForm(path: "", value: entry.key, location: entry.keyLocation, hasEscapes: entry.keyHasEscapes, state: nil)]
    }
}
