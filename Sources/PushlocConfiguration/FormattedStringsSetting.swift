/// Which tables the app passes every string of to `String(format:)` (`formatted-strings` in
/// `.pushloc.yml`): what an accessor such as SwiftGen's `tr(…)` does, even for a string with no
/// specifier. There a `%` of prose in the development string is lost on the phone.
public enum FormattedStringsSetting: Sendable, Hashable {
    /// Every table (`formatted-strings: all`).
    case all
    /// The tables named, without extension (`formatted-strings: [Localizable, Alerts]`).
    case tables([String])
}
