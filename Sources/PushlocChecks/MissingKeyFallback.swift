/// What the device shows for a key that a language's copy of a table lacks, in words.
///
/// A `.strings` table looked up with `NSLocalizedString` shows the key itself (CFBundle's lookup).
/// Two kinds of table are read by the system instead, and fall back to the text they were built
/// from: `InfoPlist` (the value in the app's Info.plist) and the tables of storyboards and xibs,
/// whose keys are object ids (`3kU-n2-fha.title`) and whose fallback is the text in the storyboard.
enum MissingKeyFallback {
    /// How many of the missing keys are looked at to tell a storyboard's or xib's table.
    static let keysExamined = 50

    /// "in <language> the device shows …" for missing keys of `table` (`keys`: the missing ones, of
    /// which the first ``keysExamined`` are looked at; `grouped`: one finding for several keys).
    static func whatTheDeviceShows(table: String, keys: some Collection<String>, grouped: Bool, language: String, development: String) -> String {
        if table.lowercased() == "infoplist" {
            return "in \(language) the device shows the value of the app's Info.plist (usually the \(development) text)"
        }
        if !keys.isEmpty && areInterfaceBuilderKeys(keys) {
            return "in \(language) the device shows the text written in the storyboard or xib (usually the \(development) text)"
        }
        return !grouped
            ? "in \(language) the device shows the key itself"
            : "in \(language) the device shows each key itself, not the \(development) text"
    }

    /// Whether the first ``keysExamined`` of `keys` are all Interface Builder keys. Walked by index:
    /// a slice of a generic collection and its iterator look up metadata at run time on first use.
    private static func areInterfaceBuilderKeys(_ keys: some Collection<String>) -> Bool {
        var index = keys.startIndex
        var examined = 0
        while index != keys.endIndex && examined < keysExamined {
            if !isInterfaceBuilderKey(keys[index]) { return false }
            keys.formIndex(after: &index)
            examined += 1
        }
        return true
    }

    /// `3kU-n2-fha.title`: an Interface Builder object id (three, two and three characters) and a property.
    static func isInterfaceBuilderKey(_ key: String) -> Bool {
        let scalars = Array(key.unicodeScalars)
        guard scalars.count > 11, scalars[3] == "-", scalars[6] == "-", scalars[10] == "." else { return false }
        return [0, 1, 2, 4, 5, 7, 8, 9].allSatisfy { index in
            let value = scalars[index].value
            return (48...57).contains(value) || (65...90).contains(value) || (97...122).contains(value)
        }
    }
}
