/// The stable rule ids of the warnings the String Catalog reader makes. Its errors (malformed JSON,
/// a wrong shape) use `syntax` (`Diagnostics.RuleID`).
///
/// Ids never change once published. Each comment gives the severity.
public enum StringCatalogRule {
    /// Warning: `version` is missing, or is not one this reader knows (`1.0`, `1.1`).
    public static let unknownVersion = "xcstrings-version"
    /// Warning: a `device` variation names a device Xcode does not write; it is kept.
    public static let unknownDevice = "xcstrings-unknown-device"
    /// Warning: a unit has both `stringUnit` and `variations`.
    public static let ambiguousUnit = "xcstrings-ambiguous-unit"
}
