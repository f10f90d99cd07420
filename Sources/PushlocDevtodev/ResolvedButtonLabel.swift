import PushlocPayloads
/// A button label found for a language, and where it came from.
public struct ResolvedButtonLabel: Sendable, Hashable {
    /// The label.
    public var label: String
    /// The language whose table holds it: the language itself, a parent (`fr` for `fr-CA`) or the
    /// development language. `nil` when no table has the button and the template's English label (or,
    /// failing that, the button id) stands in.
    public var sourceLanguage: String?

    /// Creates a resolved label.
    public init(label: String, sourceLanguage: String?) {
        self.label = label
        self.sourceLanguage = sourceLanguage
    }
}
