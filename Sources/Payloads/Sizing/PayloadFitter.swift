import Diagnostics

/// Makes a per-locale payload and fits it to its size budget.
///
/// The payload is serialised once. If it is over the limit, the excess is taken from the `body`,
/// then the `subtitle`, then the `title`: each is cut at a grapheme-cluster boundary and ends with
/// "…". Each text takes exactly its escaped size in the output (everything around it stays the
/// same), so the cut is computed arithmetically in one pass per text, and the payload is serialised
/// once more. A text is never shortened below "…", and a text of 3 bytes or less is left alone
/// ("…" would not be shorter). If the payload is still over the limit (custom data too big), the
/// result is a `payload-too-large` error.
public enum PayloadFitter {
    /// Fits `payload` with `localized` text (see ``PerLocalePayloadBuilder`` for the shape).
    ///
    /// - Parameter language: copied into the diagnostics.
    public static func fit(_ payload: APNsPayload, localized: LocalizedAlertText, budget: PayloadBudget, language: String? = nil) -> PayloadFit {
        let bytes = PerLocalePayloadBuilder.bytes(payload, text: localized)
        if bytes.count <= budget.limit {
            return PayloadFit(bytes: bytes, truncated: false, diagnostics: [], text: localized, limit: budget.limit)
        }

        var excess = bytes.count - budget.limit
        var text = localized
        var shortened: [String] = []
        let fields: [WritableKeyPath<LocalizedAlertText, String?>] = [\.body, \.subtitle, \.title]
        let names = ["body", "subtitle", "title"]
        for (field, name) in zip(fields, names) where excess > 0 {
            guard let value = text[keyPath: field] else { continue }
            let cost = JSONWriter.escapedByteCount(of: value)
            guard cost > AlertTextTruncator.ellipsisBytes else { continue }
            let cut = AlertTextTruncator.truncate(value, toEscapedBytes: cost - excess)
            text[keyPath: field] = cut.text
            excess -= cost - cut.escapedBytes
            shortened.append(name)
        }

        let fitted = shortened.isEmpty ? bytes : PerLocalePayloadBuilder.bytes(payload, text: text)
        var diagnostics: [Diagnostic] = []
        if fitted.count > budget.limit {
            diagnostics.append(Diagnostic(
                rule: RuleID.payloadTooLarge, severity: .error,
                message: "The payload is \(bytes.count) bytes and cannot fit \(budget.limit) even with its alert text shortened (\(fitted.count) bytes); make the custom data smaller",
                language: language))
        } else if !shortened.isEmpty {
            diagnostics.append(Diagnostic(
                rule: PayloadRule.payloadTruncated, severity: .warning,
                message: "The payload was \(bytes.count) bytes, over the \(budget.limit)-byte limit; shortened the \(shortened.joined(separator: ", then the ")) to \(fitted.count) bytes",
                language: language))
        }
        return PayloadFit(bytes: fitted, truncated: !shortened.isEmpty, diagnostics: diagnostics, text: text, limit: budget.limit)
    }
}
