import PushlocTestSupport
import Testing
@_spi(PushLocInternals) @testable import PushlocICU

/// The packed-tag table that ``InstanceCache`` reads short keys through, held to a `Dictionary`.
@Suite struct ShortTagSlotsTests {
    /// Tags drawn from an alphabet with the bytes that could confuse a packing: NUL, a two-byte
    /// scalar, the separator; lengths on both sides of the 15-byte bound.
    private static func tags(count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        let alphabet: [String] = ["a", "b", "z", "-", "\0", "é", "Z", "1"]
        return (0..<count).map { _ in
            let length = Int(generator.next() % 18)
            return (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
        }
    }

    @Test func packingKeepsEveryByteAndTheLength() throws {
        #expect(PackedTag("") == nil)
        #expect(PackedTag(String(repeating: "a", count: 16)) == nil)
        #expect(PackedTag("ééééééé") != nil)  // 14 bytes
        #expect(PackedTag("éééééééé") == nil)  // 16 bytes
        let fifteen = try #require(PackedTag(String(repeating: "a", count: 15)))
        #expect(fifteen == PackedTag(String(repeating: "a", count: 15)))
        #expect(PackedTag("fr") != PackedTag("fr\0"))
        #expect(PackedTag("fr-CA") != PackedTag("fr-ca"))
        #expect(PackedTag("sr-Latn-BA") == PackedTag(String("xsr-Latn-BA".dropFirst())))
        // Equal packings only for equal bytes, over many tags.
        let tags = Self.tags(count: 3_000, seed: 7)
        var byPacking: [String: String] = [:]
        for tag in tags {
            guard let packed = PackedTag(tag) else {
                #expect(tag.isEmpty || tag.utf8.count > PackedTag.maximumLength)
                continue
            }
            let spelled = "\(packed.low):\(packed.high)"
            if let other = byPacking[spelled] { #expect(Array(other.utf8) == Array(tag.utf8)) }
            byPacking[spelled] = tag
        }
    }

    /// What the table finds is what a dictionary holds, less the keys a growth let go: each growth
    /// draws new seeds, and a key that then finds no free slot within the probe limit is let go (a
    /// cache may forget; it never answers with another key's value).
    @Test(arguments: [1, 5, 64, 4_096])
    func keepsAndFindsWhatADictionaryWould(limit: Int) {
        var slots = ShortTagSlots<Int>()
        var model: [PackedTag: Int] = [:]
        var refused = 0
        var letGo = 0
        for (index, tag) in Self.tags(count: 6_000, seed: UInt64(limit)).enumerated() {
            guard let packed = PackedTag(tag) else { continue }
            if let kept = model[packed] {
                #expect(slots.value(for: packed) == kept)
                continue
            }
            #expect(slots.value(for: packed) == nil)
            if slots.keep(index, for: packed, limit: limit) {
                model[packed] = index
                #expect(slots.value(for: packed) == index)
                if slots.count < model.count {
                    let before = model.count
                    model = model.filter { slots.value(for: $0.key) == $0.value }
                    letGo += before - model.count
                }
            } else {
                refused += 1
            }
            #expect(slots.count == model.count && slots.count <= limit)
        }
        // Everything kept is found, after every growth.
        for (packed, value) in model { #expect(slots.value(for: packed) == value) }
        // Keys are refused only at the limit, or (rarely) when no slot within the probe is free, and a
        // growth rarely lets one go.
        #expect(model.count == limit || refused == 0 || model.count >= limit / 2)
        #expect(letGo <= limit / 64 + 1, "\(letGo) keys let go")
    }

    /// Tags that differ only in their last bytes, or only in their length, spread over the table as
    /// any others do: of 4,111 such tags, all but a few (no free slot within the probe limit; at most
    /// 10 in 200 simulated tables) are kept, and what is kept is found.
    @Test func tagsDifferingOnlyAtTheEndOrInLengthAreKept() throws {
        let stem = "sr-Latn-BA-x-"
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_").map(String.init)
        var tags: [String] = []
        for first in letters { for second in letters { tags.append(stem + first + second) } }
        tags += (1...PackedTag.maximumLength).map { String(repeating: "\0", count: $0) }
        var slots = ShortTagSlots<Int>()
        for (index, tag) in tags.enumerated() {
            slots.keep(index, for: try #require(PackedTag(tag)), limit: 8_192)
        }
        #expect(slots.count >= tags.count - tags.count / 100, "\(tags.count - slots.count) of \(tags.count) not kept")
        var found = 0
        for (index, tag) in tags.enumerated() {
            guard let value = slots.value(for: try #require(PackedTag(tag))) else { continue }
            #expect(value == index)
            found += 1
        }
        #expect(found == slots.count)
    }
}
