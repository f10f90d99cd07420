import PushlocDiagnostics
import PushlocRules

/// Assembles a ``StringsDictDocument`` in one pass over the markup of a `.stringsdict` file.
///
/// Hand-written for speed: the schema (a root `<dict>` of entry `<dict>`s, each with its format and
/// variable `<dict>`s of strings) is read as ``PlistXMLLexer`` meets it, straight into the entries;
/// building a generic tree first and walking it was most of the cost of a parse. Values of other
/// shapes are read (and checked) as a tree and reported. The results are those of reading the whole
/// tree first: malformed XML anywhere is one `syntax` error and no entries; in a dictionary, a repeated
/// key keeps the place of its first appearance and the value of its last, and only that value is
/// looked at.
struct StringsDictBuilder {
    private let reporter: StringsDictReporter
    private var entries: [StringsDictEntry] = []
    private var diagnostics: [Diagnostic] = []

    /// One key of the root dictionary (the last of its repeats) and what its value gave.
    private struct EntrySlot {
        var key: String
        var line: Int
        /// Its position in the entries read; `nil` when the value is not a `<dict>`.
        var entry: Int?
        /// Its diagnostics among all the entries'.
        var diagnostics: Range<Int>
    }

    init(path: String) {
        reporter = StringsDictReporter(path: path)
    }

    /// The document, diagnostics in file order.
    func document() -> StringsDictDocument {
        let ordered = diagnostics.enumerated().sorted { lhs, rhs in
            let l = lhs.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            let r = rhs.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            return (l.0, l.1, lhs.offset) < (r.0, r.1, rhs.offset)
        }.map(\.element)
        return StringsDictDocument(path: reporter.path, entries: entries, diagnostics: ordered)
    }

    /// Reads the file from its decoded UTF-8 `text`.
    mutating func read(text: UnsafeBufferPointer<UInt8>, decoded: DecodedSource) {
        var walker = LineColumnWalker(text)
        for problem in decoded.problems.prefix(SourceDecoder.problemLimit) {
            report(RuleDescription.syntax.level, at: Self.place(problem.decodedOffset, &walker), problem.message)
        }
        if let first = PropertyListForm.firstContent(of: text), text[first] != UInt8(ascii: "<") {
            let binary = PropertyListForm.isBinary(text)
            let kind = binary ? "a binary property list" : "not an XML property list (an old-style one, or no property list at all)"
            report(RuleDescription.syntax.level, at: Self.place(first, &walker), "this .stringsdict is \(kind); pushloc reads the XML form that Xcode writes: convert it with `plutil -convert xml1`")
            return
        }
        var lexer = PlistXMLLexer(text)
        let decodingProblems = diagnostics.count
        do {
            let root = try lexer.openRoot()
            guard root.value.element == .dict else {
                _ = try lexer.readValue(root.value, depth: 1)
                try lexer.closeRoot(root)
                report(RuleDescription.syntax.level, at: Self.place(root.value.start, &walker), "the root of a .stringsdict file must be a <dict> of entries, one per key")
                return
            }
            try readEntries(root.value, from: &lexer)
            try lexer.closeRoot(root)
        } catch {
            // Malformed anywhere, even after the root's `</dict>`: nothing that was read counts.
            entries.removeAll()
            diagnostics.removeSubrange(decodingProblems...)
            report(RuleDescription.syntax.level, at: Self.place(error.offset, &walker), "malformed property list: \(error.message)")
        }
    }

    /// Reads the members of the root `<dict>`: an entry per key, the `duplicate-key` errors, and what is
    /// wrong in each entry.
    private mutating func readEntries(_ dict: PlistXMLLexer.OpenTag, from lexer: inout PlistXMLLexer) throws(PlistXMLFailure) {
        var slots: [EntrySlot] = []
        var read: [StringsDictEntry] = []
        var entryDiagnostics: [Diagnostic] = []
        var repeatErrors: [Diagnostic] = []
        var repeats = RepeatFinder()
        var reader = StringsDictEntryReader(reporter: reporter)
        var regular = true  // no repeat and no value that is not a <dict>: `read` is the entries
        while let member = try lexer.nextMember(of: dict) {
            let knownASCII = member.key.knownASCII
            let (key, hash) = lexer.withBytes(member.key) { bytes in
                (PlistXMLLexer.string(bytes, knownASCII: knownASCII), KeyIndex.hash(UnsafeRawBufferPointer(bytes)))
            }
            let diagnosticsStart = entryDiagnostics.count
            var slot = EntrySlot(key: key, line: member.keyPlace.line, entry: nil, diagnostics: diagnosticsStart..<diagnosticsStart)
            if member.value.element == .dict {
                slot.entry = read.count
                read.append(try reader.read(member.value, key: key, keyPlace: member.keyPlace, depth: 2, from: &lexer, diagnostics: &entryDiagnostics))
            } else {
                regular = false
                _ = try lexer.readValue(member.value, depth: 2)
                entryDiagnostics.append(reporter.diagnostic(
                    RuleDescription.syntax.level, at: member.keyPlace,
                    "the value of \"\(key)\" must be a <dict> with \(StringsDictKey.formatName) and its variables", key: key))
            }
            slot.diagnostics = diagnosticsStart..<entryDiagnostics.count
            // The root has many keys: its fingerprint is the hash.
            if let earlier = repeats.earlier(
                fingerprint: hash, isSameKey: { KeyIndex.sameBytes(slots[$0].key, key) },
                hash: { hash }, hashOf: { KeyIndex.hash(slots[$0].key) })
            {
                regular = false
                repeatErrors.append(reporter.duplicateKey(key, at: member.keyPlace, earlierLine: slots[earlier].line, entry: nil))
                slots[earlier] = slot
            } else {
                slots.append(slot)
            }
        }
        diagnostics += repeatErrors
        if regular {
            entries = read
            diagnostics += entryDiagnostics
            return
        }
        for slot in slots {
            if let entry = slot.entry { entries.append(read[entry]) }
            diagnostics += entryDiagnostics[slot.diagnostics]
        }
    }

    private static func place(_ offset: Int, _ walker: inout LineColumnWalker) -> TextPlace {
        let location = walker.location(of: offset)
        return TextPlace(line: location.line, column: location.column)
    }

    /// The names of the `%#@name@` (and `%1$#@name@`) variables in a format.
    static func variableReferences(in format: String) -> [String] {
        VariableReferences.names(in: format)
    }

    /// Adds a diagnostic at `place` (the file's start when `nil`).
    mutating func report(_ rule: RuleLevel, at place: TextPlace?, _ message: String, key: String? = nil) {
        diagnostics.append(reporter.diagnostic(rule, at: place ?? .start, message, key: key))
    }
}
