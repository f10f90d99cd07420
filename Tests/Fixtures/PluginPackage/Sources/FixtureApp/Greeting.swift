/// The fixture's one symbol; its localizations are what the plugins check.
public enum Greeting {
    /// The key of the greeting string.
    public static let key = "GREETING_FORMAT"
}
