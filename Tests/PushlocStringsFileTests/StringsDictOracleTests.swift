import PushlocDiagnostics
import PushlocTestSupport
import Testing
@testable import PushlocStringsFile

/// The one-pass `.stringsdict` reader against the reader it replaced (``LegacyStringsDictBuilder`` over
/// ``LegacyPlistXMLReader``): on messy generated files and on damaged ones, the same entries, variables,
/// forms, places and diagnostics, byte for byte and in the same order.
@Suite("stringsdict vs the tree reader it replaced")
struct StringsDictOracleTests {
    /// Everything a document says, keys and text as their bytes (a `String` comparison would let
    /// canonically equal keys pass for each other).
    static func description(_ document: StringsDictDocument) -> [String] {
        func bytes(_ text: String?) -> String { text.map { "\(Array($0.utf8))" } ?? "nil" }
        var lines = ["path \(document.path)"]
        for entry in document.entries {
            lines.append("entry \(bytes(entry.key)) \(entry.line):\(entry.column) format \(bytes(entry.formatKey))")
            for variable in entry.variables {
                lines.append("  variable \(bytes(variable.name)) spec \(bytes(variable.specTypeKey)) value \(bytes(variable.valueType))")
                let keys = variable.forms.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
                #expect(Set(variable.formLocations.keys) == Set(variable.forms.keys))
                for key in keys {
                    let location = variable.formLocations[key].map { "\($0.file) \($0.line):\($0.column)" } ?? "nil"
                    lines.append("    form \(bytes(key)) = \(bytes(variable.forms[key])) at \(location)")
                }
            }
        }
        for diagnostic in document.diagnostics {
            let place = diagnostic.location.map { "\($0.file) \($0.line):\($0.column)" } ?? "nil"
            lines.append("\(diagnostic.rule) \(diagnostic.severity) \(place) key \(bytes(diagnostic.key)): \(diagnostic.message)")
        }
        return lines
    }

    static func expectSame(_ bytes: [UInt8], _ comment: @autoclosure () -> String) {
        let expected = description(LegacyStringsDictBuilder.parse(bytes, path: "o.stringsdict"))
        let actual = description(StringsDictParser.parse(bytes, path: "o.stringsdict"))
        guard expected != actual else { return }
        let first = (0..<min(expected.count, actual.count)).first { expected[$0] != actual[$0] } ?? min(expected.count, actual.count)
        let old = first < expected.count ? expected[first] : "(end)"
        let new = first < actual.count ? actual[first] : "(end)"
        Issue.record("\(comment()): line \(first) differs\n old: \(old)\n new: \(new)\n\(String(decoding: bytes, as: UTF8.self))")
    }

    @Test(arguments: 0..<40)
    func messyFilesReadAsBefore(batch: Int) {
        for index in 0..<12 {
            let seed = UInt64(batch * 12 + index)
            var generator = MessyStringsDict(seed: seed)
            Self.expectSame(generator.document(), "seed \(seed)")
        }
    }

    @Test(arguments: 0..<40)
    func damagedFilesReadAsBefore(batch: Int) {
        var random = SeededRandom(seed: UInt64(90_000 + batch))
        for index in 0..<12 {
            let seed = UInt64(50_000 + batch * 12 + index)
            var generator = MessyStringsDict(seed: seed)
            let damaged = RobustnessTests.mutate(generator.document(), &random)
            Self.expectSame(damaged, "damaged seed \(seed)")
        }
    }

    @Test func shippedFixturesAndTestFilesReadAsBefore() throws {
        Self.expectSame(Array(StringsDictTests.good.utf8), "StringsDictTests.good")
        Self.expectSame(encoded(StringsDictTests.good, .utf16BigEndian), "UTF-16")
        Self.expectSame([], "empty")
        Self.expectSame(Array("bplist00".utf8), "binary")
    }
}

/// `.stringsdict`-shaped files with everything that can go wrong short of breaking the XML: repeated
/// keys (some canonically equal, some only by bytes), values of the wrong type, missing format and
/// spec keys, `%#@name@` references to variables that are missing, entities, CDATA, comments, text
/// over several lines, CR LF and lone CR line ends, text that is not ASCII, UTF-16 and bytes that
/// are not UTF-8, many keys in one dictionary.
struct MessyStringsDict {
    private var random: SeededRandom
    private var newline = "\n"

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    private static let entryKeys = ["k0", "k1", "k2", "plural.count.item", "é", "e\u{301}", "a & b", "中文 key", "k0"]
    private static let variableNames = ["n", "count", "m", "é", "e\u{301}", "NSStringFormatSpecTypeKey", "x"]
    private static let categories = ["zero", "one", "two", "few", "many", "other", "other", "one", "é", "e\u{301}", "custom key", "NSStringLocalizedFormatKey"]
    /// `NSString…Key` with U+212A KELVIN SIGN for its `K`: equal to the real key as a Swift string only.
    private static let kelvin = "\u{212A}ey"
    private static let words = ["%d", "%ld", "%#@n@", "%1$#@count@", "%%#@m@", "%#@gone@", "%#@", "items", "é", "中文", "😀", "&", "<", "\"", "x\ny", "a\r\nb", "\t"]

    /// A whole file.
    mutating func document() -> [UInt8] {
        newline = ["\n", "\n", "\r\n", "\r"][int(4)]
        var text = chance(70) ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + newline : ""
        if chance(50) {
            text += "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">" + newline
        }
        if chance(20) { text += "<!-- generated -->" + newline }
        let wrapped = chance(90)
        if wrapped { text += (chance(50) ? "<plist version=\"1.0\">" : "<plist>") + newline }
        if chance(5) {
            text += "<array><string>x</string></array>"
        } else if chance(3) {
            text += "<dict/>"
        } else {
            text += "<dict>"
            for _ in 0..<int(chance(10) ? 16 : 6) {
                text += space(1) + key(Self.entryKeys) + space(1) + entryValue()
            }
            text += space(0) + "</dict>"
        }
        if wrapped { text += newline + "</plist>" + newline }
        var bytes = Array(text.utf8)
        if chance(5) { bytes = encoded(text, chance(50) ? .utf16LittleEndian : .utf16BigEndian) }
        if chance(5), !bytes.isEmpty { bytes.insert(0xFF, at: int(bytes.count)) }
        return bytes
    }

    private mutating func entryValue() -> String {
        guard chance(90) else { return ["<string>plain</string>", "<integer>3</integer>", "<true/>", "<array/>", "<dict/>"][int(5)] }
        var text = "<dict>"
        let fields = int(chance(10) ? 15 : 4)
        var formatWritten = false
        for index in 0...fields {
            if index == 0 || (!formatWritten && chance(40)) || chance(8) {
                formatWritten = true
                text += space(2) + key([StringsDictKey.formatName, StringsDictKey.formatName, "NSStringLocalizedFormat" + Self.kelvin])
                text += space(2) + (chance(92) ? textElement("string", sentence()) : ["<integer>1</integer>", "<dict/>", "<array/>"][int(3)])
            } else {
                text += space(2) + key(Self.variableNames) + space(2) + variableValue()
            }
        }
        return text + space(1) + "</dict>"
    }

    private mutating func variableValue() -> String {
        guard chance(90) else { return ["<string>%d</string>", "<false/>", "<array><dict/></array>"][int(3)] }
        var text = "<dict>"
        if chance(85) {
            let specKey = chance(95) ? StringsDictKey.specTypeName : "NSStringFormatSpecType" + Self.kelvin
            text += space(3) + key([specKey]) + space(3) + (chance(95) ? "<string>NSStringPluralRuleType</string>" : "<true/>")
        }
        if chance(70) { text += space(3) + key([StringsDictKey.valueTypeName]) + space(3) + textElement("string", ["d", "ld", "lld", "@"][int(4)]) }
        for _ in 0..<int(chance(10) ? 16 : 7) {
            text += space(3) + key(Self.categories)
            if chance(95) {
                text += space(3) + textElement("string", sentence())
            } else {
                text += space(3) + ["<integer>7</integer>", "<real>1.5</real>", "<data>AA==</data>", "<date>2024-05-01T12:00:00Z</date>", "<dict><key>a</key><string>b</string></dict>"][int(5)]
            }
            if chance(5) { text += space(3) + key([StringsDictKey.specTypeName]) + space(3) + "<string>again</string>" }
        }
        return text + space(2) + "</dict>"
    }

    private mutating func key(_ pool: [String]) -> String {
        textElement("key", pool[int(pool.count)])
    }

    private mutating func sentence() -> String {
        (0..<int(5)).map { _ in Self.words[int(Self.words.count)] }.joined(separator: chance(50) ? " " : "")
    }

    /// `<name>text</name>`, the text written in one of the ways XML allows.
    private mutating func textElement(_ name: String, _ text: String) -> String {
        if text.isEmpty, chance(50) { return "<\(name)/>" }
        if chance(10) { return "<\(name)><![CDATA[\(text)]]></\(name)>" }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": result += "&lt;"
            case "&": result += "&amp;"
            case "\"": result += chance(50) ? "&quot;" : "\""
            case "\n": result += newline
            default:
                if scalar.value > 0x7F, chance(15) {
                    result += "&#x\(String(scalar.value, radix: 16));"
                } else if scalar == "N", chance(10) {
                    result += "&#78;"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return "<\(name)>\(result)</\(name)>"
    }

    /// Whitespace before a tag at nesting `level`, now and then with a comment.
    private mutating func space(_ level: Int) -> String {
        switch int(10) {
        case 0: return ""
        case 1: return " "
        case 2: return newline + String(repeating: "  ", count: level) + "<!-- é \(newline) -->" + newline
        default: return newline + String(repeating: chance(80) ? "\t" : "    ", count: level)
        }
    }

    private mutating func int(_ bound: Int) -> Int { Int(random.next() % UInt64(max(bound, 1))) }
    private mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
}
