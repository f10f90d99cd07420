import Diagnostics

/// Rule ids that only the checks of this module raise (the shared ones are in ``RuleID``).
public enum CheckRule {
    /// A button label longer than ``ButtonLabelRules/maximumLength`` characters.
    public static let labelTooLong = "label-too-long"
    /// A format specifier in a button label, which is shown as-is.
    public static let labelFormat = "label-format"
    /// A bidirectional embedding, override or isolate control (U+202A–U+202E, U+2066–U+2069) in a
    /// translation whose source has none (Trojan-source spoofing).
    public static let bidiControl = "bidi-control"
    /// A placeholder the app replaces itself (`{name}`, `${count}`, `%1` of `replacingOccurrences`)
    /// that the source has and a translation drops.
    public static let placeholderMissing = "placeholder-missing"
}
