/// A text field of a notification banner, with the lines iOS gives it.
public enum PreviewField: String, Sendable, Hashable, CaseIterable {
    /// The bold first line.
    case title
    /// The line under the title.
    case subtitle
    /// The message.
    case body

    /// The lines the collapsed banner (lock screen, Notification Centre) shows before cutting with `…`.
    public var collapsedLineLimit: Int {
        switch self {
        case .title, .subtitle: return 1
        case .body: return 4
        }
    }
}

/// One field's text in a banner, with the line count the truncation model estimates for it.
public struct PreviewText: Sendable, Hashable {
    /// Which field.
    public var field: PreviewField
    /// The text as the device shows it (before any cut).
    public var text: String
    /// The estimated number of lines the text takes at the banner's width, unlimited.
    public var estimatedLines: Int

    /// Creates a field's text.
    public init(field: PreviewField, text: String, estimatedLines: Int) {
        self.field = field
        self.text = text
        self.estimatedLines = estimatedLines
    }

    /// Whether the collapsed banner cuts this text with an ellipsis.
    public var isCut: Bool { estimatedLines > field.collapsedLineLimit }
}
