import PushlocDiagnostics
import PushlocRules

/// Makes the diagnostics and source locations of one `.stringsdict` file.
struct StringsDictReporter {
    /// The path shown in diagnostics.
    let path: String

    /// The location of `place` in the file.
    func location(_ place: TextPlace) -> SourceLocation {
        SourceLocation(file: path, line: place.line, column: place.column)
    }

    /// A diagnostic at `place`.
    func diagnostic(_ rule: RuleLevel, at place: TextPlace, _ message: String, key: String? = nil) -> Diagnostic {
        Diagnostic(rule, message: message, location: location(place), key: key)
    }

    /// The `duplicate-key` warning of a key repeated in one dictionary, at the repeat; `earlierLine` is
    /// where the key last stood. `entry` is the entry the dictionary belongs to (`nil` for the root).
    func duplicateKey(_ key: String, at place: TextPlace, earlierLine: Int, entry: String?) -> Diagnostic {
        diagnostic(
            RuleDescription.duplicateKey.level, at: place,
            "duplicate key \"\(key)\" in the same dictionary: it is also on line \(earlierLine); the device uses this later one",
            key: entry ?? key)
    }
}
