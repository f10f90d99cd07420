import PushlocFormatString

/// Placeholders an app replaces itself rather than through `String(format:)`: `{name}`, `{0}`,
/// `${count}`, and `%0`, `%1` ... in a string that is no format string (the app calls
/// `replacingOccurrences(of: "%1", with: ...)`).
///
/// Only tokens that cannot be prose are taken: braces around an identifier or a number, with no
/// space (`{count, plural, ...}` and `{ a }` are not), and `%` with a number that is neither part of
/// a specifier (`%1$@`, `%1d`) nor a percentage (`50 %` has no digit after it).
enum AppPlaceholders {
    /// The placeholders of `text`, in string order, each once. `%N` tokens are taken only when
    /// `percentTokens` is set: in a source, only one with no deliberate specifier is not a format string.
    static func tokens(in text: String, percentTokens: Bool) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var found: [String] = []
        func add(_ range: Range<Int>) {
            let token: String
            if scalars[range].allSatisfy(\.isASCII) {
                // A token is ASCII (a name or digits in braces, `%` and digits): its bytes are its scalars'
                // values, with no scalar-by-scalar append.
                token = String(decoding: scalars[range].map { UInt8(truncatingIfNeeded: $0.value) }, as: UTF8.self)
            } else {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: scalars[range])
                token = String(view)
            }
            if !found.contains(token) { found.append(token) }
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "{", let end = braceEnd(scalars, from: index) {
                let start = index > 0 && scalars[index - 1] == "$" ? index - 1 : index
                add(start..<end)
                index = end
            } else if percentTokens, scalar == "%", let end = percentEnd(scalars, from: index) {
                add(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    /// The contents of the `{{...}}` spans of `text`, in string order. Apps use double braces both for
    /// names they replace (`{{count}}`) and for text they style (`%@ is {{online}}`, translated as
    /// `{{en ligne}}`): a span whose content is no name tells the second kind.
    static func doubleBraceSpans(in text: String) -> [Substring] {
        var spans: [Substring] = []
        var rest = text[...]
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            spans.append(rest[open.upperBound..<close.lowerBound])
            rest = rest[close.upperBound...]
        }
        return spans
    }

    /// Whether the `{{...}}` spans of `source` are styled text rather than names: `translation` has as
    /// many, and one of them holds words (a space between two of its characters), which no name holds.
    /// A single word is not enough: translators also translate names (`{{получателем}}` for
    /// `{{recipient}}`) and pad them (`{{app.name }}`), and the app then replaces nothing.
    static func doubleBracesAreStyledText(source: String, translation: String) -> Bool {
        let translated = doubleBraceSpans(in: translation)
        guard !translated.isEmpty, translated.count == doubleBraceSpans(in: source).count else { return false }
        return translated.contains { span in
            let words = span.split(whereSeparator: { $0.isWhitespace })
            return words.count > 1
        }
    }

    /// The end of `{identifier}` or `{digits}` starting at `start`.
    private static func braceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var cursor = start + 1
        guard cursor < scalars.count, isIdentifierHead(scalars[cursor]) || isDigit(scalars[cursor]) else { return nil }
        let numeric = isDigit(scalars[cursor])
        while cursor < scalars.count, scalars[cursor] != "}" {
            let scalar = scalars[cursor]
            let allowed = numeric ? isDigit(scalar) : isIdentifierHead(scalar) || isDigit(scalar) || scalar == "."
            guard allowed else { return nil }
            cursor += 1
        }
        return cursor < scalars.count ? cursor + 1 : nil
    }

    /// The end of `%N` starting at `start`: not after another `%` (`%%1`), and not followed by `$`,
    /// a letter or `@` (a specifier such as `%1$@` or `%1d`).
    private static func percentEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        if start > 0, scalars[start - 1] == "%" { return nil }
        var cursor = start + 1
        while cursor < scalars.count, isDigit(scalars[cursor]) { cursor += 1 }
        guard cursor > start + 1, cursor - start <= 3 else { return nil }
        if cursor < scalars.count {
            let next = scalars[cursor]
            if next == "$" || next == "@" || next.properties.isAlphabetic { return nil }
            // `%0.2f` has a precision; `%0.` at the end of a sentence is a token and a full stop.
            if next == ".", cursor + 1 < scalars.count, isDigit(scalars[cursor + 1]) || scalars[cursor + 1].properties.isAlphabetic { return nil }
        }
        return cursor
    }

    /// Whether the `%N` tokens among `tokens` number the app's values as an app does: from 0 or 1 on,
    /// none skipped (`%0 of %1`, `%1 files`). `50%5` in prose is no such numbering.
    static func numbersConsistently(_ tokens: [String]) -> Bool {
        let numbers = Set(tokens.compactMap { $0.hasPrefix("%") ? Int($0.dropFirst()) : nil })
        guard let low = numbers.min(), let high = numbers.max() else { return true }
        return low <= 1 && numbers.count == high - low + 1
    }

    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
