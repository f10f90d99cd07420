import Foundation
import PushlocDiagnostics
import PushlocJSON

/// Reads String Catalogs (`.xcstrings`, versions 1.x) into located ``StringCatalogDocument``s.
///
/// The JSON is read by the project's located pull reader (`JSONPullReader`), which accepts and reports
/// exactly what `JSONParser` does, so every key and value has its line and column. The model is built
/// in the same pass, without a JSON tree. Malformed JSON is one `syntax` error where the reader stopped
/// (and no model). A wrong shape (an empty unit, a value that is not a string, a plural category outside CLDR's six, a missing `sourceLanguage`) is a `syntax` error
/// at that place, and the read goes on: one bad entry never drops the others. Unknown fields are kept
/// and never an error; a unit of an unknown kind is kept with a warning (`xcstrings-unknown-unit`).
/// App Shortcuts catalogs' `stringSet` units are read as phrases.
public enum StringCatalogReader {
    /// Whether this reader knows `version`: any `1.`*minor* (Xcode writes 1.0, 1.1 and, in newer
    /// releases, 1.2 and 1.3, with the same fields and unit kinds). A new major version may change the
    /// format, so it is read with a warning.
    public static func reads(version: String) -> Bool {
        guard version.hasPrefix("1.") else { return false }
        let minor = version.utf8.dropFirst(2)
        return !minor.isEmpty && minor.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Reads the catalog in `bytes` (UTF-8 JSON); `path` is what diagnostics show.
    public static func read(_ bytes: [UInt8], path: String) -> StringCatalogDocument {
        var builder = StringCatalogBuilder(file: path)
        let (built, jsonDiagnostics) = JSONPullReader.read(bytes, file: path) { (reader: inout JSONPullReader) throws(JSONSyntaxError) in
            try builder.document(&reader)
        }
        guard var document = built else {
            return StringCatalogDocument(path: path, sourceLanguage: nil, version: nil, entries: nil, diagnostics: jsonDiagnostics)
        }
        // The JSON findings come first, as when the JSON was parsed before the model was built.
        document.diagnostics = jsonDiagnostics + builder.diagnostics
        return document
    }

    /// Reads the UTF-8 of `text`.
    public static func read(_ text: String, path: String) -> StringCatalogDocument {
        read(Array(text.utf8), path: path)
    }

    /// Reads the file at `fileURL`; `displayPath` (default: the URL's path) is what diagnostics show.
    ///
    /// - Throws: the file system's error when the file cannot be read. Malformed content never throws.
    public static func read(contentsOf fileURL: URL, displayPath: String? = nil) throws -> StringCatalogDocument {
        let data = try Data(contentsOf: fileURL)
        return read(Array(data), path: displayPath ?? fileURL.path)
    }
}
