import PushlocFormatString

/// Two things a translation can get wrong with the same signature as its source: a `% ` before a
/// word, and a `%#@name@` variable outside a `.stringsdict`.
///
/// CoreFoundation has a space flag: `% d` is a conversion, so `"+% daha"` for `"+%d more"` shows
/// `"+ 5aha"`, reading the number the source reads and eating the `d` of the word
/// (`__CFParseFormatSpec`: a space sets the space flag and the parse goes on to the conversion).
enum SpaceFlagOrVariable {
    /// A space-flagged conversion followed by a letter: the letter shown is gone.
    struct EatenLetter: Equatable {
        /// The specifier as written, `% d`.
        let text: String
        /// The letter the conversion took, `d`.
        let letter: Character
        /// The position it reads.
        let position: Int
        /// The offset of its `%`, in Unicode scalars.
        let offset: Int
    }

    /// The first space-flagged conversion of `format` that eats a letter of a word and reads what the
    /// source (`passing`) reads at its position, with the same type; `nil` when there is none. One
    /// that reads another type or an argument the source lacks is a `type-mismatch` or
    /// `argument-extra` finding instead.
    static func eatenLetter(in format: ParsedFormat, passing: FormatSignature) -> EatenLetter? {
        let scalars = Array(format.source.unicodeScalars)
        for specifier in format.specifiers where specifier.hasFlag(" ") && specifier.conversion != "@" {
            let after = specifier.offset + specifier.text.unicodeScalars.count
            guard after < scalars.count, scalars[after].properties.isAlphabetic,
                  passing.type(at: specifier.position) == specifier.type else { continue }
            return EatenLetter(text: specifier.text, letter: specifier.conversion, position: specifier.position, offset: specifier.offset)
        }
        return nil
    }
}
