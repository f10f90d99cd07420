import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocStringsFile

/// The old-style property-list reader (Xcode projects) reads what Foundation reads, and refuses
/// nesting a pull request could make deep enough to exhaust a recursive parser.
@Suite struct OpenStepPlistTests {
    /// A value as Foundation gives it, in the reader's terms (dictionaries compared by their keys).
    static func converted(_ value: Any) -> OpenStepValue? {
        switch value {
        case let text as String: return .string(text)
        case let data as Data: return .data(Array(data))
        case let array as [Any]:
            let elements = array.compactMap(converted)
            return elements.count == array.count ? .array(elements) : nil
        case let dictionary as [String: Any]:
            let members = dictionary.keys.sorted().compactMap { key in dictionary[key].flatMap(converted).map { (key: key, value: $0) } }
            return members.count == dictionary.count ? .dictionary(members) : nil
        default: return nil
        }
    }

    static func sortedKeys(_ value: OpenStepValue) -> OpenStepValue {
        switch value {
        case .array(let elements): .array(elements.map(sortedKeys))
        case .dictionary(let members):
            .dictionary(Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
                .sorted { $0.key < $1.key }.map { (key: $0.key, value: sortedKeys($0.value)) })
        default: value
        }
    }

    @Test func readsAProjectShapedList() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjects = {
            /* Begin PBXFileReference section */
            \t\tAB12 /* fr */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = "fr.lproj/Localizable.strings"; sourceTree = "<group>"; };
            \t\tAB13 = {isa = PBXGroup; children = (AB12 /* fr */, ); path = "My \\"App\\""; };
            /* End PBXFileReference section */
            \t};
            \trootObject = AB13 /* Project object */;
            \tdata = <0fA1 b2>;
            }
            """
        let value = try OpenStepPlistReader.read(Array(text.utf8))
        #expect(value["rootObject"]?.string == "AB13")
        #expect(value["objects"]?["AB12"]?["path"]?.string == "fr.lproj/Localizable.strings")
        #expect(value["objects"]?["AB13"]?["children"]?.array == [.string("AB12")])
        #expect(value["objects"]?["AB13"]?["path"]?.string == "My \"App\"")
        #expect(value["data"] == .data([0x0F, 0xA1, 0xB2]))
        let foundation = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        #expect(Self.converted(foundation).map(Self.sortedKeys) == Self.sortedKeys(value))
    }

    /// Generated lists (quoted and unquoted strings, escapes, comments, nesting, non-ASCII) read as
    /// Foundation reads them.
    @Test func generatedListsReadAsFoundationReadsThem() throws {
        var generator = SeededGenerator(seed: 3)
        let words = ["a", "B_1", "x.y", "$z", "/usr/lib", "-1", "<group>", "two words", "é", "日本", "q\"uote", "back\\slash", "tab\tin", "line\nbreak", ""]
        func string() -> String {
            let word = words[Int(generator.next() % UInt64(words.count))]
            let plain = !word.isEmpty && word.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || "_$/:.-".utf8.contains($0) }
            if plain && generator.next() % 2 == 0 { return word }
            return "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t") + "\""
        }
        func value(_ depth: Int) -> String {
            switch generator.next() % (depth > 3 ? 1 : 3) {
            case 1:
                let elements = (0..<Int(generator.next() % 4)).map { _ in value(depth + 1) }
                return "(" + elements.joined(separator: ", ") + (!elements.isEmpty && generator.next() % 2 == 0 ? ", )" : ")")
            case 2: return "{ /* c */ " + (0..<Int(generator.next() % 4)).map { _ in "\(string()) = \(value(depth + 1)); // x\n" }.joined() + "}"
            default: return string()
            }
        }
        for _ in 0..<300 {
            let text = "{" + (0..<Int(generator.next() % 5)).map { _ in "\(string()) = \(value(0));" }.joined(separator: "\n") + "}"
            let ours = try OpenStepPlistReader.read(Array(text.utf8))
            let foundation = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
            #expect(Self.converted(foundation).map(Self.sortedKeys) == Self.sortedKeys(ours), "\(text)")
        }
    }

    /// Nesting past the limit is an error at its line, not a deep recursion; broken lists are errors.
    @Test func deepNestingAndBrokenListsAreErrors() {
        let deep = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        #expect(throws: OpenStepPlistReader.Failure.self) { try OpenStepPlistReader.read(Array(deep.utf8)) }
        let nested = String(repeating: "(", count: 100) + String(repeating: ")", count: 100)
        #expect((try? OpenStepPlistReader.read(Array(nested.utf8))) != nil)
        for broken in ["{ a = b }", "{ a = (b, c; }", "{ a = \"b; }", "{ a = <0g>; }", "{ a = b; } junk", "/* open", ""] {
            #expect(throws: OpenStepPlistReader.Failure.self, "\(broken)") { try OpenStepPlistReader.read(Array(broken.utf8)) }
        }
        do {
            _ = try OpenStepPlistReader.read(Array("{\n a = b;\n c = ;\n}".utf8))
        } catch {
            #expect(error.line == 3)
        }
    }
}
