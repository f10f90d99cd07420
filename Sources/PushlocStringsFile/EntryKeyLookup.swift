/// Finds a parsed document's entries by the exact bytes of their keys: a view of the document's key
/// index and entries (references only, so copying it costs a few reference counts).
///
/// A table's records keep one, so that each lookup of a check does not go through the whole
/// ``StringsDocument`` value (a copy of it per lookup was a tenth of the cross-language check), and
/// reuse the hash its own document stored for each key: both indexes hash with the same per-process
/// function, so a translation's key is never hashed again to be found in the development table.
public struct EntryKeyLookup: Sendable {
    private let index: KeyIndex
    private let entries: [StringsEntry]

    init(index: KeyIndex, entries: [StringsEntry]) {
        self.index = index
        self.entries = entries
    }

    /// The index of the last entry whose key has exactly the bytes of `key`.
    public func lastIndex(forKey key: String) -> Int? {
        index.find(hash: KeyIndex.hash(key)) { entries[$0].hasKeyBytes(of: key) }
    }

    /// ``lastIndex(forKey:)`` with `key`'s hash computed once (``EntryKeyHash/init(key:)``), for a key
    /// looked up in several documents (a language's table, then its parent's).
    public func lastIndex(forKey key: String, hash: EntryKeyHash) -> Int? {
        index.find(hash: Int(hash.value)) { entries[$0].hasKeyBytes(of: key) }
    }

    /// The index of the last entry whose key has exactly the bytes of `entry`'s key (an entry of
    /// another document).
    public func lastIndex(forKeyOf entry: StringsEntry) -> Int? {
        lastIndex(forKeyOf: entry, hash: EntryKeyHash(entry.withKeyUTF8 { KeyIndex.hash(UnsafeRawBufferPointer($0)) }))
    }

    /// ``lastIndex(forKeyOf:)`` with the hash of `entry`'s key, as ``keyHash(ofEntry:)`` of its own
    /// document's lookup gives it.
    public func lastIndex(forKeyOf entry: StringsEntry, hash: EntryKeyHash) -> Int? {
        entries.withUnsafeBufferPointer { stored in
            index.find(hash: Int(hash.value)) { stored[$0].hasSameKeyBytes(as: entry) }
        }
    }

    /// The index of the last entry whose key has exactly the bytes of the key of `others[position]`
    /// (an entry of another document), whose hash is `hash`: both keys are read in place, no entry is
    /// copied. A translation's every key is looked up in its development table this way.
    public func lastIndex(forKeyOfEntryAt position: Int, in others: [StringsEntry], hash: EntryKeyHash) -> Int? {
        others.withKeyBytes(at: position) { wanted in
            index.find(hash: Int(hash.value)) { candidate in
                entries.withKeyBytes(at: candidate) { ByteEquality.equal($0, wanted) }
            }
        }
    }

    /// For each entry of `others` at `positions`, in order, the index of the last entry here whose key
    /// has exactly its bytes, or -1: ``lastIndex(forKeyOfEntryAt:in:hash:)`` for a whole table at once,
    /// with the hashes `theirs` (the lookup of `others`) stored. Both texts are opened once for all the
    /// keys: a translation's every key is looked up in its development table this way.
    public func lastIndices(forKeysOf others: [StringsEntry], at positions: [Int], theirs: EntryKeyLookup) -> [Int32] {
        entries.withUnsafeBufferPointer { mine in
            others.withUnsafeBufferPointer { wanted in
                OpenedEntryText.opening(mine) { myText in
                    OpenedEntryText.opening(wanted) { wantedText in
                        positions.map { position in
                            OpenedEntryText.withKey(of: wanted, at: position, in: wantedText) { key in
                                let found = index.find(hash: Int(theirs.index.storedHash(of: position))) { candidate in
                                    OpenedEntryText.withKey(of: mine, at: candidate, in: myText) { ByteEquality.equal($0, key) }
                                }
                                return Int32(truncatingIfNeeded: found ?? -1)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The hash of the key of the entry at `position`.
    public func keyHash(ofEntry position: Int) -> EntryKeyHash {
        EntryKeyHash(value: index.storedHash(of: position))
    }
}

/// The hash of an entry's key bytes, as every ``EntryKeyLookup`` of the process computes it.
public struct EntryKeyHash: Sendable, Hashable {
    /// The low 32 bits, which place a key in any index of fewer than 2^32 slots and tell keys apart
    /// before their bytes are compared.
    let value: UInt32

    init(value: UInt32) {
        self.value = value
    }

    init(_ hash: Int) {
        value = UInt32(truncatingIfNeeded: hash)
    }

    /// The hash of `key`'s UTF-8 bytes.
    public init(key: String) {
        self.init(KeyIndex.hash(key))
    }
}
