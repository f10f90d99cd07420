import Foundation
import PushlocJSON
import PushlocStringCatalog

/// Parses generated, real-shaped String Catalogs with our reader and with Foundation's
/// `JSONSerialization` on the same bytes, and reports MB/s and the ratio.
///
/// Our reader does more than the peer: it keeps every key's and value's line and column, member
/// order and unknown fields, checks the shape, and tells which values have escapes. The peer only
/// builds untyped dictionaries. Our reader builds its model in one pass over the bytes (no JSON tree).
enum StringCatalogBenchmark {
    static let languages = ["de", "en", "es", "fr", "it", "ja", "ko", "nl", "pt-BR", "ru", "uk", "zh-Hans"]

    static func run(keyCount: Int) throws {
        let files = (0..<3).map { generate(keyCount: max(keyCount / 10, 1), seed: 42 &+ UInt64($0)) }
        let datas = files.map { Data($0) }
        let megabytes = Double(files.reduce(0) { $0 + $1.count }) / 1_000_000
        var diagnostics = 0
        let ours = Measure.best(rounds: 5) {
            diagnostics = 0
            for (index, bytes) in files.enumerated() {
                let document = StringCatalogReader.read(bytes, path: "Localizable\(index).xcstrings")
                diagnostics += document.diagnostics.count
                blackHole(document)
            }
        }
        let peer = try Measure.best(rounds: 3) {
            for data in datas { blackHole(try JSONSerialization.jsonObject(with: data)) }
        }
        report("parse .xcstrings (MB/s)", ours: megabytes / ours, oursUnit: "MB/s",
               peerName: "JSONSerialization.jsonObject", peer: megabytes / peer, higherIsBetter: true, target: ">= 1x")
        let jsonOnly = Measure.best(rounds: 3) {
            for bytes in files { blackHole(JSONParser.parse(bytes, path: "x")) }
        }
        let entries = files.first.map { StringCatalogReader.read($0, path: "x").entries?.count ?? 0 } ?? 0
        print(String(format: "  %d files, %.1f MB, %d keys x %d languages each, %d diagnostics; a located JSONParser tree of the same bytes (which the reader no longer builds): %.1f MB/s",
                     files.count, megabytes, entries, languages.count, diagnostics, megabytes / jsonOnly))
    }

    /// One catalog in Xcode's layout: plain strings, plurals (one/few/many/other for ru and uk),
    /// device variations, substitutions with and without `argNum`, comments and escapes.
    static func generate(keyCount: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        var out = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        out.reserveCapacity(keyCount * 3_000)
        for index in 0..<keyCount {
            let shape = random.next() % 10
            out += "    \"KEY_\(index)_\(shape)\" : {\n"
            if shape % 3 == 0 { out += "      \"comment\" : \"Shown on screen \(index); \\\"quoted\\\".\",\n" }
            out += "      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n"
            for (languageIndex, language) in languages.enumerated() {
                let words = CorpusGenerator.words(for: language)
                func text(_ count: Int) -> String {
                    (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
                }
                out += "        \"\(language)\" : {\n"
                let categories = ["ru", "uk"].contains(language) ? ["few", "many", "one", "other"] : ["one", "other"]
                switch shape {
                case 0, 1:
                    out += variations("plural", categories.map { ($0, "%lld " + text(3)) }, indent: 10)
                case 2:
                    out += variations("device", [("ipad", text(4)), ("iphone", text(4)), ("mac", text(5))], indent: 10)
                case 3:
                    out += stringUnit("%@ " + text(3) + " %#@count@", indent: 10) + ",\n"
                    out += "          \"substitutions\" : {\n            \"count\" : {\n"
                    if index % 2 == 0 { out += "              \"argNum\" : 2,\n" }
                    out += "              \"formatSpecifier\" : \"lld\",\n"
                    out += variations("plural", categories.map { ($0, "%arg " + text(2)) }, indent: 14)
                    out += "            }\n          }\n"
                default:
                    out += stringUnit(text(4 + index % 6) + (shape == 4 ? "\\n" + text(3) : ""), indent: 10) + "\n"
                }
                out += "        }" + (languageIndex + 1 < languages.count ? ",\n" : "\n")
            }
            out += "      }\n    }" + (index + 1 < keyCount ? ",\n" : "\n")
        }
        out += "  },\n  \"version\" : \"1.0\"\n}"
        return Array(out.utf8)
    }

    private static func stringUnit(_ value: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        return "\(pad)\"stringUnit\" : {\n\(pad)  \"state\" : \"translated\",\n\(pad)  \"value\" : \"\(value)\"\n\(pad)}"
    }

    /// `"variations" : { "KIND" : { CASE : { "stringUnit" : ... }, ... } }` and a newline.
    private static func variations(_ kind: String, _ cases: [(String, String)], indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var out = "\(pad)\"variations\" : {\n\(pad)  \"\(kind)\" : {\n"
        for (index, (name, value)) in cases.enumerated() {
            out += "\(pad)    \"\(name)\" : {\n" + stringUnit(value, indent: indent + 6) + "\n\(pad)    }" + (index + 1 < cases.count ? ",\n" : "\n")
        }
        out += "\(pad)  }\n\(pad)}\n"
        return out
    }
}
