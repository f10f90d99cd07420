import PushlocTestSupport

/// Random String Catalogs for the differential tests: every shape the reader knows, in Xcode's layout
/// or compact, and every wrong shape it reports (wrong types, missing and duplicate fields, unknown
/// versions, devices and categories, bad `argNum`s), with escapes, non-ASCII, non-BMP and canonically
/// equivalent keys, unknown fields of any JSON, and LF, CRLF or CR line ends.
struct CatalogGenerator {
    private var random: SeededGenerator
    private var pretty = true
    private var newline = "\n"
    /// How wild to be: 0 gives mostly valid catalogs, 1 many wrong shapes.
    private var chaos = 0.1

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    static let texts = [
        "Hello", "plain text", "%lld items", "%@ ate %#@apples@", "%#@count@", "%arg", "café", "e\u{301}", "日本語", "😀 ok",
        "\\n", "Line\\nTwo", "\\\"quoted\\\"", "\\u00e9", "\\ud83d\\ude00", "a\\/b", "\\\\", "\\t", "", "K", "\u{212A}", "x\\u0041",
    ]
    static let languages = ["en", "de", "fr", "ru", "ja", "pt-BR", "zh-Hans", "uk", "\\u0065n", "e\u{301}"]

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func pick<T>(_ items: [T]) -> T {
        items[Int.random(in: 0..<items.count, using: &random)]
    }

    private mutating func string(_ items: [String] = CatalogGenerator.texts) -> String {
        "\"" + pick(items) + "\""
    }

    /// One catalog's bytes.
    mutating func catalog() -> [UInt8] {
        pretty = chance(0.7)
        newline = pick(["\n", "\n", "\n", "\r\n", "\r"])
        chaos = pick([0.0, 0.05, 0.15, 0.4])
        var text = ""
        if chance(0.03) {
            text = pick(["[]", "\"catalog\"", "12", "null", "[{\"sourceLanguage\":\"en\"}]"])
        } else {
            var members: [(String, String)] = []
            if !chance(chaos / 2) { members.append(("sourceLanguage", chance(chaos) ? anyValue(depth: 1) : string(["en", "de", "fr"]))) }
            if !chance(chaos / 2) { members.append(("version", chance(chaos) ? pick(["\"2.0\"", "1.0", "null", "\"\""]) : pick(["\"1.0\"", "\"1.1\""]))) }
            if !chance(chaos / 4) {
                members.append(("strings", chance(chaos / 3) ? anyValue(depth: 1) : strings()))
            }
            if chance(chaos) { members.append(("x-generator", anyValue(depth: 3))) }
            if chance(chaos / 3), let first = members.first { members.append(first) }
            members.shuffle(using: &random)
            text = object(members, indent: 0)
        }
        var bytes = Array(text.utf8)
        if chance(0.03) { bytes = [0xEF, 0xBB, 0xBF] + bytes }
        return bytes
    }

    // MARK: - Schema

    private mutating func strings() -> String {
        let count = Int.random(in: 0..<(chance(0.2) ? 20 : 6), using: &random)
        var members: [(String, String)] = []
        for index in 0..<count {
            let key = chance(0.3) ? pick(Self.texts) : "KEY_\(index)"
            members.append((key, chance(chaos / 3) ? anyValue(depth: 2) : entry()))
            if chance(chaos / 4), let last = members.last { members.append(last) }
        }
        return object(members, indent: 1)
    }

    private mutating func entry() -> String {
        var members: [(String, String)] = []
        if chance(0.3) { members.append(("comment", chance(chaos) ? anyValue(depth: 1) : string())) }
        if chance(0.4) { members.append(("extractionState", chance(chaos) ? anyValue(depth: 1) : string(["manual", "stale", "migrated"]))) }
        if chance(0.2) { members.append(("shouldTranslate", chance(chaos) ? pick(["\"no\"", "null", "0", "[]"]) : pick(["true", "false"]))) }
        if !chance(0.1) { members.append(("localizations", chance(chaos / 3) ? anyValue(depth: 1) : localizations())) }
        if chance(chaos) { members.append(("x-note", anyValue(depth: 2))) }
        if chance(chaos / 3), let first = members.first { members.append(first) }
        members.shuffle(using: &random)
        return object(members, indent: 2)
    }

    private mutating func localizations() -> String {
        let count = Int.random(in: 0..<6, using: &random)
        var members = (0..<count).map { _ in (pick(Self.languages), "") }
        for index in members.indices { members[index].1 = chance(chaos / 3) ? anyValue(depth: 1) : unit(depth: 3, indent: 4) }
        return object(members, indent: 3)
    }

    private mutating func unit(depth: Int, indent: Int) -> String {
        var members: [(String, String)] = []
        let shape = Int.random(in: 0..<10, using: &random)
        if shape < 6 || chance(chaos / 2) {
            members.append(("stringUnit", chance(chaos / 2) ? anyValue(depth: 1) : stringUnit(indent: indent + 1)))
        }
        if depth > 0 && (shape >= 6 || chance(chaos / 3)) {
            members.append(("variations", chance(chaos / 3) ? anyValue(depth: 1) : variations(depth: depth - 1, indent: indent + 1)))
        }
        if depth > 0 && chance(0.2) {
            members.append(("substitutions", chance(chaos / 3) ? anyValue(depth: 1) : substitutions(depth: depth - 1, indent: indent + 1)))
        }
        if chance(chaos) { members.append(("x-unit", anyValue(depth: 2))) }
        if chance(chaos / 4) { members.removeAll() }
        members.shuffle(using: &random)
        return object(members, indent: indent)
    }

    private mutating func stringUnit(indent: Int) -> String {
        var members: [(String, String)] = []
        if !chance(chaos / 2) { members.append(("state", chance(chaos / 2) ? anyValue(depth: 1) : string(["translated", "new", "needs_review", "stale", "signed_off"]))) }
        if !chance(chaos / 2) { members.append(("value", chance(chaos / 2) ? anyValue(depth: 1) : string())) }
        if chance(chaos / 3) { members.append(("value", string())) }
        if chance(chaos / 2) { members.append(("x-origin", anyValue(depth: 1))) }
        members.shuffle(using: &random)
        return object(members, indent: indent)
    }

    private mutating func variations(depth: Int, indent: Int) -> String {
        var members: [(String, String)] = []
        let isPlural = chance(0.6)
        let names = isPlural
            ? ["zero", "one", "two", "few", "many", "other", "several", "\\u006fne", "Other"]
            : ["iphone", "ipad", "mac", "other", "applewatch", "fridge", "ipod", "applevision", "appletv"]
        let count = Int.random(in: 0..<5, using: &random)
        var cases: [(String, String)] = []
        for _ in 0..<count {
            let name = chance(chaos + 0.1) ? pick(names) : pick(Array(names.prefix(6)))
            cases.append((name, chance(chaos / 4) ? anyValue(depth: 1) : unit(depth: depth, indent: indent + 2)))
        }
        members.append((isPlural ? "plural" : "device", chance(chaos / 3) ? anyValue(depth: 1) : object(cases, indent: indent + 1)))
        if chance(chaos / 2) { members.append(("width", anyValue(depth: 2))) }
        if chance(chaos / 4) { members.append((isPlural ? "device" : "plural", object([], indent: indent + 1))) }
        members.shuffle(using: &random)
        return object(members, indent: indent)
    }

    private mutating func substitutions(depth: Int, indent: Int) -> String {
        let count = Int.random(in: 0..<3, using: &random)
        var members: [(String, String)] = []
        for _ in 0..<count {
            let name = pick(["count", "apples", "n", "\\u006e", "日"])
            if chance(chaos / 2) {
                members.append((name, anyValue(depth: 1)))
                continue
            }
            var fields: [(String, String)] = []
            if chance(0.6) {
                fields.append(("argNum", chance(chaos) ? pick(["0", "-1", "2.0", "2.5", "\"1\"", "1e0", "99999999999", "2147483647", "2147483648"]) : pick(["1", "2", "3"])))
            }
            if chance(0.9) { fields.append(("formatSpecifier", chance(chaos / 2) ? anyValue(depth: 1) : string(["lld", "@", "d"]))) }
            fields.append(("variations", chance(chaos / 3) ? anyValue(depth: 1) : variations(depth: depth, indent: indent + 2)))
            if chance(chaos / 2) { fields.append(("x-sub", anyValue(depth: 1))) }
            fields.shuffle(using: &random)
            members.append((name, object(fields, indent: indent + 1)))
        }
        return object(members, indent: indent)
    }

    // MARK: - JSON

    /// Any JSON value: the unknown fields and wrong shapes the model keeps.
    private mutating func anyValue(depth: Int) -> String {
        switch Int.random(in: 0..<(depth > 0 ? 8 : 5), using: &random) {
        case 0, 1: return string()
        case 2: return pick(["0", "-0", "7", "3.25", "1e3", "-2.5E-8", "12345678901234567890", "1e999"])
        case 3: return pick(["true", "false", "null"])
        case 4: return "\"\(pick(["é", "\\u00e9", "K", "\u{212A}"]))\""
        case 5:
            let count = Int.random(in: 0..<4, using: &random)
            return "[" + (0..<count).map { _ in anyValue(depth: depth - 1) }.joined(separator: ", ") + "]"
        default:
            let count = Int.random(in: 0..<4, using: &random)
            return object((0..<count).map { _ in (pick(["a", "b", "a", "é", "e\u{301}"]), anyValue(depth: depth - 1)) }, indent: 5)
        }
    }

    /// An object of `members` (keys written as given, so they may hold escapes).
    private mutating func object(_ members: [(String, String)], indent: Int) -> String {
        guard !members.isEmpty else { return pretty ? "{" + newline + String(repeating: "  ", count: indent) + "}" : "{}" }
        if !pretty {
            return "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        }
        let pad = String(repeating: "  ", count: indent + 1)
        let body = members.map { pad + "\"\($0.0)\" : " + $0.1 }.joined(separator: "," + newline)
        return "{" + newline + body + newline + String(repeating: "  ", count: indent) + "}"
    }
}
