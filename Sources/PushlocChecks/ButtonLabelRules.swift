import PushlocCatalog

/// Rules for the devtodev button-label table (`Buttons`): labels are shown as-is on a button
/// (`LabelTooLongCheck` and `LabelFormatCheck`).
public enum ButtonLabelRules {
    /// The table that holds the button labels.
    public static let tableName = "Buttons"
    /// Labels longer than this (in characters, i.e. grapheme clusters) are likely cut on the device.
    public static let maximumLength = 20

    /// Whether `table` is the button-label table (its name in any case).
    static func holdsLabels(_ table: LocalizationTable) -> Bool {
        // Asked by each label pass of every table: compared by bytes (`tableName` is ASCII letters, so
        // setting bit 0x20 folds case), without bridging to Foundation.
        let name = table.name.utf8
        guard name.count == tableName.utf8.count else { return false }
        return zip(name, tableName.utf8).allSatisfy { $0 | 0x20 == $1 | 0x20 }
    }
}
