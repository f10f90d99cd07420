import PushlocDiagnostics
import PushlocStringCatalog
import PushlocStringsFile

/// One table file as its format's reader read it.
public enum TableDocument: Sendable {
    /// A `.strings` file, or another format's one language of one table.
    case strings(StringsDocument)
    /// A `.stringsdict` file, or another format's plural rules of one language.
    case stringsDict(StringsDictDocument)
    /// A String Catalog, or another format's every language of one table.
    case stringCatalog(StringCatalogDocument)

    /// The kind of document this is.
    public var kind: TableDocumentKind {
        switch self {
        case .strings: .strings
        case .stringsDict: .stringsDict
        case .stringCatalog: .stringCatalog
        }
    }

    /// The path its diagnostics show.
    public var path: String {
        switch self {
        case .strings(let document): document.path
        case .stringsDict(let document): document.path
        case .stringCatalog(let document): document.path
        }
    }

    /// The reader's findings.
    public var diagnostics: [Diagnostic] {
        switch self {
        case .strings(let document): document.diagnostics
        case .stringsDict(let document): document.diagnostics
        case .stringCatalog(let document): document.diagnostics
        }
    }
}
