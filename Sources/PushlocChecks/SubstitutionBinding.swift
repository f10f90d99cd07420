import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import PushlocRules
import PushlocStringsFile

/// Which argument each plural variable of a translation reads, and how, against the development
/// language's entry: the binding that every form of the variable depends on, checked once per variable
/// before its forms are.
///
/// A String Catalog's substitution compiles into a `.stringsdict` variable (``StringCatalogCompiler``):
/// its `formatSpecifier` is the variable's `NSStringFormatValueTypeKey`, and its `argNum` the argument
/// its forms' `%arg` read. The variable itself reads the argument at its place in the format key (CF
/// numbers `%#@name@` like any specifier; `%2$#@n@` reads argument 2). So a translation is wrong, for
/// every form at once, when:
/// - its format key names a variable it has no substitution (or `.stringsdict` variable) for: CF reads
///   `%#@name@` without one as `%@` (`__CFParseFormatSpec` makes it an object conversion), and a count
///   read as an object crashes the app;
/// - the variable reads its argument with another type class than the development language's (`@`
///   where it reads `lld`: a crash; `lld` where it reads `@`: the object's address is the number);
/// - the variable is another argument of the format key (a reordered sentence without `%2$#@n@`), for
///   a `.stringsdict` variable or a substitution without `argNum`;
/// - the substitution's `argNum` is another argument: its forms show that one as the count.
///
/// Each is one `type-mismatch` error for the variable; its forms are then not compared one by one.
enum SubstitutionBinding {
    /// One finding: its level, message and place (`nil`: the entry's).
    struct Finding {
        let rule: RuleLevel
        let message: String
        let location: SourceLocation?
    }

    /// The findings for `entry` (whose format key is `parsedKey`) against `reference`, and the names of
    /// the variables they settle.
    // swiftlint:disable:next function_parameter_count
    static func compare(
        _ entry: StringsDictEntry, parsedKey: ParsedFormat, to reference: StringsDictEntry, parsedReferenceKey: ParsedFormat,
        language: String, referenceLanguage: String, fromCatalog: Bool
    ) -> (findings: [Finding], settled: Set<String>) {
        var findings: [Finding] = []
        var settled = Set<String>()
        let key = entry.key
        let formatKey = entry.formatKey ?? ""
        let referenceKey = reference.formatKey ?? ""
        var seen = Set<String>()
        for variable in parsedKey.variables where seen.insert(variable.name).inserted {
            let name = variable.name
            guard let theirs = reference.variables.first(where: { $0.name == name }),
                  let referencePlace = parsedReferenceKey.variables.first(where: { $0.name == name }) else { continue }
            let expected = VariableForm.type(ofValueType: theirs.valueType) ?? .int
            let expectedText = "%" + (theirs.valueType ?? "d")
            guard let mine = entry.variables.first(where: { $0.name == name }) else {
                // The compiler writes no variable for it: CF reads %#@name@ as %@.
                guard expected != .object else { continue }
                let cause = fromCatalog
                    ? "lost the substitution '\(name)': the compiler writes no plural variable for %#@\(name)@, and CF reads it as %@, an object"
                    : "names %#@\(name)@, but its entry has no variable '\(name)': CF reads it as %@, an object"
                let fix = fromCatalog
                    ? "Add the substitution '\(name)' to \(language) as \(referenceLanguage) has it (argNum \(theirs.argumentNumber ?? referencePlace.position), formatSpecifier \(theirs.valueType ?? "d"), its plural forms)"
                    : "Add the variable '\(name)' as \(referenceLanguage) has it (NSStringFormatValueTypeKey \(theirs.valueType ?? "d"), its plural forms)"
                findings.append(Finding(
                    rule: RuleDescription.typeMismatch.level,
                    message: "'\(key)' in \(language) \(cause), where \(referenceLanguage) passes argument \(variable.position) as a number (\(expectedText)): the app crashes (\(language) \"\(formatKey)\" vs \(referenceLanguage) \"\(referenceKey)\"). \(fix)",
                    location: nil))
                settled.insert(name)
                continue
            }
            let place = mine.formLocations["other"] ?? mine.formLocations.values.min { ($0.line, $0.column) < ($1.line, $1.column) }
            let what = fromCatalog ? "the substitution '\(name)'" : "the plural variable '\(name)'"
            let actual = VariableForm.type(ofValueType: mine.valueType) ?? .int
            if actual != expected && !actual.differsOnlyInSize(from: expected) {
                let outcome = actual == .object && expected != .object
                    ? "the app passes a number, which CF reads as an object: the app crashes"
                    : expected == .object ? "the app passes an object, whose address CF reads as the number: the form and the count shown are meaningless"
                    : "CF reads the number with the wrong type: the form and the count shown are meaningless"
                let field = fromCatalog ? "formatSpecifier" : "NSStringFormatValueTypeKey"
                findings.append(Finding(
                    rule: RuleDescription.typeMismatch.level,
                    message: "\(what) of '\(key)' in \(language) reads argument \(variable.position) as %\(mine.valueType ?? "d") where \(referenceLanguage) reads \(expectedText): \(outcome). Set its \(field) to \(theirs.valueType ?? "d") as \(referenceLanguage) has it",
                    location: place))
                settled.insert(name)
                continue
            }
            // A catalog substitution with an `argNum` names its argument itself, so a translation may
            // move `%#@name@` in its sentence without a number; only a variable without one is bound by
            // its place.
            if variable.position != referencePlace.position && !(fromCatalog && mine.argumentNumber != nil) {
                findings.append(Finding(
                    rule: RuleDescription.typeMismatch.level,
                    message: "\(what) of '\(key)' in \(language) is argument \(variable.position) of \"\(formatKey)\", where \(referenceLanguage) passes the count as argument \(referencePlace.position) (\"\(referenceKey)\"): the phone picks its plural form from argument \(variable.position), and the other specifiers read the arguments out of order. Number the arguments as \(referenceLanguage) passes them: %\(referencePlace.position)$#@\(name)@",
                    location: nil))
                settled.insert(name)
                continue
            }
            let shown = mine.argumentNumber ?? variable.position
            let wanted = theirs.argumentNumber ?? referencePlace.position
            if fromCatalog, shown != wanted {
                let argument = FormatSignature(parsing: StringsDictChecks.expand(parsedReferenceKey, variables: reference.variables, category: nil))
                    .type(at: shown)
                let outcome = argument == .object || argument == .cstring
                    ? "an object in \(referenceLanguage), whose address the forms show as the count"
                    : argument == nil ? "an argument \(referenceLanguage) never passes: the forms show garbage" : "another number than the count"
                findings.append(Finding(
                    rule: RuleDescription.typeMismatch.level,
                    message: "\(what) of '\(key)' in \(language) has argNum \(shown) where \(referenceLanguage)'s has \(wanted): its forms' %arg read argument \(shown), \(outcome). Set its argNum to \(wanted)",
                    location: place))
                settled.insert(name)
            }
        }
        return (findings, settled)
    }
}

extension LocalizationTable {
    /// Whether the table's plurals were compiled from a String Catalog (its `.strings` and
    /// `.stringsdict` documents are the one catalog file).
    var pluralsFromCatalog: Bool {
        guard let plurals = stringsDict?.path, let strings = strings?.path else { return false }
        return plurals == strings
    }
}
