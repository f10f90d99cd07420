import PushlocStringsFile

/// The objects of an Xcode project (the members of its `objects` dictionary) by id, over the
/// property list's nodes: an id is looked up by the node of the string that names it, and compared
/// by its bytes in place, so no key value is made for any id.
///
/// Written here rather than as a `Dictionary` keyed by ``OpenStepPlist/Key``: every check reads
/// every project, a project has thousands of objects (one per build file, file reference, group,
/// phase and setting list), and the walk looks up about a thousand of them. A `Dictionary` makes a
/// key and runs SipHash over it for each insertion and look-up, several times what this table
/// costs: here an id is hashed in place (``OpenStepPlist/hashString(_:start:multiplier:)``, one
/// multiplication per 8-byte word), placed by open addressing, and its state kept in arrays by ordinal rather than in more dictionaries.
///
/// A project comes from a pull request, so its ids may be chosen to collide: the hash is keyed by
/// a random seed drawn per process, so no one can choose ids that share a slot on another machine,
/// and probing compares the bytes of every id whose hash matches, so a look-up stays correct when
/// ids collide anyway. Ids of any length work, the empty one included; a repeated id keeps its
/// last object, as CoreFoundation keeps the last of a repeated key.
struct ProjectObjectTable {
    typealias Index = OpenStepPlist.Index

    /// An object found: its place among the table's distinct ids (0 ..< ``count``), for state kept
    /// per object in an array, and its node (the object's dictionary, or whatever value it has).
    struct Object: Equatable {
        let ordinal: Int
        let node: Index
    }

    /// A slot of the open-addressed table: an id's hash, and its ordinal plus one (0: empty).
    private struct Slot {
        var hash: UInt64
        var entry: Int32
    }

    private let plist: OpenStepPlist
    private let slots: ContiguousArray<Slot>
    private let mask: Int
    /// Each distinct id's key node (the string that names it where it is defined).
    private let keys: ContiguousArray<Index>
    /// Each distinct id's object node (the value of the last member with that id).
    private let values: ContiguousArray<Index>
    private let seed: Seed

    /// The two random words that key the hash, drawn once per process.
    private struct Seed {
        let start: UInt64
        let multiplier: UInt64

        static let process = Seed(start: .random(in: .min ... .max), multiplier: .random(in: .min ... .max) | 1)
    }

    /// The members of the dictionary node `objects` of `plist` whose keys are strings.
    init(_ plist: OpenStepPlist, objects: Index) {
        self.init(plist, objects: objects, seed: .process)
    }

    /// A table hashed with a fixed `start` and `multiplier`, for tests: a `multiplier` of 0 hashes
    /// every id to 0, so that all of them collide.
    init(_ plist: OpenStepPlist, objects: Index, start: UInt64, multiplier: UInt64) {
        self.init(plist, objects: objects, seed: Seed(start: start, multiplier: multiplier))
    }

    private init(_ plist: OpenStepPlist, objects: Index, seed: Seed) {
        let members = plist.memberNodes(objects)
        // At most half full: a look-up of an absent id, or a probe past a neighbour, ends soon.
        var capacity = 8
        while capacity < members.count { capacity <<= 1 }
        let mask = capacity - 1
        // Built in locals, not in `self`: a mutating method reading `plist` would copy it per call.
        var slots = ContiguousArray(repeating: Slot(hash: 0, entry: 0), count: capacity)
        var keys: ContiguousArray<Index> = []
        var values: ContiguousArray<Index> = []
        keys.reserveCapacity(members.count / 2)
        values.reserveCapacity(members.count / 2)
        var position = members.startIndex
        members: while position < members.endIndex {
            let key = members[position]
            let value = members[position + 1]
            position += 2
            guard let hash = plist.hashString(key, start: seed.start, multiplier: seed.multiplier) else { continue }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let entry = Int(slots[slot].entry)
                if entry == 0 { break }
                if slots[slot].hash == hash, plist.sameString(keys[entry - 1], key) {
                    values[entry - 1] = value
                    continue members
                }
                slot = (slot + 1) & mask
            }
            keys.append(key)
            values.append(value)
            slots[slot] = Slot(hash: hash, entry: Int32(truncatingIfNeeded: keys.count))
        }
        self.plist = plist
        self.seed = seed
        self.mask = mask
        self.slots = slots
        self.keys = keys
        self.values = values
    }

    /// How many distinct ids the table holds.
    var count: Int { keys.count }

    /// The object whose id is the string node `id`, `nil` when there is none (or `id` is no string).
    func object(named id: Index) -> Object? {
        guard let hash = plist.hashString(id, start: seed.start, multiplier: seed.multiplier) else { return nil }
        let found: Int? = slots.withUnsafeBufferPointer { slots in
            keys.withUnsafeBufferPointer { keys in
                var slot = Int(truncatingIfNeeded: hash) & mask
                while true {
                    let entry = Int(slots[slot].entry)
                    if entry == 0 { return nil }
                    if slots[slot].hash == hash, plist.sameString(keys[entry - 1], id) { return entry - 1 }
                    slot = (slot + 1) & mask
                }
            }
        }
        guard let found else { return nil }
        return Object(ordinal: found, node: values[found])
    }
}
