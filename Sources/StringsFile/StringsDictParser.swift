import Diagnostics
import Foundation

/// Reads `.stringsdict` files (XML property lists of plural rules) with Foundation's
/// `PropertyListSerialization`, and finds where each key stands with ``PlistXMLScanner`` (internal).
public enum StringsDictParser {
    /// Parses the bytes of a `.stringsdict` file. `path` is the path shown in diagnostics.
    ///
    /// Never fails: malformed XML is a `syntax` error at the first place where the structure
    /// breaks (or the line Foundation names), and the document then has no entries.
    public static func parse(_ bytes: [UInt8], path: String) -> StringsDictDocument {
        var builder = StringsDictBuilder(path: path)
        guard !bytes.isEmpty else {
            builder.report(RuleID.emptyFile, .warning, at: nil, "the file is empty (0 bytes); Foundation cannot read an empty property list, so the device finds no plural rules in it")
            return builder.document()
        }
        let decoded = SourceDecoder.decode(bytes)
        if let transcoded = decoded.transcoded {
            transcoded.withUnsafeBufferPointer { builder.read(bytes, text: $0, decoded: decoded) }
        } else {
            bytes.withUnsafeBufferPointer { buffer in
                builder.read(bytes, text: UnsafeBufferPointer(rebasing: buffer[decoded.byteOrderMarkLength...]), decoded: decoded)
            }
        }
        return builder.document()
    }

    /// Reads and parses the `.stringsdict` file at `url`. `displayPath` is the path shown in diagnostics.
    ///
    /// - Throws: only when the file cannot be read; bad content gives diagnostics instead.
    public static func parse(fileAt url: URL, displayPath: String) throws -> StringsDictDocument {
        let data = try Data(contentsOf: url)
        return parse([UInt8](data), path: displayPath)
    }
}
