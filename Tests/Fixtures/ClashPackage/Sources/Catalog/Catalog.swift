/// A target of the server's own named `Catalog`.
public enum CatalogMarker {
    /// The module's name.
    public static let name = "Catalog"
}
