import PushlocPayloads
/// One button of a devtodev button template: in a template, with devtodev's English label; once
/// localized (``LocalizedButton``), with the label in one language.
public struct ButtonTemplateButton: Sendable, Hashable {
    /// The button id (`yes`, `shop_now`), also the key of its label in `Buttons.strings`.
    public var id: String
    /// The label: devtodev's English one in a template (`Shop Now`), the language's once localized
    /// (`Accepter`).
    public var label: String
    /// Whether a tap opens the app. Only such a button may carry an action.
    public var opensApp: Bool

    /// Creates a button.
    public init(id: String, label: String, opensApp: Bool) {
        self.id = id
        self.label = label
        self.opensApp = opensApp
    }
}

/// A template button with its label in one language: the same type as ``ButtonTemplateButton``.
public typealias LocalizedButton = ButtonTemplateButton
