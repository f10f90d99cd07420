import PushlocJSON
import PushlocFormatString

/// One alert text (title, subtitle or body) as the fast writer sees it: absent, a finished string, or a
/// parsed format with its arguments, whose pieces are escaped straight into the payload buffer
/// without building the substituted string first.
enum AlertTextPart: Sendable {
    case absent
    case text(String)
    case format(SharedFormat, [String])

    /// The exact bytes the text takes inside its JSON quotes, `nil` when absent.
    var escapedByteCount: Int? {
        switch self {
        case .absent: return nil
        case .text(let text): return JSONWriter.escapedByteCount(of: text)
        case .format(let format, let arguments): return format.escapedByteCount(arguments)
        }
    }

    /// At least ``escapedByteCount``, without scanning: six bytes per UTF-8 byte an escape may
    /// touch (`\u00XX` is the longest escape), `nil` when absent.
    var escapedByteBound: Int? {
        switch self {
        case .absent: return nil
        case .text(let text): return text.utf8.count * JSONWriter.longestEscape
        case .format(let format, let arguments): return format.escapedByteBound(arguments)
        }
    }

    /// The text as a string (off the hot path: only when it must be shortened or is asked for).
    var string: String? {
        switch self {
        case .absent: return nil
        case .text(let text): return text
        case .format(let format, let arguments): return format.format.substituting(arguments)
        }
    }

    var isPresent: Bool {
        if case .absent = self { return false }
        return true
    }

    /// Appends the escaped text (without quotes).
    func write(into cursor: inout ByteCursor) {
        switch self {
        case .absent: return
        case .text(let text): cursor.appendEscaped(text)
        case .format(let format, let arguments): format.writeEscaped(arguments, into: &cursor)
        }
    }
}

/// The three texts of an alert for the fast writer.
struct AlertTextParts: Sendable {
    var title: AlertTextPart
    var subtitle: AlertTextPart
    var body: AlertTextPart

    /// Finished strings as parts.
    init(_ text: LocalizedAlertText) {
        title = text.title.map(AlertTextPart.text) ?? .absent
        subtitle = text.subtitle.map(AlertTextPart.text) ?? .absent
        body = text.body.map(AlertTextPart.text) ?? .absent
    }

    init(title: AlertTextPart, subtitle: AlertTextPart, body: AlertTextPart) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
    }

    /// The texts as strings.
    var text: LocalizedAlertText {
        LocalizedAlertText(title: title.string, subtitle: subtitle.string, body: body.string)
    }
}

/// A parsed format held by reference: handing it from a prepared plan to each request's payload
/// then costs one retain instead of one per field of the (large) `ParsedFormat`.
///
/// It also keeps the literal text of the device's substitution already escaped for a JSON string:
/// a per-locale payload measures and writes each text, and scanning the (fixed) literal text for
/// escapes on every request was most of that work. Only the arguments are escaped per request.
final class SharedFormat: Sendable {
    let format: ParsedFormat
    /// The format's plan for typed arguments (a count given as a number), made once.
    let typed: TypedFormatPlan
    /// Every piece's literal text, escaped, one after another.
    private let escaped: [UInt8]
    /// Per piece: where its escaped literal ends in `escaped`, and the argument inserted after it
    /// (-1 for none).
    private let pieces: [EscapedPiece]

    private struct EscapedPiece: Sendable {
        let end: Int
        let argument: Int
    }

    init(_ format: ParsedFormat) {
        self.format = format
        typed = TypedFormatPlan(format)
        var literals: [String] = []
        var pieces: [EscapedPiece] = []
        var end = 0
        format.forEachDevicePiece { literal, argument in
            literals.append(literal)
            end += JSONWriter.escapedByteCount(of: literal)
            pieces.append(EscapedPiece(end: end, argument: argument))
        }
        let total = end
        escaped = [UInt8](unsafeUninitializedCapacity: total) { buffer, initializedCount in
            guard let base = buffer.baseAddress else {
                initializedCount = 0
                return
            }
            var cursor = ByteCursor(base: base, capacity: total)
            for literal in literals { cursor.appendEscaped(literal) }
            initializedCount = cursor.position
        }
        self.pieces = pieces
    }

    static let missingArgumentByteCount = JSONWriter.escapedByteCount(of: ParsedFormat.missingArgumentText)

    /// At least ``escapedByteCount(_:)``: the literals' escaped size, and each argument as if every
    /// byte took the longest escape.
    func escapedByteBound(_ arguments: [String]) -> Int {
        literalByteCount + argumentByteBound(arguments)
    }

    /// The arguments inserted, in order (an argument may be inserted more than once, or not at all).
    var insertedArguments: [Int] {
        pieces.compactMap { $0.argument >= 0 ? $0.argument : nil }
    }

    /// The escaped size of the literal text (the same for every request).
    var literalByteCount: Int { escaped.count }

    /// At least the escaped size of what `arguments` put in: each argument as if every byte took the
    /// longest escape.
    func argumentByteBound(_ arguments: [String]) -> Int {
        var count = 0
        for piece in pieces where piece.argument >= 0 {
            count += piece.argument < arguments.count
                ? arguments[piece.argument].utf8.count * JSONWriter.longestEscape : Self.missingArgumentByteCount
        }
        return count
    }

    /// The bytes the substituted text takes escaped, without quotes.
    func escapedByteCount(_ arguments: [String]) -> Int {
        var count = escaped.count
        for piece in pieces where piece.argument >= 0 {
            count += piece.argument < arguments.count
                ? JSONWriter.escapedByteCount(of: arguments[piece.argument]) : Self.missingArgumentByteCount
        }
        return count
    }

    /// Appends the substituted text escaped (without quotes): the kept literal bytes, and each
    /// argument escaped.
    func writeEscaped(_ arguments: [String], into cursor: inout ByteCursor) {
        escaped.withUnsafeBufferPointer { bytes in
            var start = 0
            for piece in pieces {
                if start < piece.end { cursor.append(UnsafeBufferPointer(rebasing: bytes[start..<piece.end])) }
                start = piece.end
                if piece.argument >= 0 {
                    cursor.appendEscaped(piece.argument < arguments.count ? arguments[piece.argument] : ParsedFormat.missingArgumentText)
                }
            }
        }
    }
}
