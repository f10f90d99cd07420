/// The `'` flag (`%'d`, thousands grouping in POSIX `printf`), which CoreFoundation does not have:
/// `__CFParseFormatSpec` takes only `-`, `+`, space, `#` and `0` as flags, so at `'` it meets no
/// conversion, writes the `'` for the whole piece and reads no argument (`String(format: "%'d steps",
/// 5)` is `'d steps`). The string meant is the one without the `'`.
enum QuoteFlag {
    /// The flags CF reads, and `'`.
    private static let flags: Set<Unicode.Scalar> = ["-", "+", " ", "#", "0", "'"]
    /// What may follow the flags of a specifier: a width, a precision, a length or a conversion.
    private static let specifierTail: Set<Unicode.Scalar> = Set("0123456789*.hlqLztjdDiuUxXoOfFeEgGaAcCsSp@".unicodeScalars)

    /// `source` with the `'` taken out of each specifier that has it among its flags (`%'d` -> `%d`,
    /// `%1$'ld` -> `%1$ld`); `nil` when no specifier has one.
    static func meant(_ source: String) -> String? {
        guard source.unicodeScalars.contains("'") else { return nil }
        let scalars = Array(source.unicodeScalars)
        var kept = String.UnicodeScalarView()
        var changed = false
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            kept.append(scalar)
            index += 1
            guard scalar == "%", index < scalars.count else { continue }
            if scalars[index] == "%" {
                kept.append("%")
                index += 1
                continue
            }
            // An argument number: digits and `$`.
            var cursor = index
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { cursor += 1 }
            if cursor > index, cursor < scalars.count, scalars[cursor] == "$" { cursor += 1 } else { cursor = index }
            var flagsEnd = cursor
            while flagsEnd < scalars.count, flags.contains(scalars[flagsEnd]) { flagsEnd += 1 }
            let hasQuote = scalars[cursor..<flagsEnd].contains("'")
            guard hasQuote, flagsEnd < scalars.count, specifierTail.contains(scalars[flagsEnd]) else { continue }
            kept.append(contentsOf: scalars[index..<cursor])
            kept.append(contentsOf: scalars[cursor..<flagsEnd].filter { $0 != "'" })
            index = flagsEnd
            changed = true
        }
        return changed ? String(kept) : nil
    }
}
