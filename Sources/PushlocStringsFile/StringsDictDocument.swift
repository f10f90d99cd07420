import PushlocDiagnostics

/// One variable of a `.stringsdict` entry: the dictionary that a `%#@name@` in the format refers to.
public struct StringsDictVariable: Sendable, Hashable {
    /// The variable's name, the key of its dictionary.
    public var name: String
    /// `NSStringFormatSpecTypeKey`, normally `NSStringPluralRuleType`; `nil` when missing.
    public var specTypeKey: String?
    /// `NSStringFormatValueTypeKey`, the format specifier of the number (`d`, `ld`...); `nil` when missing.
    public var valueType: String?
    /// The other string values by key: plural category (`zero`, `one`, `two`, `few`, `many`, `other`)
    /// to the format used for it.
    public var forms: [String: String]
    /// Where each form's value starts (its first character), by the same keys as ``forms``, when the
    /// reader knows it. Findings about one form point here; a form without a location falls back to the
    /// entry's key.
    public var formLocations: [String: SourceLocation]
    /// The `argNum` of the String Catalog substitution the variable was compiled from: the argument its
    /// forms' `%arg` read. `nil` in a `.stringsdict` file and for a substitution without one.
    public var argumentNumber: Int?

    /// Creates a variable.
    public init(
        name: String, specTypeKey: String?, valueType: String?, forms: [String: String],
        formLocations: [String: SourceLocation] = [:], argumentNumber: Int? = nil
    ) {
        self.name = name
        self.specTypeKey = specTypeKey
        self.valueType = valueType
        self.forms = forms
        self.formLocations = formLocations
        self.argumentNumber = argumentNumber
    }
}

/// One top-level entry of a `.stringsdict` file.
public struct StringsDictEntry: Sendable, Hashable {
    /// The key of the string.
    public var key: String
    /// `NSStringLocalizedFormatKey`, the format with its `%#@name@` variables; `nil` when missing.
    public var formatKey: String?
    /// The variables, in file order.
    public var variables: [StringsDictVariable]
    /// The line of the entry's `<key>` tag (1-based).
    public var line: Int
    /// The column of the `<` of the entry's `<key>` tag (1-based, in Unicode scalars).
    public var column: Int

    /// Creates an entry.
    public init(key: String, formatKey: String?, variables: [StringsDictVariable], line: Int, column: Int) {
        self.key = key
        self.formatKey = formatKey
        self.variables = variables
        self.line = line
        self.column = column
    }
}

/// A parsed `.stringsdict` file.
public struct StringsDictDocument: Sendable {
    /// The path shown in diagnostics.
    public var path: String
    /// The entries, in file order.
    public var entries: [StringsDictEntry]
    /// The findings: `syntax` errors (malformed XML, a root that is not a dictionary, an entry without
    /// `NSStringLocalizedFormatKey`, a variable without `NSStringFormatSpecTypeKey`, a `%#@name@` with no
    /// variable of that name), `duplicate-key` errors and the `empty-file` warning.
    public var diagnostics: [Diagnostic]

    /// Creates a document.
    public init(path: String, entries: [StringsDictEntry], diagnostics: [Diagnostic]) {
        self.path = path
        self.entries = entries
        self.diagnostics = diagnostics
    }

    /// The entry with `key` (the last, if the file repeats it).
    public func entry(forKey key: String) -> StringsDictEntry? {
        entries.last { KeyIndex.sameBytes($0.key, key) }
    }
}
