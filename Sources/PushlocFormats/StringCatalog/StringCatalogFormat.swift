import PushlocStringCatalog

/// `.xcstrings`: a String Catalog (JSON, every language of one table), read by ``StringCatalog/StringCatalogReader``.
public struct StringCatalogFormat: TableFormat {
    public let fileExtension = "xcstrings"
    public let documentKind = TableDocumentKind.stringCatalog

    /// Creates the format.
    public init() {}

    public func read(_ bytes: [UInt8], path: String) -> TableDocument {
        .stringCatalog(StringCatalogReader.read(bytes, path: path))
    }
}
