/// The stable rule ids of the warnings the String Catalog reader makes. Its errors (malformed JSON,
/// a wrong shape) use `syntax` (`Diagnostics.RuleID`).
///
/// Ids never change once published. Each comment gives the severity.
public enum StringCatalogRule {
    /// Warning: `version` is missing, or is not one this reader knows (`1.x`: Xcode writes 1.0 to 1.3
    /// and more with the same fields).
    public static let unknownVersion = "xcstrings-version"
    /// Warning: a `device` variation names a device Xcode does not write; it is kept.
    public static let unknownDevice = "xcstrings-unknown-device"
    /// Warning: a unit has two kinds of value (`stringUnit`, `stringSet`, `variations`).
    public static let ambiguousUnit = "xcstrings-ambiguous-unit"
    /// Warning: a unit has no kind of value this reader knows, only unknown members (kept, not checked).
    public static let unknownUnit = "xcstrings-unknown-unit"
}
