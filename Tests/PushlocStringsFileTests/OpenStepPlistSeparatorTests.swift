import Foundation
import Testing
@testable import PushlocStringsFile

/// Where comments, whitespace and tokens end, pinned against Foundation's `PropertyListSerialization`
/// (CoreFoundation's `CFOldStylePList.c`: `advanceToNonSpace` takes tab to carriage return, space,
/// U+2028 and U+2029 for whitespace, and ends a `//` comment at a line feed, a carriage return, U+2028
/// or U+2029; `getDataBytes` takes a space, tab, line feed, carriage return, U+2028 or U+2029 between
/// bytes). A project file is part of the gate: a character that ends a comment for Xcode but not for
/// pushloc would hide the ids after it (`files = ( // resources<U+2028> B0000001, …`).
@Suite struct OpenStepPlistSeparatorTests {
    /// Every ASCII character (each byte that can end or continue a token), and every character
    /// Unicode calls a line or paragraph separator or a mandatory break (NEL, LS, PS), with the other
    /// spaces that look like whitespace.
    static let characters: [Unicode.Scalar] = (0..<0x80).compactMap(Unicode.Scalar.init) + [
        0x85, 0xA0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200A, 0x200B,
        0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF, 0xE9, 0x1F600,
    ].compactMap(Unicode.Scalar.init(_:) as (UInt32) -> Unicode.Scalar?)

    /// Where each character is put: after `//`, between tokens, inside and after an unquoted string,
    /// inside a quoted one, inside a block comment, between data bytes and inside one, before a key,
    /// and at the end of the text.
    static let templates = [
        "{ a = ( // c@ B ); }",
        "{ a = ( // c@B, C ); }",
        "{ a = @B; }",
        "{ a = B@C; }",
        "{ a = B@; }",
        "{ a = \"B@C\"; }",
        "{ a = b; /* @ */ }",
        "{ a = <0a@0b>; }",
        "{ a = <0@a>; }",
        "{ @a = b; }",
        "{ a = b; }@",
        "{ a = b; } // x@",
        "@{ a = b; }",
    ]

    private static func foundation(_ bytes: [UInt8]) -> OpenStepValue? {
        (try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil))
            .flatMap(OpenStepPlistTests.converted).map(OpenStepPlistTests.sortedKeys)
    }

    private static func ours(_ bytes: [UInt8]) -> OpenStepValue? {
        (try? OpenStepPlistReader.read(bytes)).map(OpenStepPlistTests.sortedKeys)
    }

    @Test func everySeparatorAndTokenByteReadsAsFoundationReadsIt() {
        var compared = 0
        for template in Self.templates {
            for character in Self.characters {
                let text = template.replacingOccurrences(of: "@", with: String(Character(character)))
                let bytes = Array(text.utf8)
                let ours = Self.ours(bytes)
                let foundation = Self.foundation(bytes)
                #expect(ours == foundation, "U+\(String(character.value, radix: 16)) in \(template.debugDescription): ours \(String(describing: ours)), Foundation \(String(describing: foundation))")
                compared += 1
            }
        }
        #expect(compared == Self.templates.count * Self.characters.count)
    }

    /// One known difference, on the safe side: CoreFoundation's `parsePlistArray` takes an element
    /// that fails to parse for the end of the list, clears the error, and closes the array wherever
    /// that parse stopped (`(<B)` and `({B)` read as an empty array, `(x, <B)` as `(x)`). pushloc refuses such a file,
    /// which a check reports as `unreadable-project` and checks as if there were no project.
    @Test func aBrokenFirstElementIsRefused() {
        for text in ["{ a = (<B); }", "{ a = ({B); }"] {
            #expect(Self.ours(Array(text.utf8)) == nil)
            #expect(Self.foundation(Array(text.utf8)) == .dictionary([(key: "a", value: .array([]))]))
        }
        #expect(Self.ours(Array("{ a = (x, <B); }".utf8)) == nil)
        #expect(Self.foundation(Array("{ a = (x, <B); }".utf8)) == .dictionary([(key: "a", value: .array([.string("x")]))]))
    }

    /// The case of the issue: a `//` comment ended by U+2028 or U+2029 before the ids of a list.
    @Test func aLineSeparatorEndsALineComment() throws {
        for separator in ["\u{2028}", "\u{2029}", "\r", "\n"] {
            let text = "{ files = ( // resources\(separator) B0000001, B0000002 ); }"
            let value = try OpenStepPlistReader.read(Array(text.utf8))
            #expect(value["files"]?.array == [.string("B0000001"), .string("B0000002")])
            #expect(Self.ours(Array(text.utf8)) == Self.foundation(Array(text.utf8)))
        }
    }

    /// A text that is not UTF-8 is refused wherever the bad byte is, a comment included, as
    /// Foundation refuses it, with the line of the byte.
    @Test func textThatIsNotUTF8IsRefused() throws {
        for bytes: [UInt8] in [[0xFF], [0xC3], [0xE2, 0x80], [0xED, 0xA0, 0x80], [0xC0, 0x80]] {
            let text = Array("{\n a = b; // ".utf8) + bytes + Array("\n}".utf8)
            #expect(Self.foundation(text) == nil)
            do {
                _ = try OpenStepPlist(text)
                Issue.record("read \(bytes)")
            } catch {
                #expect(error.line == 2 && error.message.contains("is not UTF-8"))
            }
        }
    }
}
