import PushlocDiagnostics
import PushlocRules

/// The words and level of a `duplicate-key` finding, the same for a text `.strings` file and a
/// property list.
enum DuplicateKeyMessage {
    /// A repeat with the same value changes nothing the device shows: a note. Another value hides
    /// one of the two texts: a warning.
    static func level(earlierValue: String, value: String) -> RuleLevel {
        earlierValue.unicodeScalars.elementsEqual(value.unicodeScalars) ? RuleLevel.duplicateKeySameValue : RuleDescription.duplicateKey.level
    }

    /// The message for `key`, repeated: its earlier entry is on `earlierLine` with `earlierValue`,
    /// the later one (which the device shows) has `value`.
    static func text(key: String, earlierLine: Int, earlierValue: String, value: String) -> String {
        let values = earlierValue.unicodeScalars.elementsEqual(value.unicodeScalars)
            ? "with the same value, so the device shows the same text either way; remove one"
            : "with another value (\(quoted(earlierValue))); the device shows this later one, \(quoted(value)): remove the one you do not want"
        return "duplicate key \(quoted(key)): it is also on line \(earlierLine), \(values)"
    }

    /// A key or value for a message: quoted, shortened past 60 characters.
    static func quoted(_ text: String) -> String {
        let shown = text.unicodeScalars.count > 60 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(60))) + "…" : text
        return "\"" + shown + "\""
    }
}
