import PushlocDiagnostics
import Foundation
import PushlocRules

/// Parses `.strings` files: Apple's old-style property list grammar for string tables.
///
/// The parser never fails: bad input gives diagnostics with a line and column, and as many entries
/// as can be read. See ``StringsScanner`` (internal) for the grammar, the error recovery, and why it is
/// hand-written rather than a call to `PropertyListSerialization`.
public enum StringsParser {
    /// Parses the bytes of a `.strings` file. `path` is the path shown in diagnostics.
    public static func parse(_ bytes: [UInt8], path: String) -> StringsDocument {
        parse(bytes, path: path, ownsStrings: false)
    }

    /// ``parse(_:path:)``; `ownsStrings` makes entries that keep their own strings (see ``StringsScanner``).
    static func parse(_ bytes: [UInt8], path: String, ownsStrings: Bool) -> StringsDocument {
        // The device also reads a table written as a property list (``StringsPropertyList``).
        if PropertyListForm.isBinary(bytes) {
            let layout = SourceLayout(encoding: .utf8, byteOrderMarkLength: 0, isVerbatimUTF8: false)
            return document(
                text: UnsafeBufferPointer(start: nil, count: 0), source: bytes, layout: layout,
                read: StringsPropertyList.readBinary(bytes), path: path)
        }
        let decoded = SourceDecoder.decode(bytes, countingSemicolons: true, asXcodeCopies: true)
        let layout = SourceLayout(
            encoding: decoded.encoding, byteOrderMarkLength: decoded.byteOrderMarkLength,
            isVerbatimUTF8: decoded.transcoded == nil)
        // The entries read their strings from the decoded text: for a UTF-8 file that is the file's own
        // array (after any byte order mark), shared rather than copied.
        if let transcoded = decoded.transcoded {
            return transcoded.withUnsafeBufferPointer { text in
                build(text: text, storage: transcoded, textStart: 0, source: bytes, decoded: decoded, layout: layout, path: path, ownsStrings: ownsStrings)
            }
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let text = UnsafeBufferPointer(rebasing: buffer[decoded.byteOrderMarkLength...])
            return build(
                text: text, storage: bytes, textStart: decoded.byteOrderMarkLength, source: bytes, decoded: decoded, layout: layout,
                path: path, ownsStrings: ownsStrings)
        }
    }

    /// Where the tokens of each entry of `bytes` are, in byte offsets of the decoded text (for editing).
    static func spans(of bytes: [UInt8]) -> [EntrySpan] {
        let decoded = SourceDecoder.decode(bytes, asXcodeCopies: true)
        func scan(_ text: UnsafeBufferPointer<UInt8>) -> [EntrySpan] {
            let unused = DocumentText(storage: [], textStart: 0, textCount: text.count)
            var scanner = StringsScanner(text, documentText: unused, recordsSpans: true)
            scanner.run()
            return scanner.spans
        }
        if let transcoded = decoded.transcoded { return transcoded.withUnsafeBufferPointer(scan) }
        return bytes.withUnsafeBufferPointer { scan(UnsafeBufferPointer(rebasing: $0[decoded.byteOrderMarkLength...])) }
    }

    /// Reads and parses the `.strings` file at `url`. `displayPath` is the path shown in diagnostics.
    ///
    /// - Throws: only when the file cannot be read; bad content gives diagnostics instead.
    public static func parse(fileAt url: URL, displayPath: String) throws -> StringsDocument {
        parse(try FileBytes.read(atPath: url.path), path: displayPath)
    }

    /// The text of `bytes` as a string, decoded as ``parse(_:path:)`` decodes it.
    static func decodedText(of bytes: [UInt8]) -> String {
        let decoded = SourceDecoder.decode(bytes, asXcodeCopies: true)
        if let transcoded = decoded.transcoded { return String(decoding: transcoded, as: UTF8.self) }
        return String(decoding: bytes[decoded.byteOrderMarkLength...], as: UTF8.self)
    }

    /// Scans the decoded text and assembles the document with the decoding problems.
    private static func build(
        text: UnsafeBufferPointer<UInt8>,
        storage: [UInt8],
        textStart: Int,
        source: [UInt8],
        decoded: DecodedSource,
        layout: SourceLayout,
        path: String,
        ownsStrings: Bool
    ) -> StringsDocument {
        // Decoding problems come first, so that at one place the cause precedes what it caused.
        var issues: [ScannedIssue] = []
        for (number, problem) in decoded.problems.enumerated() {
            let message = number < SourceDecoder.problemLimit
                ? problem.message
                : "\(decoded.problemCount - SourceDecoder.problemLimit) more invalid byte sequences from byte offset \(problem.byteOffset) on are not listed one by one"
            issues.append(ScannedIssue(offset: problem.decodedOffset, rule: RuleDescription.syntax.level, message: message))
        }
        if PropertyListForm.isXML(text) {
            // A declared encoding other than UTF-8 decodes the bytes after any byte order mark, in
            // place of the UTF-8 reading and its problems.
            let declared = source.withUnsafeBufferPointer {
                XMLDeclaredEncoding.decode(UnsafeBufferPointer(rebasing: $0[layout.byteOrderMarkLength...]))
            }
            if let declared { return declaredXMLDocument(declared, text: text, source: source, layout: layout, path: path) }
            var read = StringsPropertyList.readXML(text)
            read.issues = issues + read.issues
            return document(text: text, source: source, layout: layout, read: read, path: path)
        }
        let documentText = DocumentText(storage: storage, textStart: textStart, textCount: text.count)
        var scanner = StringsScanner(text, documentText: documentText, semicolons: decoded.semicolons, ownsStrings: ownsStrings)
        scanner.run()
        issues += scanner.issues
        if text.isEmpty {
            let what = source.isEmpty ? "the file is empty (0 bytes)" : "the file holds only a byte order mark"
            issues.append(ScannedIssue(
                offset: 0, rule: RuleDescription.emptyFile.level,
                message: "\(what); Apple's parser rejects an empty file, so the device loads no strings from it. Add entries or delete the file"))
        }

        let diagnostics = diagnostics(of: issues, in: text, path: path)
        // The stop's place: one walk, made only for a table the device does not load whole.
        let stop = scanner.deviceStop.map { stop in
            var walker = LineColumnWalker(text)
            let place = walker.location(of: stop.offset)
            return StringsDeviceStop(line: place.line, column: place.column, token: stop.token, rejectsFile: scanner.deviceLoad == .none)
        }
        let entries = scanner.finish()
        return StringsDocument(
            path: path, source: source, layout: layout, entries: entries, diagnostics: diagnostics,
            directiveComments: scanner.directiveComments, lastContentLine: scanner.lastContentLine,
            keyIndex: scanner.index, repeatsKeys: scanner.repeatsKeys,
            insertion: InsertionPoint(
                offset: scanner.insertionOffset, needsLineBreak: scanner.insertionNeedsLineBreak,
                lineBreak: lineBreakStyle(text)),
            deviceLoad: scanner.deviceLoad, deviceStop: stop)
    }

    /// The document of an XML table that declares an encoding other than UTF-8: read from its text in
    /// that encoding, or one `syntax` error when the encoding is unknown or the bytes are not in it.
    private static func declaredXMLDocument(
        _ declared: XMLDeclaredEncoding.Decoded, text: UnsafeBufferPointer<UInt8>, source: [UInt8], layout: SourceLayout, path: String
    ) -> StringsDocument {
        let problem: String
        switch declared {
        case .text(let utf8, _):
            return utf8.withUnsafeBufferPointer { decoded in
                document(text: decoded, source: source, layout: layout, read: StringsPropertyList.readXML(decoded), path: path)
            }
        case .unknown(let name):
            problem = "declares the encoding \"\(ControlCharacterEscaping.escaped(name))\", which Apple's parser does not know"
        case .undecodable(let name):
            problem = "declares the encoding \"\(ControlCharacterEscaping.escaped(name))\", but its bytes are not text in it"
        }
        let issue = ScannedIssue(offset: 0, rule: RuleDescription.syntax.level,
                                 message: "this XML property list \(problem); the device loads none of its strings")
        return document(text: text, source: source, layout: layout, read: ([], [issue]), path: path)
    }

    /// The issues as diagnostics, in file order, placed in `text`.
    private static func diagnostics(of issues: [ScannedIssue], in text: UnsafeBufferPointer<UInt8>, path: String) -> [Diagnostic] {
        var walker = LineColumnWalker(text)
        return issues.enumerated()
            .map { number, issue in
                // A duplicate key's place is its entry's: the walk to it (through most of a large
                // table) would be a twentieth of the parse.
                let place = issue.place ?? walker.location(of: issue.offset, lineStart: issue.lineStart)
                return (number, place, issue)
            }
            .sorted { ($0.1.line, $0.1.column, $0.0) < ($1.1.line, $1.1.column, $1.0) }
            .map { _, place, issue in
                Diagnostic(
                    issue.rule, message: issue.message,
                    location: SourceLocation(file: path, line: place.line, column: place.column), key: issue.key)
            }
    }

    /// The document of a property list's entries and findings (``StringsPropertyList``): no comments
    /// and no spans to edit; a new key is added at the end of the text.
    private static func document(
        text: UnsafeBufferPointer<UInt8>, source: [UInt8], layout: SourceLayout,
        read: (entries: [StringsEntry], issues: [ScannedIssue]), path: String
    ) -> StringsDocument {
        var walker = LineColumnWalker(text)
        let lastContent = text.lastIndex { !StringsScanner.isASCIIWhitespace($0) }
        let (keyIndex, repeatsKeys) = KeyIndex.build(over: read.entries)
        return StringsDocument(
            path: path, source: source, layout: layout, entries: read.entries,
            diagnostics: diagnostics(of: read.issues, in: text, path: path),
            directiveComments: [], lastContentLine: lastContent.map { walker.location(of: $0).line } ?? 1,
            keyIndex: keyIndex, repeatsKeys: repeatsKeys,
            insertion: InsertionPoint(offset: text.count, needsLineBreak: false, lineBreak: lineBreakStyle(text)),
            syntax: PropertyListForm.isBinary(source) ? .binaryPropertyList : .xmlPropertyList)
    }

    /// The first line break of `text` (`"\n"` when there is none).
    private static func lineBreakStyle(_ text: UnsafeBufferPointer<UInt8>) -> String {
        guard let first = text.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return "\n" }
        if text[first] == 0x0A { return "\n" }
        return first + 1 < text.count && text[first + 1] == 0x0A ? "\r\n" : "\r"
    }
}
