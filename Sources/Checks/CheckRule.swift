import Diagnostics
import Rules

/// Rule ids that only the checks of this module raise (the shared ones are in ``RuleID``); each
/// comes from its description in ``RuleRegistry``.
public enum CheckRule {
    /// A button label longer than ``ButtonLabelRules/maximumLength`` characters.
    public static let labelTooLong = RuleDescription.labelTooLong.id
    /// A format specifier in a button label, which is shown as-is.
    public static let labelFormat = RuleDescription.labelFormat.id
    /// A bidirectional embedding, override or isolate control (U+202A–U+202E, U+2066–U+2069) in a
    /// translation whose source has none (Trojan-source spoofing).
    public static let bidiControl = RuleDescription.bidiControl.id
    /// A `pushloc:disable` comment that suppresses nothing.
    public static let unusedSuppression = RuleDescription.unusedSuppression.id
    /// A placeholder the app replaces itself (`{name}`, `${count}`, `%1` of `replacingOccurrences`)
    /// that the source has and a translation drops.
    public static let placeholderMissing = RuleDescription.placeholderMissing.id
}
