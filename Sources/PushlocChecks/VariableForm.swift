import PushlocFormatString
import Synchronization

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
        let unnumbered = ParsedFormat.specifiers(in: form).filter { !$0.isPositional }
        guard !unnumbered.isEmpty, unnumbered.allSatisfy({ $0.starPositions.isEmpty }) else { return form }
        // The specifiers are in string order: the text is copied up to and through each one's `%`
        // (its offset counts scalars), then its number goes in.
        let scalars = form.unicodeScalars
        var result = ""
        var copied = scalars.startIndex
        var copiedCount = 0
        for specifier in unnumbered {
            guard let through = scalars.index(copied, offsetBy: specifier.offset + 1 - copiedCount, limitedBy: scalars.endIndex)
            else { break }
            result += Substring(scalars[copied..<through])
            result += "\(specifier.position + position - 1)$"
            copied = through
            copiedCount = specifier.offset + 1
        }
        result += Substring(scalars[copied...])
        return result
    }

    /// The type class a `NSStringFormatValueTypeKey` or a substitution's `formatSpecifier` (`d`, `lld`,
    /// `@`) reads; `nil` when it is no conversion.
    static func type(ofValueType valueType: String?) -> ArgumentType? {
        guard let valueType, !valueType.isEmpty else { return nil }
        // A catalog names a handful of value types (`d`, `ld`, `lld`, `@`) for every form of every
        // language: each is parsed once, and its answer kept on its own (a kept full parse would be
        // copied out, and its specifiers listed, on every call).
        if let known = valueTypes.withLock({ $0[valueType] }) { return known }
        let type = ParsedFormat.specifiers(in: "%" + valueType).first?.type
        valueTypes.withLock { table in
            if table.count < FormatKeyCache.limit { table[valueType] = type }
        }
        return type
    }

    /// ``type(ofValueType:)``'s answers, by value type.
    private static let valueTypes = Mutex<[String: ArgumentType?]>([:])
}
