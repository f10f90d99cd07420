import Payloads
/// A template button with its label in one language.
public struct LocalizedButton: Sendable, Hashable {
    /// The button id (`accept`).
    public var id: String
    /// The label in the language (`Accepter`).
    public var label: String
    /// Whether a tap opens the app.
    public var opensApp: Bool

    /// Creates a localized button.
    public init(id: String, label: String, opensApp: Bool) {
        self.id = id
        self.label = label
        self.opensApp = opensApp
    }
}
