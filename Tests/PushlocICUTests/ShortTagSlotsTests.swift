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

    @Test(arguments: [1, 5, 64, 4_096])
    func keepsAndFindsWhatADictionaryWould(limit: Int) {
        var slots = ShortTagSlots<Int>()
        var model: [PackedTag: Int] = [:]
        var refused = 0
        for (index, tag) in Self.tags(count: 6_000, seed: UInt64(limit)).enumerated() {
            guard let packed = PackedTag(tag) else { continue }
            if let kept = model[packed] {
                #expect(slots.value(for: packed) == kept)
                continue
            }
            #expect(slots.value(for: packed) == nil)
            if slots.keep(index, for: packed, limit: limit) {
                model[packed] = index
            } else {
                refused += 1
            }
            #expect(slots.count == model.count && slots.count <= limit)
        }
        // Everything kept is found, after every growth.
        for (packed, value) in model { #expect(slots.value(for: packed) == value) }
        // Keys are refused only at the limit, or (rarely) when no slot within the probe is free.
        #expect(model.count == limit || refused == 0 || model.count >= limit / 2)
    }
}
