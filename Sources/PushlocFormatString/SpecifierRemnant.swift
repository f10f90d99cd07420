import PushlocDiagnostics
import PushlocRules

/// A mangled piece of a specifier left in a string: what a translation shows where a value used to be
/// (`%% @`, `% @`, `%1$` with no conversion, `@%`, a lone `$@`, a full-width `％@` or Arabic `٪@`, `%I`
/// for `%i`, any other `%` that parses as nothing).
///
/// Such a piece is garbage on screen, and the value it stood for is lost. It is only looked for in a
/// translation that drops an argument its source reads: elsewhere `@%` or `50 % @ home` may be prose.
public struct SpecifierRemnant: Sendable, Hashable {
    /// The remnant as written, for example `%% @`.
    public let text: String
    /// The offset of its first scalar, in Unicode scalars from the start of the string.
    public let offset: Int

    /// Creates a remnant.
    public init(text: String, offset: Int) {
        self.text = text
        self.offset = offset
    }
}

extension SpecifierRemnant {
    /// The first remnant of `string`, as ``ParsedFormat/specifierRemnants`` finds it. A string that has
    /// no `$` and no look-alike percent sign, and whose every `%` starts a plain specifier (or that has
    /// no `%`), has none, and is not parsed: plural forms ("%d posts") nearly all are such.
    public static func first(in string: String) -> SpecifierRemnant? {
        var text = string
        let certainlyNone = text.withUTF8 { bytes in
            guard !bytes.contains(UInt8(ascii: "$")), !holdsLookAlikePercent(bytes) else { return false }
            return !bytes.contains(UInt8(ascii: "%")) || PlainSpecifiers.signature(of: bytes) != nil
        }
        return certainlyNone ? nil : ParsedFormat(string).specifierRemnants.first
    }

    /// Whether `bytes` hold `％` (EF BC 85) or `٪` (D9 AA).
    private static func holdsLookAlikePercent(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices.dropLast() {
            if bytes[index] == 0xD9 && bytes[index + 1] == 0xAA { return true }
            if bytes[index] == 0xEF && bytes[index + 1] == 0xBC && index + 2 < bytes.count && bytes[index + 2] == 0x85 { return true }
        }
        return false
    }
}

extension ParsedFormat {
    /// The specifier remnants of the string, in string order (see ``SpecifierRemnant``). A deliberate
    /// specifier, a `%#@variable@` and `%%` followed by text other than `@` are never remnants.
    public var specifierRemnants: [SpecifierRemnant] {
        SpecifierRemnantScanner(self).remnants()
    }
}

/// Finds ``SpecifierRemnant``s in a parsed string, outside its deliberate specifiers and variables.
struct SpecifierRemnantScanner {
    private let scalars: [Unicode.Scalar]
    /// Whether each scalar belongs to a deliberate specifier or a variable.
    private var covered: [Bool]
    /// The offsets of the `%` signs that parse as nothing (`invalid-specifier` issues).
    private let invalid: Set<Int>

    init(_ format: ParsedFormat) {
        scalars = Array(format.source.unicodeScalars)
        covered = Array(repeating: false, count: scalars.count)
        invalid = Set(format.issues.filter { $0.rule == RuleDescription.invalidSpecifier.id }.map(\.offset))
        let spans = format.deliberateSpecifiers.map { ($0.offset, $0.text) } + format.variables.map { ($0.offset, $0.text) }
        for (offset, text) in spans {
            let end = min(scalars.count, offset + text.unicodeScalars.count)
            if offset < end { for index in offset..<end { covered[index] = true } }
        }
    }

    func remnants() -> [SpecifierRemnant] {
        var found: [SpecifierRemnant] = []
        var index = 0
        while index < scalars.count {
            if !covered[index], let end = remnantEnd(at: index) {
                found.append(SpecifierRemnant(text: text(index..<end), offset: index))
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    /// The end of the remnant that starts at `index`, if one does.
    private func remnantEnd(at index: Int) -> Int? {
        switch scalars[index] {
        case "%", "％", "٪":
            if let end = percentRemnantEnd(at: index) { return end }
            // Any other `%` that parses as nothing (`% учасників` for `%ld учасників`): the sign and
            // what is left of the specifier's flags and number.
            guard invalid.contains(index) else { return nil }
            var end = index + 1
            while end < scalars.count, isDigit(scalars[end]) || "-+#0'$".unicodeScalars.contains(scalars[end]) { end += 1 }
            return end
        case "@":
            // `@%`: the two characters of `%@`, swapped.
            let next = index + 1
            guard next < scalars.count, !covered[next], scalars[next] == "%" || Self.isLookAlikePercent(scalars[next]) else { return nil }
            return next + 1
        case "$":
            // A lone `$@`: a numbered specifier that lost its `%n`.
            let next = index + 1
            guard next < scalars.count, scalars[next] == "@" else { return nil }
            return next + 1
        default:
            return nil
        }
    }

    /// `%% @`, `%%@`, `% @`, `％@`, `٪@`, `%1$` not followed by a conversion, `% 1$@`, `%I`: a percent
    /// sign (doubled, or a look-alike) and the rest of a specifier that no longer reads an argument.
    private func percentRemnantEnd(at index: Int) -> Int? {
        var cursor = index + 1
        let fullWidth = Self.isLookAlikePercent(scalars[index])
        if !fullWidth, cursor < scalars.count, scalars[cursor] == "%" { cursor += 1 }
        let afterPercents = cursor
        while cursor < scalars.count, scalars[cursor] == " " || scalars[cursor] == "\u{00A0}" { cursor += 1 }
        let spaced = cursor > afterPercents
        let doubled = afterPercents == index + 2
        // A number and `$`: `%1$`, `% 1$`, `%%1$`.
        var digitsEnd = cursor
        while digitsEnd < scalars.count, isDigit(scalars[digitsEnd]) { digitsEnd += 1 }
        if digitsEnd > cursor, digitsEnd < scalars.count, scalars[digitsEnd] == "$" {
            var end = digitsEnd + 1
            if end < scalars.count, scalars[end] == "@" { end += 1 }
            return end
        }
        // A conversion with the wrong letter (`%I` for `%i`): a `%` that is no deliberate specifier,
        // a number at most, and an ASCII letter that is no conversion.
        if !doubled, !spaced, !fullWidth, digitsEnd < scalars.count, isASCIILetter(scalars[digitsEnd]) {
            return digitsEnd + 1
        }
        guard cursor < scalars.count, scalars[cursor] == "@" else { return nil }
        // `%@` itself is a deliberate specifier (covered); `%% @`, `%%@`, `% @`, `％@` and `％ @` are not.
        guard doubled || spaced || fullWidth else { return nil }
        return cursor + 1
    }

    /// A sign that looks like `%` but is no specifier to `String(format:)`: the full-width `％` (CJK
    /// input methods) and the Arabic percent sign `٪` (U+066A, Arabic and Persian keyboards), which the
    /// device shows as written (`String(format: "آخر ٪@", "X")` is `آخر ٪@`).
    static func isLookAlikePercent(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "％" || scalar == "\u{066A}"
    }

    private func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// The scalars in `range` as a string, appended one by one: the view's generic
    /// `append(contentsOf:)` looks up a witness at run time on its first call in a process.
    private func text(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        for index in range { view.append(scalars[index]) }
        return String(view)
    }
}
