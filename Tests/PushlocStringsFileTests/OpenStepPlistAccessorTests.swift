import Testing
@testable import PushlocStringsFile

/// The accessors a walk over many objects reads string nodes with: lengths and end words, keyed
/// hashes and byte equality, the same for a string read in place and one decoded from escapes.
@Suite struct OpenStepPlistAccessorTests {
    /// The little-endian word of up to eight bytes of `text`, in the low end.
    private static func word(_ text: String) -> UInt64 {
        Array(text.utf8).enumerated().reduce(0) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
    }

    @Test func endsGiveTheLengthAndTheFirstAndLastEightBytes() throws {
        // `list` holds strings of 0, 3, 8 and 10 bytes, one decoded from an octal escape, and a dictionary.
        let plist = try OpenStepPlist(Array(#"{ list = ( "", isa, children, "sourc\145Tree", { a = b; } ); }"#.utf8))
        let list = plist.elements(try #require(plist.value(plist.root, "list")))
        let ends = list.map { plist.stringEnds($0) }
        #expect(ends[0].map { [$0.count, Int($0.first), Int($0.last)] } == [0, 0, 0])
        #expect(ends[1].map { $0.count == 3 && $0.first == Self.word("isa") && $0.last == Self.word("isa") << 40 } == true)
        #expect(ends[2].map { $0.count == 8 && $0.first == Self.word("children") && $0.last == $0.first } == true)
        #expect(ends[3].map { $0.count == 10 && $0.first == Self.word("sourceTr") && $0.last == Self.word("urceTree") } == true)
        #expect(ends[4] == nil)
    }

    @Test func equalBytesHashAndCompareAlikeWhereverTheyAreStored() throws {
        let plist = try OpenStepPlist(Array(#"{ list = ( sourceTree, "sourc\145Tree", sourceTrees, "", "", { a = b; } ); }"#.utf8))
        let list = Array(plist.elements(try #require(plist.value(plist.root, "list"))))
        let hash = { plist.hashString(list[$0], start: 0x1234, multiplier: 0x9E37_79B9_7F4A_7C15) }
        #expect(hash(0) == hash(1) && hash(0) != hash(2) && hash(3) == hash(4) && hash(5) == nil)
        #expect(plist.sameString(list[0], list[1]) && !plist.sameString(list[0], list[2]) && plist.sameString(list[3], list[4]))
        #expect(!plist.sameString(list[5], list[5]))
        // A multiplier of zero hashes every string alike, the empty one included.
        #expect(list.prefix(5).allSatisfy { plist.hashString($0, start: 7, multiplier: 0) == 0 })
    }

    @Test func memberNodesAlternateKeysAndValues() throws {
        let plist = try OpenStepPlist(Array("{ a = 1; b = ( x ); a = 3; }".utf8))
        let members = plist.memberNodes(plist.root)
        #expect(members.count == 6)
        #expect(stride(from: members.startIndex, to: members.endIndex, by: 2).map { plist.string(members[$0]) } == ["a", "b", "a"])
        #expect(plist.string(members[members.startIndex + 5]) == "3")
        #expect(plist.memberNodes(members[members.startIndex + 3]).isEmpty)
    }
}
