/// A target of the server's own named `TestSupport`.
public enum TestSupportMarker {
    /// The module's name.
    public static let name = "TestSupport"
}
