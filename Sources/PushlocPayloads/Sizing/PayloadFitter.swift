/// Makes a per-locale payload and fits it to its size budget.
///
/// The exact size is computed first (see ``PerLocalePayloadTemplate``). If it is over the limit,
/// the excess is taken from the `body`, then the `subtitle`, then the `title`: each is cut at a
/// grapheme-cluster boundary and ends with "…". Each text takes exactly its escaped size in the
/// output (everything around it stays the same), so each cut is computed in one pass over the text,
/// and the payload is written once. A text is never shortened below "…", and a text of 3 bytes or
/// less is left alone ("…" would not be shorter). If the payload is still over the limit (custom
/// data too big), the result carries a `payload-too-large` error.
public enum PayloadFitter {
    /// Fits `payload` with `localized` text (see ``PerLocalePayloadBuilder`` for the shape).
    ///
    /// To make many languages' payloads from one template, prepare a ``PerLocalePayloadTemplate``
    /// once and call its `fit` instead.
    ///
    /// - Parameters:
    ///   - payload: the template (custom data and `aps` members other than the alert texts are kept).
    ///   - localized: the alert texts in one language.
    ///   - budget: the size limit.
    ///   - language: copied into the diagnostics.
    public static func fit(_ payload: APNsPayload, localized: LocalizedAlertText, budget: PayloadBudget, language: String? = nil) -> PayloadFit {
        PerLocalePayloadTemplate(payload).fit(localized, budget: budget, language: language)
    }
}
