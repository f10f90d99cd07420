import JSON
import FormatString

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
        case .format(let format, let arguments):
            var count = 0
            format.format.forEachSubstitutedPiece(arguments) { count += JSONWriter.escapedByteCount(of: $0) }
            return count
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
        case .format(let format, let arguments):
            format.format.forEachSubstitutedPiece(arguments) { cursor.appendEscaped($0) }
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
final class SharedFormat: Sendable {
    let format: ParsedFormat

    init(_ format: ParsedFormat) {
        self.format = format
    }
}
