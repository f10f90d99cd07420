import PushlocStringsFile

/// `.strings`: Apple's old-style property list of `"key" = "value";` entries, read by ``StringsFile/StringsParser``.
public struct StringsFormat: TableFormat {
    public let fileExtension = "strings"
    public let documentKind = TableDocumentKind.strings

    /// Creates the format.
    public init() {}

    public func read(_ bytes: [UInt8], path: String) -> TableDocument {
        .strings(StringsParser.parse(bytes, path: path))
    }
}
