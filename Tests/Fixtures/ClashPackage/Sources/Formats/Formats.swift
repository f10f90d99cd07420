/// A target of the server's own named `Formats`.
public enum FormatsMarker {
    /// The module's name.
    public static let name = "Formats"
}
