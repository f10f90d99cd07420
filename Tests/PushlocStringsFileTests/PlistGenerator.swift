import PushlocTestSupport

/// Generates valid XML property lists from a seed: nested dictionaries and arrays of every value
/// type, text written with entities, numeric references, CDATA and comments, varied spacing.
struct PlistGenerator {
    private var random: SeededRandom

    /// Characters of text values: no combining marks (Foundation could merge canonically equal keys).
    private static let characters: [Character] = Array("abcXYZ019 _-./:$%@#;=,!?\"'<>&\n\t*" + "éßÄЖжй中文‹›€\u{A0}😀🇫🇷")

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// A whole document whose root is a dictionary.
    mutating func document() -> String {
        var text = chance(70) ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
        if chance(70) {
            text += "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
        }
        if chance(20) { text += "<!-- generated -->\n" }
        text += "<plist version=\"1.0\">\n" + dictionary(depth: 0) + "\n</plist>\n"
        return text
    }

    /// A `.stringsdict`-shaped document: entries of a format and plural variables.
    mutating func stringsDict(entries: Int) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        for index in 0..<entries {
            text += "\t<key>\(escaped("key.\(index) " + string(maxLength: 8)))</key>\n\t<dict>\n"
            text += "\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\(escaped(string(maxLength: 10))) %#@n@</string>\n"
            text += "\t\t<key>n</key>\n\t\t<dict>\n"
            text += "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
            text += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n"
            for category in ["zero", "one", "two", "few", "many", "other"] where category == "other" || chance(50) {
                text += "\t\t\t<key>\(category)</key>\n\t\t\t\(textElement("string", string(maxLength: 20)))\n"
            }
            text += "\t\t</dict>\n\t</dict>\n"
        }
        return text + "</dict>\n</plist>\n"
    }

    private mutating func dictionary(depth: Int) -> String {
        guard chance(90) else { return "<dict/>" }
        var text = "<dict>"
        for _ in 0..<int(6) {
            text += space() + textElement("key", string(maxLength: 10)) + space() + value(depth: depth + 1)
        }
        return text + space() + "</dict>"
    }

    private mutating func value(depth: Int) -> String {
        switch int(depth > 3 ? 7 : 9) {
        case 0: return textElement("string", string(maxLength: 20))
        case 1: return "<integer>\(chance(50) ? "-" : "")\(int(1_000_000))</integer>"
        case 2: return "<real>\(Double(int(100_000)) / 64)</real>"
        case 3: return chance(50) ? "<true/>" : "<false/>"
        case 4:
            let base64 = ["", "AA==", "aGVsbG8=", "3q2+7w==", "AAECAwQFBgc="][int(5)]
            return "<data>\(base64)</data>"
        case 5:
            let date = "20\(10 + int(20))-0\(1 + int(9))-1\(int(9))T0\(int(10)):3\(int(10)):0\(int(10))Z"
            return "<date>\(date)</date>"
        case 6: return textElement("string", string(maxLength: 5))
        case 7: return dictionary(depth: depth)
        default:
            guard chance(90) else { return "<array/>" }
            var text = "<array>"
            for _ in 0..<int(4) { text += space() + value(depth: depth + 1) }
            return text + space() + "</array>"
        }
    }

    /// `<name>text</name>`, the text written in one of the ways XML allows.
    private mutating func textElement(_ name: String, _ text: String) -> String {
        if text.isEmpty, chance(50) { return "<\(name)/>" }
        if chance(15), !text.contains("]]>") { return "<\(name)><![CDATA[\(text)]]></\(name)>" }
        return "<\(name)>\(escaped(text))</\(name)>"
    }

    private mutating func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": result += "&lt;"
            case "&": result += "&amp;"
            case ">": result += chance(50) ? "&gt;" : ">"
            case "\"": result += chance(50) ? "&quot;" : "\""
            case "'": result += chance(50) ? "&apos;" : "'"
            default:
                if scalar.value > 0x7F, chance(20) {
                    result += chance(50) ? "&#\(scalar.value);" : "&#x\(String(scalar.value, radix: 16));"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private mutating func string(maxLength: Int) -> String {
        String((0..<int(maxLength + 1)).map { _ in Self.characters[int(Self.characters.count)] })
    }

    private mutating func space() -> String {
        ["", " ", "\n", "\n\t", "\r\n  ", " <!-- note --> "][int(6)]
    }

    private mutating func int(_ bound: Int) -> Int { Int(random.next() % UInt64(max(bound, 1))) }
    private mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
}
