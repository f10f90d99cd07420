import PushlocStringsFile

/// `.stringsdict`: an XML property list of plural rules, read by ``StringsFile/StringsDictParser``.
public struct StringsDictFormat: TableFormat {
    public let fileExtension = "stringsdict"
    public let documentKind = TableDocumentKind.stringsDict

    /// Creates the format.
    public init() {}

    public func read(_ bytes: [UInt8], path: String) -> TableDocument {
        .stringsDict(StringsDictParser.parse(bytes, path: path))
    }
}
