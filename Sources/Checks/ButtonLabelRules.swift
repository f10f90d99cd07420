import Catalog
import Foundation

/// Rules for the devtodev button-label table (`Buttons`): labels are shown as-is on a button
/// (`LabelTooLongCheck` and `LabelFormatCheck`).
public enum ButtonLabelRules {
    /// The table that holds the button labels.
    public static let tableName = "Buttons"
    /// Labels longer than this (in characters, i.e. grapheme clusters) are likely cut on the device.
    public static let maximumLength = 20

    /// Whether `table` is the button-label table (its name in any case).
    static func holdsLabels(_ table: LocalizationTable) -> Bool {
        table.name.caseInsensitiveCompare(tableName) == .orderedSame
    }
}
