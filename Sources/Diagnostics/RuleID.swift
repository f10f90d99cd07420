/// The stable ids of pushloc's rules, as DESIGN.md sections 3 to 7 name them.
///
/// Ids never change once published: CI configurations and SARIF consumers key on them.
public enum RuleID {
    // Parsing (.strings, .stringsdict, JSON)
    /// Any parse error. Always an error.
    public static let syntax = "syntax"
    /// A backslash before a character that is not an escape (`\u203A`).
    public static let unknownEscape = "unknown-escape"
    /// A 0-byte `.strings` file.
    public static let emptyFile = "empty-file"
    /// The same key twice in one table.
    public static let duplicateKey = "duplicate-key"
    /// A value that is the empty string.
    public static let emptyValue = "empty-value"

    // Within one format string
    /// Numbered and unnumbered specifiers in one string.
    public static let mixedPositional = "mixed-positional"
    /// `%0$@`.
    public static let zeroPosition = "zero-position"
    /// A position that no specifier reads while a higher one is read.
    public static let argumentGap = "argument-gap"
    /// One position read with two type classes.
    public static let conflictingTypes = "conflicting-types"
    /// An unknown conversion or a lone `%` at the end.
    public static let invalidSpecifier = "invalid-specifier"
    /// More than `FormatLimits.maximumDirectives` specifiers in one string (hostile input): reported
    /// once, and the string is not expanded.
    public static let tooManySpecifiers = "too-many-specifiers"
    /// A `.stringsdict` entry whose `NSStringLocalizedFormatKey` names none of its variables.
    public static let stringsDictFormatKey = "stringsdict-format-key"
    /// A `%` in the prose of a development string that only parses by accident (`100% guaranteed`).
    public static let literalPercent = "literal-percent"

    // Across languages
    /// A translation reads an argument the development string does not have.
    public static let argumentExtra = "argument-extra"
    /// A translation drops an argument the development string uses.
    public static let argumentMissing = "argument-missing"
    /// The same position with another type class.
    public static let typeMismatch = "type-mismatch"
    /// A translation drops an argument and leaves a mangled piece of its specifier (`%% @`, `@%`).
    public static let brokenSpecifier = "broken-specifier"
    /// A key of the development language missing from a translation.
    public static let missingKey = "missing-key"
    /// A key in a translation that the development language does not have.
    public static let extraKey = "extra-key"
    /// Two table files whose names differ only in case.
    public static let tableNameCase = "table-name-case"

    // Templates and payloads
    /// A loc key of a template that the development language lacks.
    public static let unknownLocKey = "unknown-loc-key"
    /// A template's loc-args do not match what a language's string reads.
    public static let locArgsArity = "loc-args-arity"
    /// A specifier other than `%@`, `%n$@`, `%%` in a string used by a push template.
    public static let pushSpecifier = "push-specifier"
    /// A payload that cannot fit its size limit.
    public static let payloadTooLarge = "payload-too-large"
}
