import PushlocFormatString

/// A conversion whose `%` was lost in translation: a bare `@` where the source reads an object
/// (ar `"إضافة @؟"` for `"Add %@?"`), a bare `d`, `ld` or `lld` where it reads a whole number
/// (`"+d more"` for `"+%d more"`). CoreFoundation formats only what follows a `%`, so the phone shows
/// the letter as written and the value is lost.
///
/// Another tool's placeholder, `{0}`, is the same loss: the phone formats only `%` specifiers and
/// shows `{0}` as written (km `"ភាគ {0}"` for `"Episode %1$@"`). It counts when the source does not
/// have it too (then the app replaces it, and `placeholder-missing` compares it).
///
/// A bare `@` or `d` is prose often enough (`name@example.com`, `@user`, `d'accord`), so only a token
/// that stands alone counts: no letter, digit, `_`, `.`, `@` or apostrophe touches it, and only in a
/// translation that drops an argument of that kind.
enum LostPercent {
    /// The lost-percent remnants of `format`, outside its specifiers and variables, for a translation
    /// that drops arguments of the types `lost`.
    static func remnants(in format: ParsedFormat, lost: Set<ArgumentType>, source: String) -> [SpecifierRemnant] {
        let object = lost.contains(.object)
        let number = lost.contains(.int) || lost.contains(.int64)
        let scalars = Array(format.source.unicodeScalars)
        var found = bracedPlaceholders(in: scalars, source: source, anyLost: !lost.isEmpty)
        guard object || number else { return found }
        var covered = [Bool](repeating: false, count: scalars.count)
        let spans = format.specifiers.map { ($0.offset, $0.text) } + format.variables.map { ($0.offset, $0.text) }
        for (offset, text) in spans {
            let end = min(scalars.count, offset + text.unicodeScalars.count)
            if offset < end { for index in offset..<end { covered[index] = true } }
        }
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard !covered[index], index == 0 || standsApart(scalars[index - 1]) else { continue }
            let tokens: [String] = (object ? ["@"] : []) + (number ? ["lld", "ld", "d"] : [])
            for token in tokens {
                let letters = Array(token.unicodeScalars)
                let end = index + letters.count
                guard end <= scalars.count, Array(scalars[index..<end]) == letters,
                      end == scalars.count || standsApart(scalars[end]) else { continue }
                found.append(SpecifierRemnant(text: token, offset: index))
                index = end - 1
                break
            }
        }
        return found
    }

    /// `{0}`, `{1}`, … in `scalars` that `source` lacks, when an argument is lost.
    private static func bracedPlaceholders(in scalars: [Unicode.Scalar], source: String, anyLost: Bool) -> [SpecifierRemnant] {
        guard anyLost else { return [] }
        var found: [SpecifierRemnant] = []
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "{" else { continue }
            var end = index + 1
            while end < scalars.count, end - index <= 3, ("0"..."9").contains(scalars[end]) { end += 1 }
            guard end > index + 1, end < scalars.count, scalars[end] == "}" else { continue }
            let token = String(String.UnicodeScalarView(scalars[index...end]))
            if !source.contains(token) { found.append(SpecifierRemnant(text: token, offset: index)) }
            index = end
        }
        return found
    }

    /// Whether `scalar` may border a lost conversion: not a letter, digit, `_`, `.`, `@`, `%`, `$` or
    /// apostrophe.
    private static func standsApart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isAlphabetic || scalar.properties.numericType != nil { return false }
        switch scalar {
        case "_", ".", "@", "%", "$", "'", "\u{2019}", "\u{02BC}", "\\": return false
        default: return true
        }
    }
}
