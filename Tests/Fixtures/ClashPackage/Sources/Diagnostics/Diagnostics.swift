/// A target of the server's own named `Diagnostics`.
public enum DiagnosticsMarker {
    /// The module's name.
    public static let name = "Diagnostics"
}
