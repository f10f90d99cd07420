import PushlocDiagnostics

/// One thing wrong (or worth knowing) about a language's banner, shown on that banner.
package struct PreviewNote: Sendable, Hashable {
    /// What kind of problem the note reports.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A loc key missing from the table: the device shows the key itself.
        case missingKey = "missing-key"
        /// The text shows `(null)`: the string reads more arguments than the template sends.
        case nullArgument = "null-argument"
        /// A field is longer than the lines the banner gives it, so iOS cuts it with an ellipsis.
        case cutOnScreen = "cut-on-screen"
        /// The payload had to be shortened to fit its size limit.
        case payloadTruncated = "payload-truncated"
        /// The payload cannot fit its size limit.
        case payloadTooLarge = "payload-too-large"
        /// The language has no strings of its own: the device shows another language.
        case fallback = "fallback"
        /// The text holds an invisible bidi control character (a Trojan-source risk).
        case bidiControl = "bidi-control"
        /// Any other finding met while rendering (plain text beside a loc key...).
        case other = "other"
    }

    /// How serious a note is; ordered, so `max()` gives the worst.
    package enum Level: Int, Sendable, Hashable, Comparable {
        /// Worth knowing, nothing wrong (a region variant using its parent's strings).
        case info
        /// The device shows something other than intended.
        case warning
        /// The notification is broken in this language.
        case error

        /// Orders info before warnings before errors.
        package static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The level of a diagnostic's severity: a note is worth knowing, nothing wrong.
        package init(_ severity: Severity) {
            switch severity {
            case .error: self = .error
            case .warning: self = .warning
            case .note: self = .info
            }
        }
    }

    /// What kind of problem this is.
    package var kind: Kind
    /// How serious it is.
    package var level: Level
    /// What is wrong, in one sentence.
    package var message: String
    /// The field it is about, if any.
    package var field: PreviewField?
    /// Where the offending text is, when known.
    package var location: SourceLocation?

    /// Creates a note.
    package init(kind: Kind, level: Level, message: String, field: PreviewField? = nil, location: SourceLocation? = nil) {
        self.kind = kind
        self.level = level
        self.message = message
        self.field = field
        self.location = location
    }
}
