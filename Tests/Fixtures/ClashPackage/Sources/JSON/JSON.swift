/// A target of the server's own named `JSON`.
public enum JSONMarker {
    /// The module's name.
    public static let name = "JSON"
}
