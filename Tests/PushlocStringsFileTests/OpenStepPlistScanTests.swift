import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocStringsFile

/// What the old-style reader's sixteen-byte scans could get wrong: a token that straddles the edge
/// of a sixteen-byte window, a text that ends inside one, bytes the masks must classify exactly
/// (NUL, bytes from 0x80), and a list with more nodes than the reader first makes room for.
/// Pinned against Foundation's `PropertyListSerialization` (CoreFoundation's `CFOldStylePList.c`),
/// which reads old-style lists on this machine.
@Suite struct OpenStepPlistScanTests {
    private static func foundation(_ bytes: [UInt8]) -> OpenStepValue? {
        (try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil))
            .flatMap(OpenStepPlistTests.converted).map(OpenStepPlistTests.sortedKeys)
    }

    private static func ours(_ bytes: [UInt8]) -> OpenStepValue? {
        (try? OpenStepPlistReader.read(bytes)).map(OpenStepPlistTests.sortedKeys)
    }

    /// Reads `text` with both readers and expects the same value, and that ours reads it.
    private static func expectSame(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = Array(text.utf8)
        let ours = ours(bytes)
        #expect(ours != nil, "\(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(ours == foundation(bytes), "\(text.debugDescription)", sourceLocation: sourceLocation)
    }

    /// The error of reading `bytes`, `nil` when it reads.
    private static func failure(_ bytes: [UInt8]) -> OpenStepPlist.Failure? {
        do {
            _ = try OpenStepPlist(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// A comment's `*/`, the end of an unquoted string, a quote and a whitespace run at every offset
    /// from 0 to 31, so that each falls at every place of a first and a second window.
    @Test func tokensStraddlingAWindowReadAsFoundationReadsThem() {
        for offset in 0..<32 {
            let pad = String(repeating: "x", count: offset)
            let stars = String(repeating: "*", count: offset)
            let spaces = String(repeating: " ", count: offset)
            let tabs = String(repeating: "\t", count: offset)
            Self.expectSame("{ a = b; /*\(pad)*/ c = d; }")
            Self.expectSame("{ a = b; /*\(stars)*/ c = d; }")
            Self.expectSame("{ a = b; /*\(stars) \(pad)*/ c = d; }")
            Self.expectSame("{ k\(pad) = v\(pad); k\(pad)_$ = v\(pad)$_; }")
            Self.expectSame("(\(pad)a, b\(pad), \(pad)c/d.e-f:g)")
            Self.expectSame("{ a = \"\(pad)\"; b = '\(pad)\"'; c = \"\(pad)\\\"\(pad)\"; }")
            Self.expectSame("{\(spaces)a\(tabs)=\n\(tabs)b\(spaces);\n\(tabs)}")
            Self.expectSame("{ a = \(pad)/\(pad); }")
            // The scan starts at the token: a token that starts at each offset of a window.
            Self.expectSame("\(spaces){ \(pad)k = \(pad)v; }")
        }
    }

    /// A text that ends at every offset inside a window: unquoted strings, comments and whitespace
    /// running to the last byte, each read or refused as Foundation does.
    @Test func textEndingInsideAWindowReadsAsFoundationReadsIt() {
        for length in 0..<40 {
            let pad = String(repeating: "y", count: length)
            Self.expectSame(pad.isEmpty ? "z" : pad)
            Self.expectSame("(a, \(pad)z)")
            Self.expectSame("{ a = b; }/*\(pad)*/")
            Self.expectSame("{ a = b; }\(String(repeating: " ", count: length))")
            Self.expectSame("{ a = b; }// \(pad)")
            for text in ["{ a = \(pad)", "{ a = b; /* \(pad)", "( \(pad)", "{ a = \"\(pad)", "{ a\(pad)"] {
                let bytes = Array(text.utf8)
                #expect(Self.foundation(bytes) == nil, "\(text)")
                #expect(Self.failure(bytes)?.line == 1, "\(text)")
            }
        }
    }

    /// Comments the star search could misread, and a `/` inside an unquoted string, which starts no
    /// comment: the string goes on over `/` and stops at the `*` or the second `/`'s successor, as in
    /// CoreFoundation, where `/` is one of the string's characters.
    @Test func slashesAndStarsReadAsFoundationReadsThem() throws {
        for text in [
            "{ a = b; /***/ }", "{ a = b; /* a * b */ }", "{ a = /**/b; }", "{ a = b /*/ */; }",
            "{ a = b; /* ** */ /*/**/ }", "{ path = a/b/c; root = /; dots = ../x; }", "(/, /usr/lib, a//b)",
            "{ a = b; } /* \u{E9} \u{65E5} */", "{ a = b; } // \u{E9}",
        ] {
            Self.expectSame(text)
        }
        #expect(Self.ours(Array("{ a = a/b; c = /; d = a//b; }".utf8)) == .dictionary([(key: "a", value: .string("a/b")), (key: "c", value: .string("/")), (key: "d", value: .string("a//b"))]))
        // `b/` is a string, and the `*` after it no `;`.
        for text in ["{ a = b/**/; }", "(a, b/*x*/)"] {
            #expect(Self.foundation(Array(text.utf8)) == nil, "\(text)")
            #expect(Self.failure(Array(text.utf8))?.line == 1, "\(text)")
        }
    }

    /// NUL and bytes from 0x80 end an unquoted string and are refused where a token must start, at
    /// every place of a window, with the line of the byte; inside quoted strings and comments they are
    /// text.
    @Test func nulAndHighBytesAreClassifiedExactly() throws {
        for offset in 0..<32 {
            let pad = Array(repeating: UInt8(ascii: "k"), count: offset)
            for byte: UInt8 in [0x00, 0x80, 0xBF, 0xC3, 0xFF] {
                // Ends the unquoted string (of `offset` bytes), then is no `;`.
                if offset > 0 {
                    let value = Array("{\n a = ".utf8) + pad + [byte] + Array("; }".utf8)
                    #expect(Self.foundation(value) == nil, "\(offset) \(byte)")
                    let failure = try #require(Self.failure(value))
                    // Foundation reads no text that is not UTF-8 ("Conversion of string failed").
                    let message = byte < 0x80 ? "expected ';' after a dictionary value" : "is not UTF-8"
                    #expect(failure.line == 2 && failure.message.contains(message), "\(offset) \(byte)")
                }
                // Starts no token.
                let start = Array("{\n a = b;\n".utf8) + pad.map { _ in UInt8(ascii: " ") } + [byte] + Array(" = c; }".utf8)
                #expect(Self.foundation(start) == nil, "\(offset) \(byte)")
                #expect(Self.failure(start)?.line == 3, "\(offset) \(byte)")
            }
            // Inside a comment, a NUL is text.
            let comment = Array("{ a = b; /* ".utf8) + pad + [0x00] + Array(" */ }".utf8)
            #expect(Self.ours(comment) == .dictionary([(key: "a", value: .string("b"))]), "\(offset)")
            #expect(Self.ours(comment) == Self.foundation(comment), "\(offset)")
        }
        let quoted = "{ a = \"x\u{E9}\u{65E5}\u{1F600}y\"; b = \"\u{E9}\"; }"
        Self.expectSame(quoted)
    }

    /// A list with more nodes than one per eight bytes (one-letter strings, `k;` members, empty
    /// containers) is read whole: the reader parses again with the room it counted.
    @Test func denseListsReadWhole() throws {
        for count in [1, 7, 100, 5_000] {
            let letters = "(" + Array(repeating: "a", count: count).joined(separator: ",") + ")"
            #expect(try OpenStepPlistReader.read(Array(letters.utf8)) == .array(Array(repeating: .string("a"), count: count)))
            let members = "{" + (0..<count).map { "k\($0 % 10);" }.joined() + "}"
            #expect(Self.ours(Array(members.utf8)) == Self.foundation(Array(members.utf8)), "\(count)")
            let empties = "(" + Array(repeating: "()", count: count).joined(separator: ",") + ")"
            let plist = try OpenStepPlist(Array(empties.utf8))
            #expect(plist.elements(plist.root).count == count)
            #expect(plist.elements(plist.root).allSatisfy { plist.node($0).kind == .array && plist.elements($0).isEmpty })
        }
        // Dense and broken: the error, not a second parse's artefact.
        let broken = "(" + Array(repeating: "a", count: 3_000).joined(separator: ",") + "\n;)"
        let failure = try #require(Self.failure(Array(broken.utf8)))
        #expect(failure.line == 2 && failure.message == "expected ',' or ')' in an array")
    }

    /// The sixteen-byte class mask of unquoted strings flags exactly the bytes that may not be in one,
    /// and `$`, at every lane, next to allowed and refused neighbours; the whitespace mask flags
    /// exactly the bytes that are no whitespace.
    @Test func masksClassifyEveryByteAtEveryLane() {
        for filler in [UInt8(ascii: "a"), UInt8(ascii: " "), 0xFF, 0x00] {
            for lane in 0..<16 {
                for byte in UInt8(0)...0xFF {
                    var bytes = [UInt8](repeating: filler, count: 16)
                    bytes[lane] = byte
                    let vector = bytes.withUnsafeBufferPointer { buffer in
                        buffer.baseAddress.map { SWAR16.load($0, 0) } ?? SIMD16<UInt8>()
                    }
                    let mask = OpenStepBytes.unquotedStops(vector)
                    for (index, value) in bytes.enumerated() {
                        let stop = !OpenStepBytes.isUnquoted(value) || value == UInt8(ascii: "$")
                        if mask[index] != (stop ? 0x80 : 0) { Issue.record("unquoted: byte \(value) at \(index)") }
                    }
                    let words = SWAR16.halves(mask)
                    let first = bytes.firstIndex { !OpenStepBytes.isUnquoted($0) || $0 == UInt8(ascii: "$") } ?? 16
                    #expect(SWAR16.firstIndex(mask) == first)
                    #expect((words.low | words.high) == 0 ? first == 16 : first < 16)
                }
            }
            for lane in 0..<8 {
                for byte in UInt8(0)...0xFF {
                    let (bytes, word) = laneWord(byte, at: lane, filler: filler)
                    let mask = OpenStepBytes.nonWhitespace(word)
                    for (index, value) in bytes.enumerated() where (mask >> (index * 8 + 7)) & 1 != (OpenStepBytes.isWhitespace(value) ? 0 : 1) {
                        Issue.record("whitespace: byte \(value) at \(index)")
                    }
                }
            }
        }
        for limit in [UInt8(1), 14, 26, 0x80] {
            for byte in UInt8(0)...0xFF {
                let bit = SWAR16.notBelow(SIMD16(repeating: byte), limit)[0] & 0x80
                #expect((bit != 0) == (byte >= limit), "\(byte) \(limit)")
            }
        }
    }

    /// Generated project-shaped texts (ids, build files on one line, variant groups, build settings
    /// with quoted and `$` values, comments everywhere, one-space and tab layouts) read as Foundation
    /// reads them.
    @Test func generatedProjectsReadAsFoundationReadsThem() throws {
        var generator = SeededGenerator(seed: 29)
        func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        func id() -> String { (0..<24).map { _ in String(pick(Array("0123456789ABCDEF"))) }.joined() }
        let names = ["AppDelegate.swift", "Localizable.strings", "a", "Info.plist", "Very Long File Name With Spaces.storyboard", "x_y$z", "../Shared/Thing.m"]
        let settings = ["YES", "NO", "\"$(inherited)\"", "$SRCROOT", "a$b_c", "\"@executable_path/Frameworks\"", "iphoneos", "\"\"", "'q'", "com.example.App-1", "\"a \\\"b\\\" \\U00e9\\n\""]
        for _ in 0..<40 {
            var text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n"
            for _ in 0..<Int(generator.next() % 30) {
                let name = pick(names)
                let quotedName = name.contains(" ") || name.contains("$") ? "\"\(name)\"" : name
                switch generator.next() % 4 {
                case 0:
                    text += "\t\t\(id()) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(id()) /* \(name) */; };\n"
                case 1:
                    text += "\t\t\(id()) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = text; path = \(quotedName); sourceTree = \"<group>\"; };\n"
                case 2:
                    text += "\t\t\(id()) /* \(name) */ = {\n\t\t\tisa = PBXVariantGroup;\n\t\t\tchildren = (\n"
                    for _ in 0..<Int(generator.next() % 6) { text += "\t\t\t\t\(id()) /* \(pick(["en", "fr", "pt-BR", "zh-Hans"])) */,\n" }
                    text += "\t\t\t);\n\t\t\tname = \(quotedName);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
                default:
                    text += "\t\t\(id()) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
                    for index in 0..<Int(generator.next() % 12) {
                        text += "\t\t\t\t\(pick(["SETTING", "OTHER_FLAG", "A", "LONG_SETTING_NAME_FOR_A_WINDOW"]))_\(index) = \(pick(settings));\n"
                    }
                    text += "\t\t\t\tLIST = (\n\t\t\t\t\t\"$(inherited)\",\n\t\t\t\t\t/usr/lib,\n\t\t\t\t);\n\t\t\t};\n\t\t\tname = Debug;\n\t\t};\n"
                }
            }
            text += "\t};\n\trootObject = \(id()) /* Project object */;\n}\n"
            Self.expectSame(text)
        }
    }
}
