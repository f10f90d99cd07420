/// A target of the server's own named `Rules`.
public enum RulesMarker {
    /// The module's name.
    public static let name = "Rules"
}
