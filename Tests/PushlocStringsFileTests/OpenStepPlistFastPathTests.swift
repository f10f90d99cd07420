import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocStringsFile

/// What the old-style reader's fast paths could get wrong: the eight-bytes-at-a-time comment and
/// string scans near the end of the text, the unquoted-string byte class, keys packed into words,
/// and the accessors' byte comparisons. Pinned against Foundation's `PropertyListSerialization`
/// (CoreFoundation's `CFOldStylePList.c`) on this machine where it reads the same text.
@Suite struct OpenStepPlistFastPathTests {
    private static func foundation(_ text: String) -> OpenStepValue? {
        (try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil))
            .flatMap(OpenStepPlistTests.converted).map(OpenStepPlistTests.sortedKeys)
    }

    private static func ours(_ text: String) -> OpenStepValue? {
        (try? OpenStepPlistReader.read(Array(text.utf8))).map(OpenStepPlistTests.sortedKeys)
    }

    /// Comments at every distance from the end (the scan reads eight bytes while eight remain), with
    /// stars inside, and a `/` that starts no comment.
    @Test func commentsAndSlashesReadAsFoundationReadsThem() {
        var texts = [
            "{ a = b; } /* closed at the end */",
            "{ a = b; }/**/",
            "{ a = b; } /***/",
            "{ a = /* a * b */ b; }",
            "{ a = b; /* ** / * */ }",
            "{ a = b; } // to the end",
            "{ a = a/b; c = /usr/lib/x.dylib; }",
            "{ a = b; } /* a * / b **/",
            "(a, b /* x */, c)",
        ]
        for padding in 0..<20 {
            texts.append("{ a = b; } /* " + String(repeating: "*", count: padding) + " */")
            texts.append("{ a = \"" + String(repeating: "x", count: padding) + "\"; }")
            texts.append("{ a = \"" + String(repeating: "y", count: padding) + "\\n\"; }/*" + String(repeating: " ", count: padding) + "*/")
        }
        for text in texts {
            let ours = Self.ours(text)
            #expect(ours != nil, "\(text)")
            #expect(ours == Self.foundation(text), "\(text)")
        }
        #expect(Self.ours("{ a = a/b; }")?["a"]?.string == "a/b")
    }

    /// An unclosed quoted string or data value is an error at any distance from the end; an unclosed
    /// comment after the root runs to the end, as CoreFoundation's `advanceToNonSpace` reads it.
    @Test func unclosedTextIsAnErrorAtItsLine() {
        for padding in 0..<12 {
            let tail = String(repeating: "*", count: padding)
            let comment = "{\na = b;\n} /* " + tail
            #expect(Self.ours(comment) != nil && Self.ours(comment) == Self.foundation(comment), "\(comment)")
            for text in ["{\na = b; /* " + tail, "{\na = \"" + tail, "{\na = <0a" + String(repeating: "0", count: padding * 2)] {
                do {
                    _ = try OpenStepPlistReader.read(Array(text.utf8))
                    Issue.record("read \(text)")
                } catch {
                    #expect(error.line >= 2, "\(text)")
                }
            }
        }
    }

    /// Every byte an unquoted string may hold reads as Foundation reads it; a byte outside the class
    /// (ASCII punctuation or a byte of a multi-byte character) where a string must start is an error
    /// with its line, as in Foundation.
    @Test func unquotedStringsHoldExactlyTheirClass() throws {
        let allowed = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$/:.-"
        let text = "{ k = \(allowed); }"
        #expect(Self.ours(text)?["k"]?.string == allowed)
        #expect(Self.ours(text) == Self.foundation(text))
        // `_` and `$` at every position of strings longer and shorter than eight bytes, and at the end.
        for length in [3, 9, 20] {
            for position in 0..<length {
                for mark in ["_", "$"] {
                    var characters = Array(repeating: "A", count: length)
                    characters[position] = mark
                    let word = characters.joined()
                    #expect(Self.ours("{ k = \(word); \(word) = x;}")?["k"]?.string == word, "\(word)")
                    #expect(Self.ours("(x, \(word))") == .array([.string("x"), .string(word)]), "\(word)")
                }
            }
        }
        for byte in UInt8(0x21)..<0x7F {
            let character = Character(Unicode.Scalar(byte))
            let isAllowed = allowed.contains(character)
            #expect(OpenStepBytes.isUnquoted(byte) == isAllowed, "\(character)")
        }
        for byte in UInt8(0x80)...0xFF {
            #expect(!OpenStepBytes.isUnquoted(byte))
        }
        // The eight-byte classifier flags every refused byte and `_` and `$` (checked one by one), and
        // nothing else, at every position, next to allowed and to refused neighbours.
        for filler in [UInt8(ascii: "a"), UInt8(ascii: " "), 0xFF] {
            for position in 0..<8 {
                for byte in UInt8(0)...0xFF {
                    let (bytes, word) = laneWord(byte, at: position, filler: filler)
                    let mask = OpenStepBytes.stopCandidates(word)
                    for (offset, value) in bytes.enumerated()
                    where (mask >> (offset * 8 + 7)) & 1 != (OpenStepBytes.isUnquoted(value) && value != UInt8(ascii: "_") && value != UInt8(ascii: "$") ? 0 : 1) {
                        Issue.record("byte \(value) at \(offset)")
                    }
                }
            }
        }
        for bad in ["{\n a = é;\n}", "{\n a = b;\n é = c;\n}", "{\n a = \u{2022};\n}"] {
            #expect(Self.foundation(bad) == nil, "\(bad)")
            do {
                _ = try OpenStepPlistReader.read(Array(bad.utf8))
                Issue.record("read \(bad)")
            } catch {
                #expect(error.line == 2 || error.line == 3, "\(bad)")
                #expect(error.message.contains("0xC3") || error.message.contains("0xE2"), "\(error.message)")
            }
        }
    }

    /// Escapes as CoreFoundation decodes them: octal as NeXTSTEP Latin, `\U` with surrogate pairs,
    /// control letters, and an unknown letter standing for itself.
    @Test func escapesReadAsFoundationReadsThem() {
        for escaped in ["\\351", "\\101\\0102", "\\U00e9\\U20AC", "\\UD83D\\UDE00", "\\n\\t\\r\\a\\b\\f\\v", "\\q\\\"\\'\\\\", "\\U41x", "\\7", "\\777"] {
            let text = "{ a = \"x\(escaped)y\"; b = 'q\(escaped)'; }"
            let ours = Self.ours(text)
            #expect(ours != nil, "\(text)")
            #expect(ours == Self.foundation(text), "\(text)")
        }
    }

    /// Keys of 0 to 40 bytes: equal bytes give equal keys and hashes, any one changed byte (or a
    /// length differing by a trailing NUL) gives a different key.
    @Test func keysCompareAndHashByTheirBytes() throws {
        var generator = SeededGenerator(seed: 11)
        for length in [0, 1, 7, 8, 9, 16, 24, 31, 32, 33, 40] {
            let bytes = (0..<length).map { _ in UInt8(0x41 + generator.next() % 26) }
            let quoted = String(decoding: bytes, as: UTF8.self)
            let text = "{ a = \"\(quoted)\"; b = \"\(quoted)\"; c = (\"\(quoted)\\000\"); }"
            let plist = try OpenStepPlist(Array(text.utf8))
            let a = try #require(plist.value(plist.root, "a").flatMap(plist.key))
            let b = try #require(plist.value(plist.root, "b").flatMap(plist.key))
            #expect(a == b)
            #expect(a.hashValue == b.hashValue)
            let c = try #require(plist.value(plist.root, "c").flatMap { plist.elements($0).first }.flatMap(plist.key))
            #expect(a != c, "\(length)")
            for position in 0..<length {
                var changed = bytes
                changed[position] ^= 0x20
                let other = try OpenStepPlist(Array("\"\(String(decoding: changed, as: UTF8.self))\"".utf8))
                let key = try #require(other.key(other.root))
                #expect(key != a, "\(length) \(position)")
                #expect(key == key)
            }
            #expect(Set([a, b, c]).count == 2)
        }
    }

    /// The accessors compare lengths and bytes: a key that is a prefix or extension of another, a
    /// repeated key (the last wins), escaped (decoded) strings, and suffixes as long as the string.
    @Test func accessorsCompareWholeStrings() throws {
        let text = "{ isa = A; isaX = B; is = C; \"i\\163a\" = D; path = \"x.strings\"; e = \"\"; }"
        let plist = try OpenStepPlist(Array(text.utf8))
        let isa = try #require(plist.value(plist.root, "isa"))
        #expect(plist.isString(isa, "D"))
        #expect(!plist.isString(isa, "DD"))
        #expect(plist.string(plist.root, "isaX") == "B")
        #expect(plist.string(plist.root, "is") == "C")
        #expect(plist.value(plist.root, "i") == nil)
        let path = try #require(plist.value(plist.root, "path"))
        #expect(plist.hasSuffix(path, ".strings"))
        #expect(plist.hasSuffix(path, "x.strings"))
        #expect(!plist.hasSuffix(path, "xx.strings"))
        #expect(!plist.hasSuffix(path, ".stringsdict"))
        #expect(plist.hasPrefix(path, "x.") && plist.hasPrefix(path, "x.strings") && plist.hasPrefix(path, ""))
        #expect(!plist.hasPrefix(path, "x.stringsX") && !plist.hasPrefix(path, ".") && !plist.hasPrefix(plist.root, ""))
        let empty = try #require(plist.value(plist.root, "e"))
        #expect(plist.isString(empty, ""))
        #expect(plist.hasSuffix(empty, ""))
        #expect(!plist.isString(plist.root, "isa"))
        var seen: [String] = []
        plist.forEachMember(plist.root) { key, value in seen.append((plist.string(key) ?? "") + "=" + (plist.string(value) ?? "")) }
        #expect(seen == ["isa=A", "isaX=B", "is=C", "isa=D", "path=x.strings", "e="])
        #expect(plist.members(plist.root).map { plist.string($0.key) ?? "" } == ["isa", "isaX", "is", "isa", "path", "e"])
    }

    /// A generated project-shaped list (sections, objects with comments, variant groups, build
    /// settings with escapes and single quotes, a byte order mark) reads as Foundation reads it.
    @Test func generatedProjectReadsAsFoundationReadsIt() throws {
        var generator = SeededGenerator(seed: 5)
        func id() -> String { (0..<24).map { _ in String("0123456789ABCDEF".randomElement(using: &generator) ?? "0") }.joined() }
        let settings = ["\"$(inherited)\"", "\"@executable_path/Frameworks\"", "'single quoted'", "\"a \\\"quoted\\\" \\U00e9 \\351 tab\\tend\"", "YES", "\"-DDEBUG\"", "iphoneos", "\"\""]
        var text = "\u{FEFF}// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\n/* Begin PBXFileReference section */\n"
        var references: [String] = []
        for index in 0..<120 {
            let reference = id()
            references.append(reference)
            text += "\t\t\(reference) /* File\(index).swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \"File \(index).swift\"; sourceTree = \"<group>\"; };\n"
        }
        text += "/* End PBXFileReference section */\n"
        for group in 0..<8 {
            text += "\t\t\(id()) /* Localizable.strings */ = {\n\t\t\tisa = PBXVariantGroup;\n\t\t\tchildren = (\n"
            for reference in references[(group * 10)..<(group * 10 + 10)] { text += "\t\t\t\t\(reference) /* fr */,\n" }
            text += "\t\t\t);\n\t\t\tname = Localizable.strings;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
        }
        for _ in 0..<6 {
            text += "\t\t\(id()) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
            for setting in 0..<20 {
                text += "\t\t\t\tSETTING_\(setting) = \(settings[Int(generator.next() % UInt64(settings.count))]);\n"
            }
            text += "\t\t\t\tLIST = (\n\t\t\t\t\t\"$(inherited)\",\n\t\t\t\t\t/usr/lib,\n\t\t\t\t);\n\t\t\t};\n\t\t\tname = Debug;\n\t\t};\n"
        }
        text += "\t};\n\trootObject = \(references[0]) /* Project object */;\n}\n"
        let ours = try OpenStepPlistReader.read(Array(text.utf8))
        let foundation = Self.foundation(text)
        #expect(foundation != nil)
        #expect(foundation == OpenStepPlistTests.sortedKeys(ours))
    }
}
