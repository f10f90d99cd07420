import Diagnostics

/// Rule ids that only the checks of this module raise (the shared ones are in ``RuleID``).
public enum CheckRule {
    /// A button label longer than ``ButtonLabelRules/maximumLength`` characters.
    public static let labelTooLong = "label-too-long"
    /// A format specifier in a button label, which is shown as-is.
    public static let labelFormat = "label-format"
}
