/// A target of the server's own named `Configuration`.
public enum ConfigurationMarker {
    /// The module's name.
    public static let name = "Configuration"
}
