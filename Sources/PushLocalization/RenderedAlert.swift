import PushlocDiagnostics
import PushlocPayloads

/// One language's alert as the device shows it.
public struct RenderedAlert: Sendable, Hashable {
    /// The locale asked for (`fr-CA`).
    public var locale: String
    /// The localization the device picks for it (`fr`).
    public var resolved: String
    /// The title, if any.
    public var title: String?
    /// The subtitle, if any.
    public var subtitle: String?
    /// The body, if any.
    public var body: String?
    /// The action button (`action-loc-key`): the system's default, none (`null`), or a localized title.
    public var actionButton: AlertActionButton
    /// `launch-image`, if any.
    public var launchImage: String?
    /// `aps.category`, if any.
    public var category: String?
    /// The category's buttons in this language (devtodev button templates), in order.
    public var buttons: [String]
    /// Findings met on the way (missing keys, plain text and loc key both set...).
    public var diagnostics: [Diagnostic]

    /// The action button's text: the localized title, `nil` for the system default or no button.
    public var action: String? {
        if case .localized(_, let title) = actionButton { return title }
        return nil
    }
}
