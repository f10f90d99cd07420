import Foundation
import PushlocStringsFile

/// Where a check keeps its folder listings between runs (the check's cache folder).
package protocol FolderListingStore: Sendable {
    /// The text stored under `key`, if any.
    func record(for key: String) -> String?
    /// Stores `text` under `key`; a store that cannot write leaves it (no result depends on it).
    func store(_ text: String, for key: String)
}

/// Which folder, and when its entries and its attributes last changed.
///
/// Adding, removing or renaming an entry of a folder sets its modification time and its change time;
/// a new mode or owner sets its change time. A folder whose identity and both times are as recorded
/// has the entries recorded.
struct FolderStamp: Equatable, Sendable {
    let identity: FolderIdentity
    /// Nanoseconds since 1970.
    let modified: Int64
    let changed: Int64

    init(identity: FolderIdentity, modified: Int64, changed: Int64) {
        self.identity = identity
        self.modified = modified
        self.changed = changed
    }

    /// The stamp in `status`, as `stat` or `fstat` gave it.
    init(_ status: stat) {
        identity = FolderIdentity(status)
        #if canImport(Darwin)
        modified = Int64(status.st_mtimespec.tv_sec) &* 1_000_000_000 &+ Int64(status.st_mtimespec.tv_nsec)
        changed = Int64(status.st_ctimespec.tv_sec) &* 1_000_000_000 &+ Int64(status.st_ctimespec.tv_nsec)
        #else
        modified = Int64(status.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(status.st_mtim.tv_nsec)
        changed = Int64(status.st_ctim.tv_sec) &* 1_000_000_000 &+ Int64(status.st_ctim.tv_nsec)
        #endif
    }
}

/// One folder's entries as the file system listed them (each name with its `d_type`), and the
/// folder's stamp when it was listed.
struct CachedFolder: Sendable {
    let stamp: FolderStamp
    var names: [String] = []
    var types: [UInt8] = []

    init(stamp: FolderStamp) {
        self.stamp = stamp
    }

    mutating func append(_ name: String, type: UInt8) {
        names.append(name)
        types.append(type)
    }
}

/// The folder listings of an earlier check of one root, and the text of this check's for the next.
///
/// A check lists every folder under its roots, and on a tree that has not changed since the last
/// check the listings are the same again: on a small app, listing a few hundred folders was a
/// quarter of the check. With this cache, each folder is first looked at (`stat`, one call, where a
/// listing takes an open, two reads of entries and a close); a folder whose identity, modification
/// and change times are those recorded has the entries recorded, and any other is listed again.
/// Language files are measured and read every time (editing a file does not change its folder's
/// times), and a link's target is looked at every time. Git's untracked cache rests on the same
/// rule.
///
/// A folder modified less than ``settleTime`` before the listing began is not recorded: a file
/// system's clock ticks coarsely, and an entry added within the same tick after the listing would
/// leave the folder's times as recorded.
final class ListingCache: Sendable {
    /// The first line of the text; another first line is a foreign or older text.
    static let header = "pushloc folder listings 1"
    /// How long before the listing began a folder must have been modified last to be recorded.
    static let settleTime: Int64 = 2_000_000_000

    /// The root and working folder the listings are of.
    let key: String
    /// When this check's listing began, in nanoseconds since 1970.
    let startedAt: Int64
    private let previous: [String: CachedFolder]

    /// The cache of the listings of `key` (``key(root:workingDirectory:)``) in `text` (what an earlier
    /// check stored, `nil` for none). A text that is not exactly as ``text(of:)`` writes it, or of
    /// another key, counts as none.
    init(key: String, text: String?, startedAt: Int64 = ListingCache.now()) {
        self.key = key
        self.startedAt = startedAt
        previous = text.flatMap { Self.parse($0, key: key) } ?? [:]
    }

    /// The key of the listings of the folder `root` searched from `workingDirectory` (the two joined by
    /// a NUL byte, which neither can hold).
    static func key(root: String, workingDirectory: String) -> String {
        workingDirectory + "\u{0}" + root
    }

    /// The listing the earlier check recorded of the folder at `path`.
    func previous(of path: String) -> CachedFolder? {
        previous[path]
    }

    /// How many folders the earlier check recorded.
    var previousCount: Int { previous.count }

    /// The text for the next check, from what this check listed (each folder's path, listing, and
    /// whether it came from here); `nil` when it would record the same folders as the earlier check.
    func text(of listed: [(path: String, folder: CachedFolder, reused: Bool)]) -> String? {
        var kept: [(path: String, folder: CachedFolder)] = []
        var reused = 0
        var fresh = 0
        for item in listed {
            if item.reused {
                reused += 1
                kept.append((item.path, item.folder))
            } else if item.folder.stamp.modified < startedAt - Self.settleTime {
                fresh += 1
                kept.append((item.path, item.folder))
            }
        }
        guard fresh > 0 || reused != previous.count else { return nil }
        kept.sort { $0.path < $1.path }
        return Self.serialize(kept, key: key)
    }

    /// The time now, in nanoseconds since 1970.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }

    // MARK: - Text

    // The text is the header line, then fields each ended by a NUL byte (which no path or name can
    // hold, so nothing is escaped): the key, the number of folders, then per folder its path, device,
    // inode, modification and change times, the number of entries and each entry's type and name;
    // last, `end`.

    static func serialize(_ folders: [(path: String, folder: CachedFolder)], key: String) -> String {
        var text = header + "\n"
        func field(_ value: String) {
            text += value
            text += "\u{0}"
        }
        field(key)
        field(String(folders.count))
        for (path, folder) in folders {
            field(path)
            field(String(Int64(bitPattern: folder.stamp.identity.device)))
            field(String(Int64(bitPattern: folder.stamp.identity.inode)))
            field(String(folder.stamp.modified))
            field(String(folder.stamp.changed))
            field(String(folder.names.count))
            for (name, type) in zip(folder.names, folder.types) {
                field(String(type))
                field(name)
            }
        }
        field("end")
        return text
    }

    /// The listings in `text`, or `nil` when it is not as ``serialize(_:key:)`` writes it for `key`.
    static func parse(_ text: String, key: String) -> [String: CachedFolder]? {
        var text = text
        return text.withUTF8 { bytes -> [String: CachedFolder]? in
            var fields = Fields(bytes)
            // Every folder and entry takes at least two bytes, so no count read here exceeds the text's size.
            guard fields.line() == header, fields.take(key), let count = fields.integer(), count >= 0, count <= bytes.count
            else { return nil }
            var folders: [String: CachedFolder] = [:]
            folders.reserveCapacity(Int(count))
            for _ in 0..<count {
                guard let path = fields.string(), !path.isEmpty,
                      let device = fields.integer(), let inode = fields.integer(), let modified = fields.integer(), let changed = fields.integer(),
                      let entries = fields.integer(), entries >= 0, entries <= bytes.count
                else { return nil }
                let identity = FolderIdentity(device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode))
                var folder = CachedFolder(stamp: FolderStamp(identity: identity, modified: modified, changed: changed))
                folder.names.reserveCapacity(Int(entries))
                folder.types.reserveCapacity(Int(entries))
                for _ in 0..<entries {
                    guard let type = fields.integer(), (0...255).contains(type), let name = fields.string(), !name.isEmpty else { return nil }
                    folder.append(name, type: UInt8(type))
                }
                guard folders.updateValue(folder, forKey: path) == nil else { return nil }
            }
            guard fields.string() == "end", fields.isAtEnd else { return nil }
            return folders
        }
    }

    /// Reads the fields of a text one by one.
    private struct Fields {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        var isAtEnd: Bool { position == bytes.count }

        /// The text up to the next `terminator`, which is passed; `nil` when there is none.
        private mutating func next(until terminator: UInt8) -> UnsafeBufferPointer<UInt8>? {
            guard let base = bytes.baseAddress, position < bytes.count,
                  let found = memchr(base + position, Int32(terminator), bytes.count - position)
            else { return nil }
            let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            let field = UnsafeBufferPointer(rebasing: bytes[position..<end])
            position = end + 1
            return field
        }

        /// A string of `field`, a slice of the text between ASCII terminators: the text is a `String`,
        /// so its bytes are valid UTF-8 and so is every such slice, which is not validated again.
        private func text(_ field: UnsafeBufferPointer<UInt8>) -> String {
            ValidUTF8.string(field)
        }

        /// Whether the text goes on with `expected` (which may hold NUL bytes) and a NUL, which are passed.
        mutating func take(_ expected: String) -> Bool {
            var expected = expected
            return expected.withUTF8 { wanted in
                let end = position + wanted.count
                guard end < bytes.count, bytes[end] == 0, wanted.elementsEqual(bytes[position..<end]) else { return false }
                position = end + 1
                return true
            }
        }

        mutating func line() -> String? {
            next(until: UInt8(ascii: "\n")).map(text)
        }

        mutating func string() -> String? {
            next(until: 0).map(text)
        }

        /// A decimal integer, with a minus sign when negative.
        mutating func integer() -> Int64? {
            guard let field = next(until: 0), !field.isEmpty, field.count <= 20 else { return nil }
            var digits = field[...]
            let negative = digits.first == UInt8(ascii: "-")
            if negative { digits = digits.dropFirst() }
            guard !digits.isEmpty else { return nil }
            // The magnitude is read unsigned, so that the most negative value (an inode's top bit) reads back.
            var magnitude: UInt64 = 0
            for byte in digits {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                let (times, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, carry) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
                guard !overflow, !carry else { return nil }
                magnitude = sum
            }
            if negative {
                guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
                return Int64(bitPattern: 0 &- magnitude)
            }
            guard magnitude <= UInt64(Int64.max) else { return nil }
            return Int64(magnitude)
        }
    }
}
