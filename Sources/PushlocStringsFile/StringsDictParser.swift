import PushlocDiagnostics
import Foundation
import PushlocRules

/// Reads `.stringsdict` files (XML property lists of plural rules) in one located pass: every entry,
/// variable and plural form with the line and column where it stands.
public enum StringsDictParser {
    /// Parses the bytes of a `.stringsdict` file. `path` is the path shown in diagnostics.
    ///
    /// Never fails: malformed XML is one `syntax` error at the first place where the structure
    /// breaks, and the document then has no entries. A binary or old-style (OpenStep) property list
    /// is a `syntax` error too: the reader reads the XML form that Xcode writes.
    public static func parse(_ bytes: [UInt8], path: String) -> StringsDictDocument {
        var builder = StringsDictBuilder(path: path)
        guard !bytes.isEmpty else {
            builder.report(RuleDescription.emptyFile.level, at: nil, "the file is empty (0 bytes); Foundation cannot read an empty property list, so the device finds no plural rules in it")
            return builder.document()
        }
        let decoded = SourceDecoder.decode(bytes)
        if let transcoded = decoded.transcoded {
            transcoded.withUnsafeBufferPointer { builder.read(text: $0, decoded: decoded) }
        } else {
            bytes.withUnsafeBufferPointer { buffer in
                builder.read(text: UnsafeBufferPointer(rebasing: buffer[decoded.byteOrderMarkLength...]), decoded: decoded)
            }
        }
        return builder.document()
    }

    /// Reads and parses the `.stringsdict` file at `url`. `displayPath` is the path shown in diagnostics.
    ///
    /// - Throws: only when the file cannot be read; bad content gives diagnostics instead.
    public static func parse(fileAt url: URL, displayPath: String) throws -> StringsDictDocument {
        parse(try FileBytes.read(atPath: url.path), path: displayPath)
    }
}
