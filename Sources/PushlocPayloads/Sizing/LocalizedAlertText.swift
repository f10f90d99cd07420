/// The alert text of one language, as the device would show it: what a per-locale payload puts
/// directly into `alert.title`, `alert.subtitle` and `alert.body`.
public struct LocalizedAlertText: Sendable, Hashable {
    /// The title, or `nil` for none.
    public var title: String?
    /// The subtitle, or `nil` for none.
    public var subtitle: String?
    /// The body, or `nil` for none.
    public var body: String?

    /// Creates alert text.
    public init(title: String? = nil, subtitle: String? = nil, body: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
    }

    /// Whether there is no text at all.
    public var isEmpty: Bool { title == nil && subtitle == nil && body == nil }
}
