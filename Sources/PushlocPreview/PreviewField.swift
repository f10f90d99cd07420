/// A text field of a notification banner, with the lines iOS gives it.
package enum PreviewField: String, Sendable, Hashable, CaseIterable {
    /// The bold first line.
    case title
    /// The line under the title.
    case subtitle
    /// The message.
    case body

    /// The lines the collapsed banner (lock screen, Notification Centre) shows before cutting with `…`.
    package var collapsedLineLimit: Int {
        switch self {
        case .title, .subtitle: return 1
        case .body: return 4
        }
    }
}

/// One field's text in a banner, with the line count the truncation model estimates for it.
package struct PreviewText: Sendable, Hashable {
    /// Which field.
    package var field: PreviewField
    /// The text as the device shows it (before any cut).
    package var text: String
    /// The estimated number of lines the text takes at the banner's width, unlimited.
    package var estimatedLines: Int

    /// Creates a field's text.
    package init(field: PreviewField, text: String, estimatedLines: Int) {
        self.field = field
        self.text = text
        self.estimatedLines = estimatedLines
    }

    /// Whether the collapsed banner cuts this text with an ellipsis.
    package var isCut: Bool { estimatedLines > field.collapsedLineLimit }
}
