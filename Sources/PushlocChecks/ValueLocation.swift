import PushlocDiagnostics
import PushlocStringsFile

/// Maps places inside a `.strings` value back to the file.
enum ValueLocation {
    /// The location of the entry's value token.
    static func of(_ entry: StringsEntry, in file: String) -> SourceLocation {
        SourceLocation(file: file, line: entry.valueLine, column: entry.valueColumn)
    }

    /// The best location of the character at `offset` (Unicode scalars) inside the value: exact when the
    /// value has no escape or line break before it, else the value token's own location.
    static func of(_ entry: StringsEntry, offset: Int, in file: String) -> SourceLocation {
        let prefix = entry.value.unicodeScalars.prefix(offset)
        let simple = !prefix.contains { $0 == "\n" || $0 == "\\" || $0 == "\"" || $0 == "\t" || $0.value < 0x20 }
        guard simple else { return of(entry, in: file) }
        return SourceLocation(file: file, line: entry.valueLine, column: entry.valueColumn + 1 + offset)
    }
}
