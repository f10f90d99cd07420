import PushlocDiagnostics
import PushlocTestSupport
import Foundation
@testable import PushlocStringsFile

/// The shared SplitMix64 generator, under the name these tests use.
typealias SeededRandom = SeededGenerator

/// Parses UTF-8 source text.
func parse(_ text: String, path: String = "Localizable.strings") -> StringsDocument {
    StringsParser.parse(Array(text.utf8), path: path)
}

/// A diagnostic in a compact, comparable form: `line:column rule`.
func brief(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.location?.line ?? 0):\(diagnostic.location?.column ?? 0) \(diagnostic.rule)"
}

/// The diagnostics of a document in compact form.
func briefs(_ document: StringsDocument) -> [String] {
    document.diagnostics.map(brief)
}

/// Key-value pairs of a document, in order.
func pairs(_ document: StringsDocument) -> [[String]] {
    document.entries.map { [$0.key, $0.value] }
}

/// Foundation's reading of a `.strings` file, as a Swift dictionary (last value wins), or `nil`.
func foundationTable(_ bytes: [UInt8]) -> [String: String]? {
    guard let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) else {
        return nil
    }
    return plist as? [String: String]
}

/// The bytes of `text` in `encoding`, with the byte order mark.
func encoded(_ text: String, _ encoding: StringsEncoding, byteOrderMark: Bool = true) -> [UInt8] {
    (byteOrderMark ? encoding.byteOrderMark : []) + SourceDecoder.encode(text, as: encoding)
}

/// Checks every entry's line and column against a plain walk over the decoded text: the scanner
/// tracks lines itself while it scans.
func locationsAgreeWithWalker(_ document: StringsDocument, _ bytes: [UInt8]) -> Bool {
    guard document.spans.count == document.entries.count else { return false }
    let text = Array(StringsParser.decodedText(of: bytes).utf8)
    return text.withUnsafeBufferPointer { buffer in
        var walker = LineColumnWalker(buffer)
        for (entry, span) in zip(document.entries, document.spans) {
            let key = walker.location(of: span.keyStart)
            let value = walker.location(of: span.valueStart)
            if key.line != entry.line || key.column != entry.column || value.line != entry.valueLine || value.column != entry.valueColumn {
                return false
            }
        }
        return true
    }
}
