import PushlocDiagnostics
import PushlocFormatString
import PushlocPayloads
import PushlocRules

/// The notes of a banner, one kind of finding at a time. Each function is pure, for unit tests.
package enum PreviewNotes {
    /// The bidi control characters a Trojan-source translation uses: U+202A-U+202E and U+2066-U+2069.
    package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        BidiControls.contains(scalar)
    }

    /// A note per diagnostic met while rendering or producing the payload.
    package static func notes(for diagnostics: [Diagnostic]) -> [PreviewNote] {
        diagnostics.map { finding in
            let kind: PreviewNote.Kind
            switch finding.rule {
            case RuleDescription.locKeyNotFound.id: kind = .missingKey
            case RuleDescription.payloadTruncated.id: kind = .payloadTruncated
            case RuleDescription.payloadTooLarge.id: kind = .payloadTooLarge
            default: kind = .other
            }
            return PreviewNote(kind: kind, level: PreviewNote.Level(finding.severity), message: finding.message,
                               field: field(of: finding), location: finding.location)
        }
    }

    /// A note when the device picks another localization than the one asked for: a warning when it is
    /// another language (`ru` shows `en`), information when it is the parent (`fr-CA` uses `fr`).
    package static func fallback(locale: String, resolved: String, parentChain: [String]) -> PreviewNote? {
        guard locale.lowercased() != resolved.lowercased() else { return nil }
        if parentChain.contains(where: { $0.lowercased() == resolved.lowercased() }) {
            return PreviewNote(kind: .fallback, level: .info,
                               message: "\(locale) has no strings of its own for this notification; the device uses \(resolved)")
        }
        return PreviewNote(kind: .fallback, level: .warning,
                           message: "\(locale) has no translation: a device set to \(locale) shows this notification in \(resolved)")
    }

    /// A note when `text` shows more `(null)` than its arguments carry: the string reads an argument
    /// the template does not send.
    package static func null(in text: PreviewText, arguments: [String]) -> PreviewNote? {
        let shown = occurrences(of: "(null)", in: text.text)
        guard shown > arguments.reduce(0, { $0 + occurrences(of: "(null)", in: $1) }) else { return nil }
        return PreviewNote(kind: .nullArgument, level: .error,
                           message: "the \(text.field.rawValue) shows \"(null)\": its string reads more arguments than the template sends",
                           field: text.field)
    }

    /// A note when the collapsed banner cuts `text` with an ellipsis.
    package static func cut(_ text: PreviewText) -> PreviewNote? {
        guard text.isCut else { return nil }
        let limit = text.field.collapsedLineLimit
        return PreviewNote(kind: .cutOnScreen, level: .warning,
                           message: "the \(text.field.rawValue) takes about \(text.estimatedLines) lines; iOS shows \(limit) line\(limit == 1 ? "" : "s") and cuts the rest with …",
                           field: text.field)
    }

    /// A note when `text` holds bidi control characters, naming them.
    package static func bidi(in text: PreviewText) -> PreviewNote? {
        let controls = text.text.unicodeScalars.filter(isBidiControl)
        guard !controls.isEmpty else { return nil }
        let names = controls.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        return PreviewNote(kind: .bidiControl, level: .warning,
                           message: "the \(text.field.rawValue) holds invisible bidi control characters (\(names.joined(separator: ", "))) that reorder what the reader sees",
                           field: text.field)
    }

    private static func field(of finding: Diagnostic) -> PreviewField? {
        guard let path = finding.jsonPath else { return nil }
        if path.hasSuffix("title-loc-key") || path.hasSuffix(".title") { return .title }
        if path.hasSuffix("subtitle-loc-key") || path.hasSuffix(".subtitle") { return .subtitle }
        if path.hasSuffix(".loc-key") || path.hasSuffix(".body") { return .body }
        return nil
    }

    private static func occurrences(of needle: String, in text: String) -> Int {
        var count = 0
        var rest = Substring(text)
        while let range = rest.firstRange(of: needle) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
