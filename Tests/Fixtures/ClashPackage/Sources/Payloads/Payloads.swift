/// A target of the server's own named `Payloads`.
public enum PayloadsMarker {
    /// The module's name.
    public static let name = "Payloads"
}
