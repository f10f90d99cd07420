import Payloads
/// One button of a devtodev button template.
public struct ButtonTemplateButton: Sendable, Hashable {
    /// The button id (`yes`, `shop_now`), also the key of its label in `Buttons.strings`.
    public var id: String
    /// The English label from devtodev's reference table (`Shop Now`).
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
