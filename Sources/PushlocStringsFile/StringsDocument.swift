import PushlocDiagnostics

/// A parsed `.strings` file: its entries in file order, its findings, and its exact bytes.
///
/// The document keeps the bytes it was parsed from, so ``serialized()`` of an unedited document gives
/// them back unchanged, and ``setValue(_:forKey:)`` rewrites one value token and nothing else.
public struct StringsDocument: Sendable {
    /// The path shown in diagnostics.
    public var path: String
    /// The encoding of the file (UTF-8 when it has no byte order mark).
    ///
    /// Changing it (or ``hasByteOrderMark``) makes ``serialized()`` re-encode the text.
    public var encoding: StringsEncoding
    /// Whether the file starts with a byte order mark.
    public var hasByteOrderMark: Bool
    /// The entries in file order. Duplicates are kept; the device uses the last one.
    ///
    /// Editing this array changes what ``value(forKey:)`` answers, but not the bytes:
    /// rewrite values with ``setValue(_:forKey:)``, which works from the parsed bytes and parses
    /// the result again, so it replaces this array (edits to it included) and ``diagnostics``.
    public var entries: [StringsEntry] {
        didSet { indexMatchesEntries = false }
    }
    /// The findings: `syntax` (error), `unknown-escape` (warning), `empty-file` (warning) and
    /// `duplicate-key` (error, at the later key; the message names the line of the earlier one),
    /// in file order.
    public var diagnostics: [Diagnostic]
    /// The comments addressed to pushloc (those whose first word starts with `pushloc:`; see
    /// ``StringsDirectiveComment``), in file order, wherever they stand, with their places:
    /// suppressions are read from them.
    public private(set) var directiveComments: [StringsDirectiveComment]
    /// The last line of the parsed text that holds anything but whitespace (1 for an empty text).
    public private(set) var lastContentLine: Int
    /// How many of the parsed entries the device loads (see ``StringsDeviceLoad``): lookups read
    /// only ``loadedEntryCount`` entries, while the checks read them all.
    public private(set) var deviceLoad: StringsDeviceLoad = .all
    /// Where the device's parser stops or gives up, when it does not load every entry.
    public private(set) var deviceStop: StringsDeviceStop?

    /// The bytes the document was parsed from, as ``serialized()`` returns them. For a UTF-8 file the
    /// same array holds the text the entries read their strings from, so keeping it costs nothing.
    private var source: [UInt8]
    private var layout: SourceLayout
    /// The last entry of each key, while ``indexMatchesEntries``.
    private var keyIndex: KeyIndex
    private var indexMatchesEntries = true
    /// Whether some key has more than one entry (valid while ``indexMatchesEntries``).
    private var repeatsKeys: Bool
    private var insertion: InsertionPoint
    /// Whether the parsed bytes are kept; see ``discardSource()``.
    public private(set) var keepsSource = true
    /// How the file is written: old-style text, or an XML or binary property list, which the device
    /// reads as well. A property list's entries keep no comments, and ``setValue(_:forKey:)`` writes
    /// the document as text first.
    public let syntax: StringsSyntax

    /// A parsed document; used by ``StringsParser``.
    init(
        path: String,
        source: [UInt8],
        layout: SourceLayout,
        entries: [StringsEntry],
        diagnostics: [Diagnostic],
        directiveComments: [StringsDirectiveComment],
        lastContentLine: Int,
        keyIndex: KeyIndex,
        repeatsKeys: Bool,
        insertion: InsertionPoint,
        syntax: StringsSyntax = .text,
        deviceLoad: StringsDeviceLoad = .all,
        deviceStop: StringsDeviceStop? = nil
    ) {
        self.path = path
        self.encoding = layout.encoding
        self.hasByteOrderMark = layout.byteOrderMarkLength > 0
        self.entries = entries
        self.diagnostics = diagnostics
        self.directiveComments = directiveComments
        self.lastContentLine = lastContentLine
        self.source = source
        self.layout = layout
        self.keyIndex = keyIndex
        self.repeatsKeys = repeatsKeys
        self.insertion = insertion
        self.syntax = syntax
        self.deviceLoad = deviceLoad
        self.deviceStop = deviceStop
    }

    /// How many of ``entries``, from the first, the device loads.
    public var loadedEntryCount: Int { deviceLoad.loadedCount(of: entries.count) }

    /// Where the tokens of the parsed entries are (found by scanning the bytes again: only editing
    /// needs them, so a parse does not keep them).
    var spans: [EntrySpan] { StringsParser.spans(of: source) }

    /// An empty document, to fill with ``setValue(_:forKey:)``.
    ///
    /// UTF-16 and UTF-32 documents always get a byte order mark: without one, the file reads as UTF-8.
    public init(path: String, encoding: StringsEncoding = .utf8, hasByteOrderMark: Bool = false) {
        let mark = hasByteOrderMark || encoding != .utf8 ? encoding.byteOrderMark : []
        self = StringsParser.parse(mark, path: path)
        diagnostics = []
    }

    /// The value the device shows for `key`: that of the last entry with exactly this key.
    ///
    /// Keys are compared by their Unicode scalars, as the device compares them, not by Swift's
    /// canonical equivalence: a precomposed `é` and `e` + U+0301 are different keys.
    public func value(forKey key: String) -> String? {
        lastIndex(forKey: key).map { entries[$0].value }
    }

    /// The index in ``entries`` of the last entry whose key has exactly the bytes of `key` (the entry
    /// the device uses), or `nil`.
    public func lastIndex(forKey key: String) -> Int? {
        guard indexMatchesEntries else { return entries.lastIndex { $0.hasKeyBytes(of: key) } }
        return keyLookup.lastIndex(forKey: key)
    }

    /// The index in ``entries`` of the last entry whose key has exactly the bytes of `entry`'s key
    /// (`entry` may come from another document), or `nil`. Makes no string.
    public func lastIndex(forKeyOf entry: StringsEntry) -> Int? {
        guard indexMatchesEntries else { return entries.lastIndex { $0.hasSameKeyBytes(as: entry) } }
        return keyLookup.lastIndex(forKeyOf: entry)
    }

    /// A lookup of ``entries`` by key, over the index rebuilt if the entries were edited.
    public var keyLookup: EntryKeyLookup {
        if indexMatchesEntries { return EntryKeyLookup(index: keyIndex, entries: entries) }
        return EntryKeyLookup(index: KeyIndex.build(over: entries).index, entries: entries)
    }

    /// Whether some key has more than one entry in ``entries``.
    public var hasRepeatedKeys: Bool {
        indexMatchesEntries ? repeatsKeys : KeyIndex.build(over: entries).repeatsKeys
    }

    /// The document with its key index rebuilt over ``entries`` if they were edited, so that
    /// ``lastIndex(forKey:)`` looks keys up instead of searching.
    public func indexed() -> StringsDocument {
        guard !indexMatchesEntries else { return self }
        var copy = self
        (copy.keyIndex, copy.repeatsKeys) = KeyIndex.build(over: entries)
        copy.indexMatchesEntries = true
        return copy
    }

    /// The file's bytes: exactly the parsed input while ``encoding`` and ``hasByteOrderMark`` are
    /// unchanged; re-encoded otherwise (invalid input bytes then become U+FFFD).
    public func serialized() -> [UInt8] {
        guard keepsSource else { return canonicalBytes() }
        if encoding == layout.encoding, hasByteOrderMark == (layout.byteOrderMarkLength > 0) { return source }
        let text = StringsParser.decodedText(of: source)
        let mark = hasByteOrderMark || encoding != .utf8 ? encoding.byteOrderMark : []
        return mark + SourceDecoder.encode(text, as: encoding)
    }

    /// Sets the value of `key`, rewriting only that value's token (as a double-quoted, escaped string).
    ///
    /// The last entry with the key, the one the device uses, is rewritten; a `"key";` entry becomes
    /// `"key" = "value";`. A key that is not there is added as a new line at the end (before the
    /// closing `}` of a file wrapped in braces), with the file's line break style. Encoding, byte
    /// order mark, comments, order and every other byte stay as they are. The document is then parsed
    /// again, so ``entries`` and ``diagnostics`` describe the new bytes. A property list (see
    /// ``syntax``) is first written as text, one `"key" = "value";` line per entry.
    public mutating func setValue(_ value: String, forKey key: String) {
        if syntax != .text {
            self = StringsParser.parse(canonicalBytes(), path: path)
        } else if !keepsSource {
            self = StringsParser.parse(serialized(), path: path)
        } else if encoding != layout.encoding || hasByteOrderMark != (layout.byteOrderMarkLength > 0) {
            self = StringsParser.parse(serialized(), path: path)
        } else if !indexMatchesEntries {
            self = StringsParser.parse(source, path: path)
        }
        let token = StringsEscaper.quoted(value)
        let start: Int
        let end: Int
        let replacement: String
        let target = lastIndex(forKey: key)
        let spans = target == nil ? [] : self.spans
        if let index = target, spans.indices.contains(index) {
            let span = spans[index]
            if span.isShortcut {
                (start, end, replacement) = (span.keyEnd, span.keyEnd, " = " + token)
            } else {
                (start, end, replacement) = (span.valueStart, span.valueEnd, token)
            }
        } else {
            let lead = insertion.needsLineBreak ? insertion.lineBreak : ""
            let line = StringsEscaper.quoted(key) + " = " + token + ";" + insertion.lineBreak
            (start, end, replacement) = (insertion.offset, insertion.offset, lead + line)
        }
        let offsets = SourceDecoder.inputOffsets(of: [start, end], in: source, layout: layout)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count + replacement.utf8.count * layout.encoding.codeUnitSize)
        bytes.append(contentsOf: source[0..<offsets[0]])
        bytes.append(contentsOf: SourceDecoder.encode(replacement, as: layout.encoding))
        bytes.append(contentsOf: source[offsets[1]...])
        let keptPath = path
        self = StringsParser.parse(bytes, path: keptPath)
    }

    /// The encoding of the parsed bytes (``encoding`` may since have been changed).
    var sourceEncoding: StringsEncoding { layout.encoding }
    /// Whether the parsed bytes start with a byte order mark.
    var sourceHasByteOrderMark: Bool { layout.byteOrderMarkLength > 0 }

    /// The offsets in the parsed bytes of these offsets of the decoded text.
    func inputOffsets(of decodedOffsets: [Int]) -> [Int] {
        SourceDecoder.inputOffsets(of: decodedOffsets, in: source, layout: layout)
    }

    /// `text` in the parsed bytes' encoding.
    func encodedForSource(_ text: String) -> [UInt8] {
        SourceDecoder.encode(text, as: layout.encoding)
    }

    /// Stops keeping the parsed bytes for ``serialized()`` and editing, which a loaded table that is
    /// checked or rendered never does. The entries read their strings from the decoded text, which
    /// stays: for a UTF-8 file that is the file's bytes, so this frees nothing more; for a UTF-16 or
    /// UTF-32 file it frees the original bytes.
    ///
    /// Afterwards ``serialized()`` writes the entries canonically (`/* comment */` and `"key" = "value";`
    /// lines, in ``encoding``), and ``setValue(_:forKey:)`` parses that text first.
    public mutating func discardSource() {
        guard keepsSource else { return }
        keepsSource = false
        source = []
    }

    /// The entries as lines of a `.strings` file, in ``encoding`` (with a byte order mark when set).
    private func canonicalBytes() -> [UInt8] {
        var text = ""
        for entry in entries {
            if let comment = entry.comment {
                // A comment that holds `*/` (it came from `//` comments) is written as `//` lines again.
                if comment.contains("*/") {
                    for line in comment.split(separator: "\n", omittingEmptySubsequences: false) { text += "// " + line + "\n" }
                } else {
                    text += "/* " + comment + " */\n"
                }
            }
            text += StringsEscaper.quoted(entry.key) + " = " + StringsEscaper.quoted(entry.value) + ";\n"
        }
        let mark = hasByteOrderMark || encoding != .utf8 ? encoding.byteOrderMark : []
        return mark + SourceDecoder.encode(text, as: encoding)
    }
}
