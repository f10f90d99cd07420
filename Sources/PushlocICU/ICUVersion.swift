import CPushlocICUShim

/// Facts about the system ICU that pushloc is linked against.
public enum ICUVersion {
    /// The version of the system ICU, for example `"72.1"`.
    public static var string: String {
        withCStringResult(capacity: 32) { plicu_version($0, $1) } ?? "unknown"
    }

    /// The major version, for example `72`; `nil` if ICU does not say.
    public static var major: Int? {
        string.split(separator: ".").first.flatMap { Int($0) }
    }
}
