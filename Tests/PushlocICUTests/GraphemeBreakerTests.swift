import PushlocTestSupport
import Testing
@testable import PushlocICU

/// Clusters that each stay one cluster and never join their neighbours, with what they show.
let clusterSamples: [(name: String, text: String)] = [
    ("ASCII", "a"),
    ("family ZWJ sequence", "👨‍👩‍👧"),
    ("ZWJ profession with skin tone", "🧑🏽‍🚀"),
    ("rainbow flag (ZWJ + VS16)", "🏳️‍🌈"),
    ("flag of France", "🇫🇷"),
    ("tag sequence flag of Scotland", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"),
    ("e with two combining marks", "e\u{301}\u{302}"),
    ("keycap", "1\u{FE0F}\u{20E3}"),
    ("Devanagari ni (consonant + vowel sign)", "नि"),
    ("Hangul syllable", "가"),
    ("Hangul jamo L V T", "\u{1100}\u{1161}\u{11A8}"),
    ("CRLF", "\r\n"),
    ("Thai with tone mark", "ก้"),
    ("Arabic letter", "ب"),
]

@Test(arguments: clusterSamples.map(\.text))
func singleClusters(text: String) throws {
    let breaker = try #require(GraphemeBreaker.shared)
    #expect(breaker.boundaries(utf8: text.utf8) == [0, text.utf8.count])
}

@Test(arguments: [
    ("a\r\nb", [0, 1, 3, 4]),
    ("\n\r", [0, 1, 2]),
    ("🇫🇷🇩🇪", [0, 8, 16]),
    ("🇫🇷🇩", [0, 8, 12]),  // a lone regional indicator is its own cluster
    ("a\u{301}b", [0, 3, 4]),
    ("\u{301}a", [0, 2, 3]),  // a leading combining mark stands alone
    ("가각", [0, 3, 6]),
    ("👍🏽x", [0, 8, 9]),
    ("", [0]),
])
func boundariesOfSequences(text: String, expected: [Int]) throws {
    let breaker = try #require(GraphemeBreaker.shared)
    #expect(breaker.boundaries(utf8: text.utf8) == expected)
    #expect(breaker.boundaries(utf8: Array(text.utf8)) == expected)
}

/// Devanagari conjuncts (consonant + virama + consonant): the system ICU keeps क्ष together, as
/// Unicode 15.1's GB9c does (pinned: Debian's ICU 72 already does).
@Test func devanagariConjunct() throws {
    let breaker = try #require(GraphemeBreaker.shared)
    let ksha = "क्ष"
    #expect(breaker.boundaries(utf8: ksha.utf8) == [0, 9])
    #expect(breaker.boundaries(utf8: "क्षत्रिय".utf8) == [0, 9, 21, 24])
}

/// Offsets inside a multi-byte character count from that character's start (a regression: the
/// first shim returned the boundary before the character instead).
@Test func floorInsideAMultiByteCharacter() throws {
    let breaker = try #require(GraphemeBreaker.shared)
    let text = Array("\u{1100}\u{1161}\u{11A8}가".utf8)  // jamo LVT (0..<9), then 가 (9..<12)
    #expect((0...12).map { breaker.floorBoundary(utf8: text, atOrBefore: $0) } == [0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 9, 9, 12])
    let flags = Array("🇫🇷🇩".utf8)
    #expect(breaker.floorBoundary(utf8: flags, atOrBefore: 10) == 8)
    #expect(breaker.floorBoundary(utf8: flags, atOrBefore: -3) == 0)
    #expect(breaker.floorBoundary(utf8: flags, atOrBefore: 99) == 12)
    #expect(breaker.floorBoundary(utf8: [UInt8](), atOrBefore: 0) == 0)
}

/// Random concatenations of the samples: the boundaries are the samples' edges, and the floor of
/// every offset is the greatest boundary at or before it.
@Test func generatedConcatenations() throws {
    let breaker = try #require(GraphemeBreaker())
    var generator = SeededGenerator(seed: 0x6EA9_4E3E)
    for _ in 0..<200 {
        let pieces = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
            clusterSamples[Int.random(in: 0..<clusterSamples.count, using: &generator)].text
        }
        let text = Array(pieces.joined().utf8)
        var expected = [0]
        for piece in pieces { expected.append(expected[expected.count - 1] + piece.utf8.count) }
        if pieces.isEmpty { expected = [0] }
        let boundaries = breaker.boundaries(utf8: text)
        #expect(boundaries == expected, "\(pieces)")
        for offset in 0...text.count {
            let floor = boundaries.last { $0 <= offset } ?? 0
            #expect(breaker.floorBoundary(utf8: text, atOrBefore: offset) == floor)
        }
    }
}

/// Random bytes (mostly ill-formed UTF-8): no crash, boundaries increase from 0 to the end, none
/// inside a well-formed sequence, and floors agree with boundaries.
@Test func illFormedBytes() throws {
    let breaker = try #require(GraphemeBreaker())
    var generator = SeededGenerator(seed: 0xBAD_0B17E5)
    let alphabet: [UInt8] = [0x61, 0x0D, 0x0A, 0x80, 0xBF, 0xC3, 0xA9, 0xE0, 0xA4, 0xF0, 0x9F, 0x87, 0xAB, 0xFF, 0xCC, 0x81, 0x00]
    for _ in 0..<300 {
        let bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
            alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
        }
        let boundaries = breaker.boundaries(utf8: bytes)
        #expect(boundaries.first == 0)
        #expect(boundaries.last == bytes.count)
        #expect(zip(boundaries, boundaries.dropFirst()).allSatisfy { $0 < $1 })
        for offset in 0...bytes.count {
            let floor = boundaries.last { $0 <= offset } ?? 0
            #expect(breaker.floorBoundary(utf8: bytes, atOrBefore: offset) == floor, "\(bytes) at \(offset)")
        }
    }
    let valid = Array("é👍".utf8)
    #expect(breaker.boundaries(utf8: valid) == [0, 2, 6])
}

@Test func scalarFallback() {
    let bytes = Array("aé👍".utf8) + [0x80]
    bytes.withUnsafeBufferPointer { buffer in
        #expect(GraphemeBreaker.scalarBoundaries(buffer) == [0, 1, 3, 8])  // a stray continuation byte joins its scalar
        #expect(GraphemeBreaker.scalarFloor(buffer, atOrBefore: 5) == 3)
        #expect(GraphemeBreaker.scalarFloor(buffer, atOrBefore: 2) == 1)
    }
}
