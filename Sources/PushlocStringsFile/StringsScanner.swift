import CPushlocUTF8
import PushlocDiagnostics
import PushlocRules

/// A finding of the scanner, at a byte offset into the decoded UTF-8 text.
struct ScannedIssue: Sendable {
    var offset: Int
    /// The rule, at the severity the finding has.
    var rule: RuleLevel
    var message: String
    var key: String?
    /// The line and column of `offset`, when the scanner knew them (they need no walk over the text).
    var place: (line: Int, column: Int)? = nil
    /// A line start at or before `offset` and its line number, when the scanner knew one: the walk
    /// to `offset` starts there.
    var lineStart: (offset: Int, line: Int)? = nil
}

/// The `.strings` grammar over decoded UTF-8 bytes.
///
/// This is hand-written rather than a call to Foundation's `PropertyListSerialization` for three
/// reasons. Speed: it reads bytes (eight at a time where it searches), tracks lines as it goes, and
/// creates a `String` only for keys, values and kept comments, where Foundation converts the file to
/// UTF-16 and builds a bridged dictionary. The file is validated as UTF-8 once (``ValidUTF8``) and
/// every string is then copied from the valid text without being validated again (`pushloc-bench`
/// measures it against `PropertyListSerialization`; Documentation/Benchmarks.md has the figures).
/// Locations: every entry and every
/// finding gets a line and column, where Foundation gives at most a line number in an error text.
/// Recovery: Apple's parser rejects the file at the first error, or silently stops at a token that
/// cannot start a key and drops the rest; this one reports the problem and resynchronises, so that
/// one typo cannot hide the rest.
///
/// Resynchronisation: after an error the scanner skips from the place of the error to the start of
/// the next line (stepping over a `/* ... */` comment that starts on the skipped text as a whole)
/// and goes on there. The place of an error is the offending character, or, when something is
/// missing (`;`, `=`), the end of the token before the gap, so nothing on later lines is lost.
/// An unterminated `/* ...` comment runs to the end of the file, as it does for Apple's parser.
///
/// The grammar follows Apple's OpenStep parser: whitespace is `\t \n VT FF \r`, space, U+2028 and
/// U+2029; comments are `/* */` (not nested) and `//` to the end of the line; a string is `"..."`,
/// `'...'` or unquoted `[A-Za-z0-9_$/:.-]+` (inside an unquoted string `//` is text, as there);
/// an entry is `key = value ;` or `key ;`. A file may be wrapped in `{ ... }`, which Apple's parser
/// accepts as an old-style dictionary.
struct StringsScanner {
    private let text: UnsafeBufferPointer<UInt8>
    private let end: Int
    /// Whether the searches run thirty-two bytes at a time (`pushloc_find_stop`, AVX2), asked once.
    private let vectorSearch = pushloc_vector_passes() != 0
    private var pos = 0

    /// The entries, in file order, with their locations. Their strings are byte ranges of
    /// ``documentText``, whose side buffer is ``extra`` once ``finish()`` has handed it over.
    private(set) var entries: [StringsEntry] = []
    private let documentText: DocumentText
    /// Where each entry's tokens are, parallel to `entries`, when asked for (only editing needs them).
    private(set) var spans: [EntrySpan] = []
    private let recordsSpans: Bool
    /// The last entry of each key, for duplicates and lookups.
    private(set) var index = KeyIndex(expectedCount: 0)
    /// Whether some key has more than one entry.
    private(set) var repeatsKeys = false
    /// The findings, roughly in file order.
    private(set) var issues: [ScannedIssue] = []
    /// How many of ``entries`` the device loads: Apple's parser stops silently at a token that cannot
    /// start a key (the entries before it load), and rejects the whole file at an error it meets first.
    private(set) var deviceLoad = StringsDeviceLoad.all
    /// Where the device's parser stops or gives up (the byte offset) and at what token, once it does.
    private(set) var deviceStop: (offset: Int, token: String)?
    /// Where `setValue` should insert a new entry, and whether a line break must come first.
    private(set) var insertionOffset = 0
    private(set) var insertionNeedsLineBreak = false

    // Strings are byte ranges of one address space: offsets below `end` are in `text`, the rest in
    // `extra`, which holds what is not a slice of the text (strings with escapes resolved, comments
    // joined from several). Both hold valid UTF-8 at scalar boundaries only.
    /// The bytes of strings that are not slices of the text.
    private(set) var extra: [UInt8] = []
    /// Whether entries keep byte ranges (offsets below `UInt32.max`); a text of 4 GiB or more makes
    /// entries that keep their own strings instead.
    private let compact: Bool

    // The line of `pos`, where that line starts, and a known column on it (see `place(of:)`).
    private var line = 1
    private var lineStart = 0
    private var columnOffset = 0
    private var column = 1
    private var failure = StringFailure.notAString
    /// Room for resolving escapes, reused from string to string.
    private var scratch: [UInt8] = []

    // Comment attachment.
    // The comments that may document the next entry: the first, and any more (rare) in an array.
    private var pendingComment: Range<Int>?
    private var morePendingComments: [Range<Int>] = []
    private var newlinesSinceComment = 0
    private var trailingTarget: Int?

    /// The comments that open with `pushloc:`, in file order (see ``StringsDirectiveComment``).
    private(set) var directiveComments: [StringsDirectiveComment] = []
    /// The first of ``directiveComments`` whose following entry has not ended yet, and whether there is one.
    private var firstOpenDirective = 0
    private var hasOpenDirectives = false

    // A quote (or `/*`) at or after which no string (comment) can close: see `scanQuoted`.
    private var unterminatedDoubleQuote = Int.max
    private var unterminatedSingleQuote = Int.max
    private var unterminatedComment = Int.max

    // An optional `{ ... }` around the whole file.
    private var sawToken = false
    private var openingBrace: Int?
    private var closingBrace: Int?
    private var reportedTextAfterBrace = false

    private static let backslash: UInt8 = 0x5C
    private static let doubleQuote: UInt8 = 0x22
    private static let singleQuote: UInt8 = 0x27
    private static let slash: UInt8 = 0x2F
    private static let star: UInt8 = 0x2A
    private static let semicolon: UInt8 = 0x3B

    /// A scanner over `text`, which must be valid UTF-8. `recordsSpans`: whether to keep where each
    /// entry's tokens are (``spans``), which only editing needs.
    /// `ownsStrings`: make every entry keep its own strings, as for a text of 4 GiB or more (tests
    /// compare both kinds of entry).
    /// `semicolons`: the number of `;` in `text`, when the decoder counted them.
    /// `documentText` is the text the entries will read their strings from: `text`'s array.
    init(
        _ text: UnsafeBufferPointer<UInt8>, documentText: DocumentText, semicolons: Int? = nil, recordsSpans: Bool = false,
        ownsStrings: Bool = false
    ) {
        self.text = text
        self.documentText = documentText
        self.end = text.count
        self.recordsSpans = recordsSpans
        self.compact = !ownsStrings && ByteRange.fits(0..<text.count)
        // Every entry but one that misses its `;` (an error) ends with one: counting them sizes the
        // entries and the index once, where growing them doubles and copies (and rehashes) them.
        let expected = (semicolons ?? Self.count(Self.semicolon, in: text)) + 1
        self.index = KeyIndex(expectedCount: expected)
        entries.reserveCapacity(expected)
        if recordsSpans { spans.reserveCapacity(expected) }
    }

    /// How many bytes of `text` (valid UTF-8) are `byte`: thirty-two at a time where the processor can
    /// (the validating count, which finds the text valid), else eight at a time.
    private static func count(_ byte: UInt8, in text: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = text.baseAddress else { return 0 }
        let counted = pushloc_utf8_validate_count(base, text.count, byte)
        if counted >= 0 { return counted }
        var total = 0
        var i = 0
        while i + 8 <= text.count {
            total &+= SWAR.count(SWAR.matches(SWAR.load(base, i), byte))
            i &+= 8
        }
        while i < text.count {
            if base[i] == byte { total &+= 1 }
            i &+= 1
        }
        return total
    }

    /// Hands the side buffer to the document's text and the entries over (the scanner keeps none).
    mutating func finish() -> [StringsEntry] {
        documentText.finish(extra: extra)
        defer { entries = [] }
        return entries
    }

    // MARK: - Entries

    /// Scans the whole text.
    mutating func run() {
        while true {
            skipTrivia(collecting: true)
            guard pos < end else { break }
            let byte = text[pos]
            if byte == 0x7B, !sawToken {  // {
                sawToken = true
                openingBrace = pos
                pos += 1
                continue
            }
            if byte == 0x7D, openingBrace != nil, closingBrace == nil {  // }
                closingBrace = pos
                pos += 1
                forgetComments()
                continue
            }
            if closingBrace != nil, !reportedTextAfterBrace {
                reportedTextAfterBrace = true
                reportRejection(at: pos, "unexpected text after the closing '}' of the file; Apple's parser rejects the whole file")
            }
            sawToken = true
            scanEntry()
        }
        if openingBrace != nil, closingBrace == nil {
            reportRejection(at: end, "the '{' that opens the file is never closed: add '}' after the last entry; Apple's parser rejects the whole file")
        }
        if let brace = closingBrace {
            insertionOffset = brace
            insertionNeedsLineBreak = brace > 0 && !Self.isLineBreak(text[brace - 1])
        } else {
            insertionOffset = end
            insertionNeedsLineBreak = end > 0 && !Self.isLineBreak(text[end - 1])
        }
    }

    /// Scans one entry at `pos`, which is at a non-trivia character.
    private mutating func scanEntry() {
        if hasOpenDirectives { directivesSawToken() }
        let keyStart = pos
        let keyPlace = place(of: keyStart)
        let leading = takeLeadingComment()
        trailingTarget = nil
        var keyHash = 0
        guard let key = scanString(hash: &keyHash, wantHash: true, key: nil) else {
            if failure == .unterminated {
                reportUnterminated(at: keyStart)
                resync(from: keyStart + 1)
            } else {
                reportCannotStartKey(at: keyStart)
                resync(from: keyStart)
            }
            return
        }
        let keyEnd = pos
        let keyEndLine = (line, lineStart)
        skipTrivia(collecting: false)
        guard pos < end else {
            reportRejection(at: keyEnd, "missing ';' after the key \(quoted(key)); an entry is \"key\" = \"value\"; and Apple's parser rejects the whole file without it")
            return
        }
        switch text[pos] {
        case Self.semicolon:
            if hasOpenDirectives { directivesSawSemicolon() }
            pos += 1
            append(EntrySpan(keyStart: keyStart, keyEnd: keyEnd, valueStart: keyStart, valueEnd: keyEnd, isShortcut: true),
                   key: key, hash: keyHash, value: key, comment: leading, keyPlace: keyPlace, valuePlace: keyPlace)
            trailingTarget = entries.count - 1
            return
        case 0x3D:  // =
            pos += 1
        default:
            reportRejection(at: keyEnd, "expected '=' or ';' after the key \(quoted(key)), found \(describeCharacter(at: pos)); Apple's parser rejects the whole file")
            (line, lineStart) = keyEndLine
            resync(from: keyEnd)
            return
        }
        let afterEquals = pos
        skipTrivia(collecting: false)
        guard pos < end else {
            reportRejection(at: afterEquals, "missing value after '=' for the key \(quoted(key)); Apple's parser rejects the whole file")
            return
        }
        let valueStart = pos
        let valuePlace = place(of: valueStart)
        var unused = 0
        guard let value = scanString(hash: &unused, wantHash: false, key: key) else {
            if failure == .unterminated {
                reportUnterminated(at: valueStart)
                resync(from: valueStart + 1)
            } else {
                reportBadValue(at: valueStart, key: key)
                resync(from: valueStart)
            }
            return
        }
        let valueEnd = pos
        let valueEndLine = (line, lineStart)
        skipTrivia(collecting: false)
        let terminated = pos < end && text[pos] == Self.semicolon
        if !terminated {
            var message = "missing ';' after the value of \(quoted(key)); Apple's parser rejects the whole file without it"
            if spansLines(valueStart..<valueEnd) {
                message += ". The value runs over several lines: is a closing quote missing, or a quote inside it not escaped as \\\"?"
            }
            reportRejection(at: valueEnd, message)
        }
        append(EntrySpan(keyStart: keyStart, keyEnd: keyEnd, valueStart: valueStart, valueEnd: valueEnd, isShortcut: false),
               key: key, hash: keyHash, value: value, comment: leading, keyPlace: keyPlace, valuePlace: valuePlace)
        if terminated {
            if hasOpenDirectives { directivesSawSemicolon() }
            pos += 1
            trailingTarget = entries.count - 1
        } else {
            (line, lineStart) = valueEndLine
            resync(from: valueEnd)
        }
    }

    /// Adds an entry with its location, and reports it if it repeats an earlier key. `key`, `value`
    /// and `comment` are ranges of the scanner's address space (see ``extra``).
    private mutating func append(
        _ span: EntrySpan, key: Range<Int>, hash: Int, value: Range<Int>, comment: Range<Int>?,
        keyPlace: (line: Int, column: Int), valuePlace: (line: Int, column: Int)
    ) {
        let (slot, existing) = index.probe(hash: hash) { entryKey($0, equals: key) }
        index.store(hash: hash, in: slot)
        if let earlier = existing {
            repeatsKeys = true
            let shown = string(key)
            issues.append(ScannedIssue(
                offset: span.keyStart, rule: DuplicateKeyMessage.level(earlierValue: entryValue(earlier), value: string(value)),
                message: DuplicateKeyMessage.text(
                    key: shown, earlierLine: entries[earlier].line, earlierValue: entryValue(earlier), value: string(value)),
                key: shown, place: keyPlace))
        }
        if recordsSpans { spans.append(span) }
        if compact, ByteRange.fits(key), ByteRange.fits(value), comment.map(ByteRange.fits) ?? true,
           StringsEntry.fits(key: key, value: value, comment: comment, line: keyPlace.line, valueLine: valuePlace.line) {
            entries.append(StringsEntry(
                text: documentText, key: ByteRange(key), value: ByteRange(value), comment: comment.map(ByteRange.init) ?? .absent,
                line: keyPlace.line, column: keyPlace.column, valueLine: valuePlace.line, valueColumn: valuePlace.column))
        } else {
            entries.append(StringsEntry(
                key: string(key), value: string(value), line: keyPlace.line, column: keyPlace.column,
                valueLine: valuePlace.line, valueColumn: valuePlace.column, comment: comment.map(string)))
        }
    }

    /// The value of `entries[index]`, read while the document is still being scanned.
    private func entryValue(_ index: Int) -> String {
        let entry = entries[index]
        if entry.source.owned == nil { return string(entry.valueRange.range) }
        return entry.value
    }

    /// Whether the key of `entries[index]` has exactly the bytes of `key`.
    private func entryKey(_ index: Int, equals key: Range<Int>) -> Bool {
        let entry = entries[index]
        return withBytes(key) { wanted in
            if entry.source.owned == nil {
                return withBytes(entry.keyRange.range) { ByteEquality.equal($0, wanted) }
            }
            return entry.withKeyUTF8 { ByteEquality.equal($0, wanted) }
        }
    }

    // MARK: - The address space

    /// Calls `body` with the bytes of `range`, which lies in the text or in ``extra``.
    @inline(__always)
    private func withBytes<Result>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if range.lowerBound < end { return body(UnsafeBufferPointer(rebasing: text[range])) }
        return extra.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[(range.lowerBound - end)..<(range.upperBound - end)])) }
    }

    /// The string of `range`: valid UTF-8 at scalar boundaries, so it is not validated again.
    private func string(_ range: Range<Int>) -> String {
        withBytes(range) { ValidUTF8.string($0) }
    }

    /// The next free offset of the address space: the end of ``extra``.
    private var extraEnd: Int { end + extra.count }

    /// Appends `bytes` to ``extra`` and returns their range.
    private mutating func appendExtra(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = extraEnd
        extra.append(contentsOf: bytes)
        return start..<extraEnd
    }

    // MARK: - Strings

    /// Why the last ``scanString(hash:wantHash:key:)`` gave no string.
    private enum StringFailure {
        case notAString
        case unterminated
    }

    /// Scans a quoted or unquoted string at `pos`; `nil` (with `failure` set) when there is none.
    /// `key` is the entry's key when the string is its value (findings in the value name it).
    private mutating func scanString(hash: inout Int, wantHash: Bool, key: Range<Int>?) -> Range<Int>? {
        let first = text[pos]
        if first == Self.doubleQuote || first == Self.singleQuote {
            return scanQuoted(hash: &hash, wantHash: wantHash, key: key)
        }
        guard Self.isUnquotedCharacter(first) else {
            failure = .notAString
            return nil
        }
        let start = pos
        pos += 1
        while pos < end, Self.isUnquotedCharacter(text[pos]) { pos += 1 }
        if wantHash { hash = KeyIndex.hash(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(text)[start..<pos])) }
        return start..<pos
    }

    /// Scans a quoted string whose opening quote is at `pos`.
    ///
    /// If a string opened by a quote at `s` finds no closing quote before the end, neither does one
    /// opened by the same quote at any later `t`: the scan from `s` passed `t` either as a quote
    /// (impossible, it would have closed there) or as an escaped character, and from `t + 1` on both
    /// scans read the same characters the same way. So the end is searched at most once per quote
    /// kind, and a file full of stray quotes stays linear.
    private mutating func scanQuoted(hash: inout Int, wantHash: Bool, key: Range<Int>?) -> Range<Int>? {
        let open = pos
        let quote = text[open]
        let knownUnterminated = quote == Self.doubleQuote ? unterminatedDoubleQuote : unterminatedSingleQuote
        if open <= knownUnterminated {
            let lineBefore = (line, lineStart)
            var i = open + 1
            var sawBackslash = false
            while true {
                i = findStop(quote, Self.backslash, from: i)
                guard i < end else { break }
                let byte = text[i]
                if byte == quote {
                    pos = i + 1
                    return quotedContent(
                        open + 1, i, escaped: sawBackslash, hash: &hash, wantHash: wantHash, key: key,
                        openingLine: (offset: lineBefore.1, line: lineBefore.0))
                }
                if byte == Self.backslash {
                    sawBackslash = true
                    i += 1
                    guard i < end else { break }
                    if !Self.isLineBreak(text[i]) {
                        i += 1
                        continue
                    }
                } else if !Self.isLineBreak(byte) {
                    i += 1  // another control character
                    continue
                }
                i = passLineBreak(at: i)
            }
            // No closing quote: the scan's line breaks will be read again after recovery.
            (line, lineStart) = lineBefore
            if quote == Self.doubleQuote { unterminatedDoubleQuote = open } else { unterminatedSingleQuote = open }
        }
        failure = .unterminated
        return nil
    }

    /// The range of the string for quoted content `start..<close`: the content itself, or, when it has
    /// escapes, their resolution appended to ``extra``. `openingLine` is the start of the line the
    /// opening quote is on: the findings about escapes are placed by a walk from there.
    private mutating func quotedContent(
        _ start: Int, _ close: Int, escaped: Bool, hash: inout Int, wantHash: Bool, key: Range<Int>?,
        openingLine: (offset: Int, line: Int)
    ) -> Range<Int> {
        if !escaped {
            if wantHash { hash = KeyIndex.hash(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(text)[start..<close])) }
            return start..<close
        }
        // Resolving escapes never lengthens the text, so the content's length is enough room. The
        // room is one buffer reused for every escaped string; the result is whole valid scalars.
        let capacity = close - start
        if scratch.count < capacity { scratch = [UInt8](repeating: 0, count: max(capacity, 2 * scratch.count, 256)) }
        var room = scratch
        scratch = []
        var resolvedHash = 0
        var dropped = false
        let issuesBefore = issues.count
        let written = room.withUnsafeMutableBufferPointer { buffer in
            var writer = ByteWriter(UnsafeMutableBufferPointer(rebasing: buffer[0..<capacity]))
            unescape(start, close, key: key, into: &writer)
            if wantHash { resolvedHash = KeyIndex.hash(UnsafeRawBufferPointer(writer.written)) }
            dropped = writer.droppedWrites
            return writer.count
        }
        for index in issuesBefore..<issues.count where issues[index].place == nil {
            issues[index].lineStart = openingLine
        }
        if wantHash { hash = resolvedHash }
        let range = room.withUnsafeBufferPointer { buffer in
            let bytes = UnsafeBufferPointer(rebasing: buffer[0..<written])
            // A dropped write (never expected) could cut a scalar: then the bytes are repaired, so that
            // ``extra`` holds valid UTF-8 only.
            guard dropped else { return appendExtra(bytes) }
            return Array(String(decoding: bytes, as: UTF8.self).utf8).withUnsafeBufferPointer { appendExtra($0) }
        }
        scratch = room
        return range
    }

    /// Resolves the escapes of the string content `start..<close` into `scratch`, which has room for
    /// `close - start` bytes: every escape is at least as long as what it stands for.
    private mutating func unescape(_ start: Int, _ close: Int, key: Range<Int>?, into scratch: inout ByteWriter) {
        var i = start
        var run = start
        while i < close {
            i = findStop(Self.backslash, Self.backslash, below: 0, from: i, to: close)
            guard i < close else { break }
            scratch.append(UnsafeBufferPointer(rebasing: text[run..<i]))
            let escapeStart = i
            i += 1
            guard i < close else { break }
            let byte = text[i]
            switch byte {
            case 0x61: scratch.append(0x07); i += 1  // \a
            case 0x62: scratch.append(0x08); i += 1  // \b
            case 0x66: scratch.append(0x0C); i += 1  // \f
            case 0x6E: scratch.append(0x0A); i += 1  // \n
            case 0x72: scratch.append(0x0D); i += 1  // \r
            case 0x74: scratch.append(0x09); i += 1  // \t
            case 0x76: scratch.append(0x0B); i += 1  // \v
            case Self.doubleQuote, Self.singleQuote, Self.backslash, 0x0A, 0x0D:
                scratch.append(byte)  // \" \' \\ and a backslash before a line break
                i += 1
            case 0x30...0x37:  // octal: up to three digits, low 8 bits, NeXTSTEP Latin
                var value = byte &- 0x30
                i += 1
                var digits = 1
                while digits < 3, i < close, (0x30...0x37).contains(text[i]) {
                    value = (value &<< 3) &+ (text[i] &- 0x30)
                    i += 1
                    digits += 1
                }
                scratch.append(scalar: NeXTSTEPLatin.scalar(for: value))
            case 0x55:  // \U
                i = unescapeUnicode(escapeStart, close, key: key, into: &scratch)
            default:
                let length = scalarLength(at: i, limit: close)
                if length == 3, byte == 0xE2, text[i + 1] == 0x80, text[i + 2] == 0xA8 || text[i + 2] == 0xA9 {
                    // A backslash before U+2028 or U+2029 keeps it, like a backslash before a line break.
                } else {
                    reportUnknownEscape(at: escapeStart, character: i..<(i + length), close: close, key: key)
                }
                scratch.append(UnsafeBufferPointer(rebasing: text[i..<(i + length)]))
                i += length
            }
            run = i
        }
        if run < close {
            scratch.append(UnsafeBufferPointer(rebasing: text[run..<close]))
        }
    }

    /// Resolves `\U` + 1 to 4 hex digits at `escapeStart`, pairing UTF-16 surrogates written as two
    /// escapes. Returns the offset after what it consumed.
    private mutating func unescapeUnicode(_ escapeStart: Int, _ close: Int, key: Range<Int>?, into scratch: inout ByteWriter) -> Int {
        let (value, digitsEnd) = hexDigits(from: escapeStart + 2, close: close)
        if digitsEnd == escapeStart + 2 {
            issues.append(ScannedIssue(
                offset: escapeStart, rule: RuleDescription.unknownEscape.level,
                message: "'\\U' without hex digits gives U+0000 (NUL) on the device; write '\\U' followed by 1 to 4 hex digits, such as '\\U00E9'",
                key: key.map(string)))
            scratch.append(0)
            return digitsEnd
        }
        switch value {
        case 0xD800...0xDBFF:
            if digitsEnd + 1 < close, text[digitsEnd] == Self.backslash, text[digitsEnd + 1] == 0x55 {
                let (low, lowEnd) = hexDigits(from: digitsEnd + 2, close: close)
                if lowEnd > digitsEnd + 2, (0xDC00...0xDFFF).contains(low) {
                    scratch.append(scalar: 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))
                    return lowEnd
                }
            }
            reportLoneSurrogate(at: escapeStart, escape: escapeStart..<digitsEnd, key: key)
            scratch.append(scalar: 0xFFFD)
        case 0xDC00...0xDFFF:
            reportLoneSurrogate(at: escapeStart, escape: escapeStart..<digitsEnd, key: key)
            scratch.append(scalar: 0xFFFD)
        default:
            scratch.append(scalar: value)
        }
        return digitsEnd
    }

    /// Reads up to 4 hex digits (either case, as Apple's parser does) from `start`.
    private func hexDigits(from start: Int, close: Int) -> (value: UInt32, end: Int) {
        var value: UInt32 = 0
        var i = start
        while i < close, i - start < 4 {
            let byte = text[i]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: return (value, i)
            }
            value = value << 4 | UInt32(digit)
            i += 1
        }
        return (value, i)
    }

    /// The UTF-8 length of the scalar at `i`, not past `limit`.
    private func scalarLength(at i: Int, limit: Int) -> Int {
        let lead = text[i]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return min(length, limit - i)
    }

    /// The first offset at or after `start` whose byte is `a`, `b`, `c` or `d`, or `end` (or `start`,
    /// if it is past the end). Reads eight bytes at a time.
    @inline(__always)
    private func find(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, from start: Int) -> Int {
        guard let base = text.baseAddress else { return start }
        var i = start
        while i + 8 <= end {
            let word = SWAR.load(base, i)
            let mask = SWAR.matches(word, a) | SWAR.matches(word, b) | SWAR.matches(word, c) | SWAR.matches(word, d)
            if mask != 0 { return i + SWAR.firstIndex(mask) }
            i += 8
        }
        while i < end {
            let byte = base[i]
            if byte == a || byte == b || byte == c || byte == d { return i }
            i += 1
        }
        return max(i, start)
    }

    /// The first offset at or after `start` whose byte is `a`, `b` or below `limit` (by default 0x0E:
    /// LF, CR and the other control characters, which the caller steps over), or `stop` (by default
    /// `end`; or `start`, if it is past `stop`). Reads eight bytes at a time with masks that are exact
    /// only at their first hit (``SWAR/firstBelow(_:_:)``): this search is most of the time spent in
    /// quoted strings and comments, and costs half what four exact matches did. Where the processor has
    /// AVX2, thirty-two bytes at a time instead (`pushloc_find_stop`).
    @inline(__always)
    private func findStop(_ a: UInt8, _ b: UInt8, below limit: UInt8 = 0x0E, from start: Int, to stop: Int? = nil) -> Int {
        let stop = stop ?? end
        guard let base = text.baseAddress else { return start }
        if vectorSearch { return pushloc_find_stop(base, start, stop, text.count, a, b, limit) }
        var i = start
        while i &+ 8 <= stop {
            let word = SWAR.load(base, i)
            let mask = SWAR.firstMatch(word, a) | SWAR.firstMatch(word, b) | SWAR.firstBelow(word, limit)
            if mask != 0 { return i &+ SWAR.firstIndex(mask) }
            i &+= 8
        }
        while i < stop {
            let byte = base[i]
            if byte == a || byte == b || byte < limit { return i }
            i &+= 1
        }
        return max(i, start)
    }

    // MARK: - Lines and columns

    /// Counts the line break (LF, CR LF or CR) at `i` and returns the offset after it.
    @inline(__always)
    private mutating func passLineBreak(at i: Int) -> Int {
        var next = i + 1
        if text[i] == 0x0D, next < end, text[next] == 0x0A { next += 1 }
        line += 1
        lineStart = next
        return next
    }

    /// The line and column of `offset`, which must be on the current line at or after the last
    /// offset asked for. Columns count the scalars from the last known column on, eight bytes at a time.
    private mutating func place(of offset: Int) -> (line: Int, column: Int) {
        if columnOffset < lineStart || columnOffset > offset {
            columnOffset = lineStart
            column = 1
        }
        guard let base = text.baseAddress else { return (line, column) }
        var i = columnOffset
        var count = column
        while i + 8 <= offset {
            let word = SWAR.load(base, i)
            count &+= word & SWAR.highBits == 0 ? 8 : 8 - SWAR.count(SWAR.continuationBytes(word))
            i &+= 8
        }
        while i < offset {
            if base[i] & 0xC0 != 0x80 { count &+= 1 }
            i &+= 1
        }
        columnOffset = offset
        column = count
        return (line, count)
    }

    // MARK: - Trivia

    /// Skips whitespace and comments. Between entries (`collecting`) it also attaches comments.
    ///
    /// Inline for the common cases, a token right here or after spaces and LFs (`"key" = "value";`
    /// and the line break before the next key): a call for each of the four gaps of an entry was a
    /// tenth of the scan. An LF is handled as ``skipMoreTrivia(collecting:)`` handles it.
    @inline(__always)
    private mutating func skipTrivia(collecting: Bool) {
        while pos < end {
            let byte = text[pos]
            if byte == 0x20 {
                pos += 1
            } else if byte == 0x0A {
                pos = passLineBreak(at: pos)
                if collecting { sawLineBreak() }
            } else {
                if Self.mayStartTrivia(byte) { skipMoreTrivia(collecting: collecting) }
                return
            }
        }
    }

    /// Whether `byte` may start whitespace or a comment: tab, LF, VT, FF, CR, space, `/`, or the
    /// lead byte of U+2028 and U+2029.
    @inline(__always)
    private static func mayStartTrivia(_ byte: UInt8) -> Bool {
        if byte < 64 { return (0x0000_8001_0000_3E00 as UInt64) >> UInt64(byte) & 1 != 0 }
        return byte == 0xE2
    }

    /// ``skipTrivia(collecting:)`` beyond its inline cases.
    @inline(never)
    private mutating func skipMoreTrivia(collecting: Bool) {
        // Every return below is at a token (or the end): the token that open directives wait for.
        defer { if hasOpenDirectives, pos < end { directivesSawToken() } }
        while pos < end {
            switch text[pos] {
            case 0x20, 0x09, 0x0B, 0x0C:
                pos += 1
            case 0x0A, 0x0D:
                pos = passLineBreak(at: pos)
                if collecting { sawLineBreak() }
            case 0xE2:
                guard isSeparatorU2028OrU2029(at: pos) else { return }
                pos += 3
            case Self.slash:
                guard pos + 1 < end else { return }
                let start = pos
                if text[pos + 1] == Self.slash {
                    let isDirective = opensDirective(at: start + 2, block: false)
                    pos += 2
                    while pos < end {
                        pos = find(0x0A, 0x0D, 0xE2, 0xE2, from: pos)
                        if pos >= end || text[pos] != 0xE2 || isSeparatorU2028OrU2029(at: pos) { break }
                        pos += 1
                    }
                    if isDirective { noteDirective((start + 2)..<pos, start: start, line: line, lineStart: lineStart) }
                    if collecting { sawComment((start + 2)..<pos) }
                } else if text[pos + 1] == Self.star {
                    let (startLine, startLineStart) = (line, lineStart)
                    let isDirective = opensDirective(at: start + 2, block: true)
                    let closed = skipBlockComment()
                    if isDirective {
                        noteDirective((start + 2)..<(closed ? pos - 2 : pos), start: start, line: startLine, lineStart: startLineStart)
                    }
                    if closed, collecting { sawComment((start + 2)..<(pos - 2)) }
                } else {
                    return
                }
            default:
                return
            }
        }
    }

    /// Skips the `/* ... */` comment at `pos`. When it has no end, reports it, moves to the end of the
    /// text and returns `false`.
    private mutating func skipBlockComment() -> Bool {
        let start = pos
        if start < unterminatedComment {
            var i = start + 2
            while true {
                i = findStop(Self.star, Self.star, from: i)
                guard i < end else { break }
                if text[i] != Self.star {
                    if Self.isLineBreak(text[i]) { i = passLineBreak(at: i) } else { i += 1 }  // or another control character
                } else if i + 1 < end, text[i + 1] == Self.slash {
                    pos = i + 2
                    return true
                } else {
                    i += 1
                }
            }
            unterminatedComment = start
            report(at: start, "unterminated comment: this '/*' has no closing '*/', so the rest of the file is a comment to Apple's parser")
        }
        // A later `/*` lies inside the unterminated comment: nothing more to report.
        pos = end
        return false
    }

    /// Whether the bytes at `i` are U+2028 or U+2029.
    private func isSeparatorU2028OrU2029(at i: Int) -> Bool {
        i + 2 < end && text[i] == 0xE2 && text[i + 1] == 0x80 && (text[i + 2] == 0xA8 || text[i + 2] == 0xA9)
    }

    private mutating func sawLineBreak() {
        trailingTarget = nil
        newlinesSinceComment += 1
    }

    private mutating func sawComment(_ content: Range<Int>) {
        if let target = trailingTarget {
            attachTrailingComment(commentText(content), to: target)
            return
        }
        if newlinesSinceComment >= 2 { forgetPendingComments() }
        if pendingComment == nil {
            pendingComment = content
        } else {
            morePendingComments.append(content)
        }
        newlinesSinceComment = 0
    }

    /// Adds the trimmed comment `piece` (a range of the text) to the comment of `entries[target]`.
    private mutating func attachTrailingComment(_ piece: Range<Int>, to target: Int) {
        guard entries[target].source.owned == nil else {
            let text = string(piece)
            entries[target].comment = entries[target].comment.map { $0 + "\n" + text } ?? text
            return
        }
        let current = entries[target].commentRange
        if current.isAbsent {
            if !entries[target].setCommentRange(piece) { entries[target].comment = string(piece) }
            return
        }
        // Joined in ``extra``. When the comment is already the end of ``extra`` (a second comment on
        // the line), the piece is appended in place: many comments on one line stay linear.
        let existing = current.range
        let start: Int
        if existing.upperBound == extraEnd, existing.lowerBound >= end {
            start = existing.lowerBound
        } else {
            let copy = withBytes(existing) { Array($0) }
            start = copy.withUnsafeBufferPointer { appendExtra($0) }.lowerBound
        }
        extra.append(0x0A)
        _ = appendExtra(UnsafeBufferPointer(rebasing: text[piece]))
        let joined = start..<extraEnd
        if !entries[target].setCommentRange(joined) { entries[target].comment = string(joined) }
    }

    /// The comment for the next entry: the pending comments, trimmed and joined with newlines (in
    /// ``extra`` when there are several).
    private mutating func takeLeadingComment() -> Range<Int>? {
        guard let first = pendingComment else { return nil }
        defer { forgetPendingComments() }
        guard newlinesSinceComment < 2 else { return nil }
        let trimmed = commentText(first)
        guard !morePendingComments.isEmpty else { return trimmed }
        let start = extraEnd
        _ = appendExtra(UnsafeBufferPointer(rebasing: text[trimmed]))
        for content in morePendingComments {
            extra.append(0x0A)
            _ = appendExtra(UnsafeBufferPointer(rebasing: text[commentText(content)]))
        }
        return start..<extraEnd
    }

    private mutating func forgetPendingComments() {
        pendingComment = nil
        if !morePendingComments.isEmpty { morePendingComments.removeAll(keepingCapacity: true) }
    }

    private mutating func forgetComments() {
        forgetPendingComments()
        trailingTarget = nil
    }

    /// The range of a comment's content, trimmed of ASCII whitespace. Inlined: the entry scan calls it
    /// for each documented entry, and left to itself the compiler outlines it there.
    @inline(__always)
    private func commentText(_ content: Range<Int>) -> Range<Int> {
        var lower = content.lowerBound
        var upper = content.upperBound
        while lower < upper, Self.isASCIIWhitespace(text[lower]) { lower += 1 }
        while upper > lower, Self.isASCIIWhitespace(text[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    // MARK: - Directive comments

    /// Whether the comment whose content starts at `content` opens with `pushloc:` after any spaces, tabs
    /// and commas (and, in a `block` comment, line breaks): the first word of a directive. Only these few
    /// bytes are read, so comments cost nothing more to skip. `pushloc:` holds no `*` and no line break,
    /// so when it is there it lies inside the comment.
    @inline(__always)
    private func opensDirective(at content: Int, block: Bool) -> Bool {
        var i = content
        while i < end, text[i] == 0x20 || text[i] == 0x09 || text[i] == 0x2C || (block && Self.isLineBreak(text[i])) { i += 1 }
        guard end - i >= 8 else { return false }
        return text[i] == 0x70 && text[i + 1] == 0x75 && text[i + 2] == 0x73 && text[i + 3] == 0x68
            && text[i + 4] == 0x6C && text[i + 5] == 0x6F && text[i + 6] == 0x63 && text[i + 7] == 0x3A
    }

    /// Keeps the comment whose content is `content` (its `/` at `start`, on the line `line` that starts
    /// at `lineStart`), which opens with `pushloc:`.
    @inline(never)
    private mutating func noteDirective(_ content: Range<Int>, start: Int, line: Int, lineStart: Int) {
        var column = 1
        for i in lineStart..<start where text[i] & 0xC0 != 0x80 { column += 1 }
        directiveComments.append(StringsDirectiveComment(
            text: string(content), line: line, column: column, endLine: self.line))
        hasOpenDirectives = true
    }

    /// The token at `pos` is the first one after the open directives that have seen none yet.
    @inline(never)
    private mutating func directivesSawToken() {
        for index in firstOpenDirective..<directiveComments.count where directiveComments[index].nextEntryLines == nil {
            directiveComments[index].nextEntryLines = line...line
        }
    }

    /// The `;` at `pos` ends the entry after the open directives that have seen its first token.
    @inline(never)
    private mutating func directivesSawSemicolon() {
        var firstStillOpen: Int?
        for index in firstOpenDirective..<directiveComments.count {
            guard let lines = directiveComments[index].nextEntryLines else {
                if firstStillOpen == nil { firstStillOpen = index }
                continue
            }
            if firstStillOpen == nil { directiveComments[index].nextEntryLines = lines.lowerBound...line }
        }
        firstOpenDirective = firstStillOpen ?? directiveComments.count
        hasOpenDirectives = firstStillOpen != nil
    }

    /// The last line that holds anything but ASCII whitespace (a file's directive without an end covers
    /// the lines up to it); `line` must be the line of the end of the text.
    var lastContentLine: Int {
        var i = end
        var breaks = 0
        while i > 0, Self.isASCIIWhitespace(text[i - 1]) {
            // CR LF is one line break, counted at its LF.
            if text[i - 1] == 0x0A || (text[i - 1] == 0x0D && !(i < end && text[i] == 0x0A)) { breaks += 1 }
            i -= 1
        }
        return max(1, line - breaks)
    }

    // MARK: - Recovery

    /// Skips from `start` to the start of the next line, stepping over block comments whole.
    /// `line` and `lineStart` must describe `start`.
    private mutating func resync(from start: Int) {
        forgetComments()
        pos = start
        while pos < end {
            let byte = text[pos]
            if Self.isLineBreak(byte) {
                pos = passLineBreak(at: pos)
                return
            }
            if byte == Self.slash, pos + 1 < end, text[pos + 1] == Self.star {
                let (start, startLine, startLineStart) = (pos, line, lineStart)
                let isDirective = opensDirective(at: start + 2, block: true)
                let closed = skipBlockComment()
                if isDirective {
                    noteDirective((start + 2)..<(closed ? pos - 2 : pos), start: start, line: startLine, lineStart: startLineStart)
                }
                continue
            }
            // A directive after the error, on the skipped rest of the line, still counts.
            if byte == Self.slash, pos + 1 < end, text[pos + 1] == Self.slash, opensDirective(at: pos + 2, block: false) {
                let start = pos
                pos += 2
                while pos < end, !Self.isLineBreak(text[pos]), !isSeparatorU2028OrU2029(at: pos) { pos += 1 }
                noteDirective((start + 2)..<pos, start: start, line: line, lineStart: lineStart)
                continue
            }
            pos += 1
        }
    }

    // MARK: - Reports

    private mutating func report(at offset: Int, _ message: String, key: String? = nil) {
        issues.append(ScannedIssue(offset: offset, rule: RuleDescription.syntax.level, message: message, key: key))
    }

    /// Reports an error that makes Apple's parser reject the whole file, unless it already stopped
    /// before this point (a silent stop hides every later error from it).
    private mutating func reportRejection(at offset: Int, _ message: String, key: String? = nil) {
        if deviceLoad == .all {
            deviceLoad = .none
            deviceStop = (offset, offset < end ? describeCharacter(at: offset) : "the end of the file")
        }
        report(at: offset, message, key: key)
    }

    private mutating func reportCannotStartKey(at offset: Int) {
        let found = describeCharacter(at: offset)
        var message = "unexpected \(found) where a key should start; a key is a quoted string or unquoted [A-Za-z0-9_$/:.-]+"
        if text[offset] == 0x3B { message += " (a doubled ';'?)" }
        if entries.isEmpty {
            message += ". Apple's parser rejects the file here, so the device loads none of its strings"
        } else {
            message += ". Apple's parser silently stops here, so the device ignores every entry after this point"
        }
        if deviceLoad == .all {
            deviceLoad = .firstEntries(entries.count)
            deviceStop = (offset, text[offset] == 0x3B ? "';;'" : found)
        }
        report(at: offset, message)
    }

    private mutating func reportBadValue(at offset: Int, key range: Range<Int>) {
        let key = string(range)
        let kind: String?
        switch text[offset] {
        case 0x28: kind = "an array"
        case 0x7B: kind = "a dictionary"
        case 0x3C: kind = "data"
        default: kind = nil
        }
        if let kind {
            report(at: offset, "the value of \(quoted(key)) must be a string, but \(describeCharacter(at: offset)) starts \(kind), which a strings table cannot hold", key: key)
        } else {
            reportRejection(at: offset, "missing value after '=' for the key \(quoted(key)), found \(describeCharacter(at: offset)); Apple's parser rejects the whole file", key: key)
        }
    }

    private mutating func reportUnterminated(at offset: Int) {
        let quote = text[offset] == Self.doubleQuote ? "\"" : "'"
        reportRejection(at: offset, "unterminated string: this \(quote) has no closing \(quote) before the end of the file; Apple's parser rejects the whole file")
    }

    private mutating func reportUnknownEscape(at offset: Int, character: Range<Int>, close: Int, key: Range<Int>?) {
        let escaped = String(decoding: UnsafeBufferPointer(rebasing: text[character]), as: UTF8.self)
        let message: String
        var level = RuleDescription.unknownEscape.level
        let first = text[character.lowerBound]
        if first == 0x75 || first == 0x78 {  // \u, \x
            var digitsEnd = character.upperBound
            while digitsEnd < close, digitsEnd - character.upperBound < 4, Self.isHexDigit(text[digitsEnd]) { digitsEnd += 1 }
            let digits = String(decoding: UnsafeBufferPointer(rebasing: text[character.upperBound..<digitsEnd]), as: UTF8.self)
            if digits.isEmpty {
                message = "unknown escape '\\\(escaped)': the device drops the backslash and shows a literal '\(escaped)'"
            } else {
                message = "'\\\(escaped)\(digits)' is not an escape: the device drops the backslash and shows a literal '\(escaped)\(digits)'; write '\\U\(digits)' (uppercase U) or the character itself"
            }
        } else if first == 0x20, character.upperBound < close, let meant = Self.escapeLetter(text[character.upperBound]) {
            // `\ n` for `\n`: a space came between the backslash and the letter (machine translation
            // does this). CF's getSlashedChar returns the space as it is, and the letter stays a letter.
            let letter = Character(Unicode.Scalar(text[character.upperBound]))
            message = "'\\ \(letter)' shows ' \(letter)': the device drops the backslash and keeps the space and the '\(letter)'; '\\\(letter)' (\(meant)) was probably meant, so write '\\\(letter)' without the space, or ' \(letter)'"
        } else if UnknownEscapeSeverity.showsIntendedCharacter(escaped) {
            // CF's getSlashedChar returns any other escaped character as it is: `\%` and `\(` show
            // `%` and `(`, which is what the author meant.
            level = RuleLevel.unknownEscapeShownAsMeant
            message = "'\\\(escaped)' needs no backslash: the device drops it and shows '\(escaped)', as meant; write '\(escaped)'"
        } else {
            message = "unknown escape '\\\(Self.visible(escaped))': the device drops the backslash and shows '\(Self.visible(escaped))'; write '\\\\' for a backslash"
        }
        issues.append(ScannedIssue(offset: offset, rule: level, message: message, key: key.map(string)))
    }

    private mutating func reportLoneSurrogate(at offset: Int, escape: Range<Int>, key: Range<Int>?) {
        let written = String(decoding: UnsafeBufferPointer(rebasing: text[escape]), as: UTF8.self)
        report(
            at: offset,
            "'\(written)' is half of a UTF-16 surrogate pair without its other half, which is not a character (pushloc reads U+FFFD); write the character itself, or both halves such as '\\UD83D\\UDE00'",
            key: key.map(string))
    }

    /// `'x'` for a printable ASCII character, else `U+XXXX`.
    private func describeCharacter(at offset: Int) -> String {
        let byte = text[offset]
        if byte >= 0x21, byte <= 0x7E { return "'\(Character(Unicode.Scalar(byte)))'" }
        let length = scalarLength(at: offset, limit: end)
        let scalar = String(decoding: UnsafeBufferPointer(rebasing: text[offset..<(offset + length)]), as: UTF8.self)
            .unicodeScalars.first?.value ?? 0xFFFD
        return "U+" + hex(scalar, digits: 4)
    }

    /// Whether the text in `range` holds a line break.
    private func spansLines(_ range: Range<Int>) -> Bool {
        for i in range where Self.isLineBreak(text[i]) { return true }
        return false
    }

    /// The key of `range` for a message: quoted, shortened past 60 characters.
    private func quoted(_ range: Range<Int>) -> String {
        quoted(string(range))
    }

    /// A key for a message: quoted, shortened past 60 characters.
    private func quoted(_ key: String) -> String {
        DuplicateKeyMessage.quoted(key)
    }

    /// Control characters and invisible separators as `U+XXXX`, the rest as they are.
    private static func visible(_ text: String) -> String {
        guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1 else { return text }
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format
            || scalar.properties.isWhitespace {
            return "U+" + hex(scalar.value, digits: 4)
        }
        return text
    }

    // MARK: - Character classes

    /// `[A-Za-z0-9_$/:.-]`, as a bit set over ASCII.
    @inline(__always)
    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        if byte < 64 { return (0x07FF_E010_0000_0000 as UInt64) >> UInt64(byte) & 1 != 0 }
        if byte < 128 { return (0x07FF_FFFE_87FF_FFFE as UInt64) >> UInt64(byte - 64) & 1 != 0 }
        return false
    }

    @inline(__always)
    static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    @inline(__always)
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    @inline(__always)
    /// What `\` + `byte` would have been, for a letter that makes a known escape (`n`, `t`, `r`, `"`).
    static func escapeLetter(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "n"): "a line break"
        case UInt8(ascii: "t"): "a tab"
        case UInt8(ascii: "r"): "a carriage return"
        case UInt8(ascii: "\""): "a quotation mark"
        default: nil
        }
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
}
