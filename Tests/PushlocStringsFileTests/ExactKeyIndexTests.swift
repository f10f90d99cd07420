import Testing
@testable import PushlocStringsFile

/// ``ExactKeyIndex/mayContain(hash:)`` is a prefilter: it says `true` of every inserted key's hash, and
/// a `false` always means the key is absent.
@Suite struct ExactKeyIndexTests {
    static func hash(_ key: String) -> EntryKeyHash {
        var key = key
        return key.withUTF8 { EntryKeyHash(value: UInt32(truncatingIfNeeded: KeyIndex.hash(UnsafeRawBufferPointer($0)))) }
    }

    @Test func aMissSaidByTheHashIsAMiss() {
        var index = ExactKeyIndex(expectedCount: 300)
        let inserted = (0..<300).map { "key.\($0) é" }
        for (position, key) in inserted.enumerated() { index.insert(key, at: position) }
        for key in inserted { #expect(index.mayContain(hash: Self.hash(key))) }
        var misses = 0
        for number in 300..<3_000 {
            let key = "key.\(number) é"
            var bytes = key
            let position = bytes.withUTF8 { index.position(ofUTF8: $0, hash: Self.hash(key)) }
            #expect(position == nil)
            if !index.mayContain(hash: Self.hash(key)) { misses += 1 }
        }
        // Nearly every absent key is told apart by its hash alone.
        #expect(misses > 2_600)
        #expect(!ExactKeyIndex().mayContain(hash: Self.hash("key.1 é")))
    }
}
