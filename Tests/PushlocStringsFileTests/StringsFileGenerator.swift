import PushlocTestSupport
@testable import PushlocStringsFile

/// Generates valid `.strings` files from a seed: random keys and values written with every kind of
/// escape, quoting and spacing, comments, shortcut entries, duplicates and now and then braces.
struct StringsFileGenerator {
    private var random: SeededRandom

    /// Characters of keys and values: no combining marks, so that no two generated keys are
    /// canonically equivalent (Foundation on Linux would merge them, the device would not).
    private static let characters: [Character] = Array(
        "abcXYZ019 _-./:$%@;=,!?\"'\\\n\t\r*" + "éßÄЖжй中文‹›€\u{7}\u{1}\u{7F}\u{A0}\u{2028}\u{FEFF}😀🇫🇷")
    private static let separators = [" ", " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{2028}", "\u{2029}", "  \n\t", " /* c */ ", " // line\n"]

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// A file and the entries it holds, in order.
    mutating func file() -> (text: String, entries: [(key: String, value: String)]) {
        var text = chance(10) ? "/* header \(int(1000)) */\n\n" : ""
        let braces = chance(10)
        if braces { text += "{" + separator() }
        var entries: [(key: String, value: String)] = []
        for _ in 0...int(25) {
            if chance(30) { text += "/* about \(int(100)) // ok */\n" }
            if chance(10) { text += "// note: \"quoted\" /* not a block */\n" }
            let key = entries.isEmpty || !chance(10) ? string(maxLength: 12) : entries[int(entries.count)].key
            if chance(15) {
                text += token(key) + separator() + ";"
                entries.append((key, key))
            } else {
                let value = string(maxLength: 30)
                text += token(key) + separator() + "=" + separator() + token(value) + separator() + ";"
                entries.append((key, value))
            }
            text += chance(20) ? " // trailing\n" : (chance(80) ? "\n" : separator())
        }
        if braces { text += separator() + "}" + separator() }
        return (text, entries)
    }

    private mutating func chance(_ percent: Int) -> Bool { int(100) < percent }

    private mutating func int(_ bound: Int) -> Int { Int.random(in: 0..<max(bound, 1), using: &random) }

    private mutating func separator() -> String {
        Self.separators[int(Self.separators.count)]
    }

    private mutating func string(maxLength: Int) -> String {
        String((0..<int(maxLength + 1)).map { _ in Self.characters[int(Self.characters.count)] })
    }

    /// `text` as a token: unquoted when it can be, else quoted with escapes of every kind.
    private mutating func token(_ text: String) -> String {
        // An unquoted token cannot start with `//`: the parser reads a comment there.
        if !text.isEmpty, !text.hasPrefix("//"), text.utf8.allSatisfy(StringsScanner.isUnquotedCharacter), chance(60) {
            return text
        }
        let quote: Character = chance(25) ? "'" : "\""
        var out = String(quote)
        for character in text {
            if character == quote || character == "\\" {
                out += "\\" + String(character)
                continue
            }
            for scalar in character.unicodeScalars { out += written(scalar) }
        }
        out.append(quote)
        return out
    }

    /// One scalar inside quotes, raw or as one of the escapes that mean it.
    private mutating func written(_ scalar: Unicode.Scalar) -> String {
        let value = scalar.value
        let raw = String(scalar)
        switch int(6) {
        case 0 where value < 0x80:
            return "\\" + String(repeating: "0", count: 3 - String(value, radix: 8).count) + String(value, radix: 8)
        case 1 where value < 0x10000:
            return "\\U" + hex(value, digits: 4)
        case 1:
            let high = 0xD800 + ((value - 0x10000) >> 10)
            let low = 0xDC00 + ((value - 0x10000) & 0x3FF)
            return "\\U" + hex(high, digits: 4) + "\\U" + hex(low, digits: 4)
        case 2:
            switch raw {
            case "\n": return chance(50) ? "\\n" : "\\\n"
            case "\t": return "\\t"
            case "\r": return "\\r"
            case "\u{7}": return "\\a"
            case "'", "\"": return "\\" + raw
            default: return raw
            }
        case 3 where ["q", "%", "é", "Ж", "😀", ";"].contains(raw):
            return "\\" + raw  // an unknown escape: a warning, and the character itself
        default:
            return raw
        }
    }
}
