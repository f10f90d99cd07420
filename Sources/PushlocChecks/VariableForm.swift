import PushlocFormatString

/// A plural form as CF reads it inside its variable.
///
/// CF formats a variable's form with a recursive call of `__CFStringAppendFormatCore` whose sequential
/// count starts at the variable's own argument (its `initialArgPosition`: "only used for recursive
/// calls when doing stringsDict formatting", and `argNum = initialArgPosition` before the specifiers
/// are numbered, in corelibs' CFString.c). So in `%1$@ [%2$#@n@]` the `%lld` of a form of `n` reads
/// argument 2, not 1; numbered specifiers in a form keep their numbers.
enum VariableForm {
    /// `form` with each unnumbered specifier numbered as CF reads it inside a variable at argument
    /// `position`; the form itself when `position` is 1 (the sequential count starts there anyway), or
    /// when a specifier takes a `*` width or precision (left as written).
    static func numbered(_ form: String, from position: Int) -> String {
        guard position > 1, form.utf8.contains(UInt8(ascii: "%")) else { return form }
        let parsed = ParsedFormat(form)
        let unnumbered = parsed.specifiers.filter { !$0.isPositional }
        guard !unnumbered.isEmpty, unnumbered.allSatisfy({ $0.starPositions.isEmpty }) else { return form }
        var numbers: [Int: Int] = [:]
        for specifier in unnumbered { numbers[specifier.offset] = specifier.position + position - 1 }
        var result = String.UnicodeScalarView()
        for (offset, scalar) in form.unicodeScalars.enumerated() {
            result.append(scalar)
            if let number = numbers[offset] { result.append(contentsOf: "\(number)$".unicodeScalars) }
        }
        return String(result)
    }

    /// The type class a `NSStringFormatValueTypeKey` or a substitution's `formatSpecifier` (`d`, `lld`,
    /// `@`) reads; `nil` when it is no conversion.
    static func type(ofValueType valueType: String?) -> ArgumentType? {
        guard let valueType, !valueType.isEmpty else { return nil }
        return FormatKeyCache.parsedFormat("%" + valueType).specifiers.first?.type
    }
}
