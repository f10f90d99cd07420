import PushlocPayloads

/// What one language's notification banner shows: the model behind the preview page, kept apart
/// from the HTML so that it can be tested on its own.
package struct PreviewBanner: Sendable, Hashable {
    /// The device language asked for (`ru`, `fr-CA`).
    package var locale: String
    /// The localization the device picks for the notification's strings (`en` when `ru` has none).
    package var resolved: String
    /// Language, script and direction of the text (from ``resolved``).
    package var script: PreviewScript
    /// Language, script and direction of the category's buttons (from ``locale``: button labels
    /// resolve on their own, in 45 languages).
    package var buttonScript: PreviewScript
    /// Title, subtitle and body, those present, in that order.
    package var texts: [PreviewText]
    /// The action button: the system default, none, or a localized title.
    package var actionButton: AlertActionButton
    /// The category's buttons in this language, in order.
    package var buttons: [String]
    /// The payload size in bytes, when produced.
    package var payloadBytes: Int?
    /// The payload's size limit (4096, 5120 for voip).
    package var payloadLimit: Int
    /// Everything met while rendering this language, in order.
    package var notes: [PreviewNote]

    /// Creates a banner.
    package init(
        locale: String, resolved: String, texts: [PreviewText], actionButton: AlertActionButton = .systemDefault,
        buttons: [String] = [], payloadBytes: Int? = nil, payloadLimit: Int = 4096, notes: [PreviewNote] = []
    ) {
        self.locale = locale
        self.resolved = resolved
        self.script = PreviewScript(language: resolved)
        self.buttonScript = PreviewScript(language: locale)
        self.texts = texts
        self.actionButton = actionButton
        self.buttons = buttons
        self.payloadBytes = payloadBytes
        self.payloadLimit = payloadLimit
        self.notes = notes
    }

    /// The banner's state, from its worst note.
    package var status: PreviewStatus { PreviewStatus(notes: notes) }

    /// The text of `field`, if present.
    package func text(_ field: PreviewField) -> PreviewText? {
        texts.first { $0.field == field }
    }
}
