#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value of an old-style (OpenStep) property list, as Xcode writes `project.pbxproj`: strings,
/// arrays and dictionaries (a dictionary keeps its members in file order), and `<hex>` data.
public indirect enum OpenStepValue: Sendable, Equatable {
    case string(String)
    case array([OpenStepValue])
    case dictionary([(key: String, value: OpenStepValue)])
    case data([UInt8])

    public static func == (lhs: OpenStepValue, rhs: OpenStepValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.data(let a), .data(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The text of a string value.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The elements of an array value.
    public var array: [OpenStepValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The value of `key` in a dictionary value (the last one of a repeated key, as CoreFoundation keeps).
    public subscript(key: String) -> OpenStepValue? {
        guard case .dictionary(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The members of a dictionary value.
    public var members: [(key: String, value: OpenStepValue)]? {
        if case .dictionary(let members) = self { return members }
        return nil
    }
}

/// An old-style property list read into a flat list of nodes over the file's bytes: a string is a
/// byte range (its text is made only when asked for), an array or dictionary a range of child nodes.
///
/// Written here rather than taken from `PropertyListSerialization`: an Xcode project is read on every
/// check, pre-commit runs included, and Foundation on Linux takes about 17 ms for a 400 KB project,
/// while this reader makes no string, array or dictionary per value. Its nesting is bounded
/// (``depthLimit``), where a recursive parser would follow a pull request's nesting as deep as it goes.
/// The grammar is CoreFoundation's (`CFOldStylePList.c`): quoted strings with escapes, unquoted strings
/// of `[A-Za-z0-9_$/:.-]`, `( a, b, )`, `{ key = value; }`, `<hex data>`, and `//` and `/* */` comments.
public struct OpenStepPlist: Sendable {
    /// A node: what it is, and where its bytes or children are.
    public struct Node: Sendable {
        public enum Kind: UInt8, Sendable {
            case string, array, dictionary, data
        }

        public let kind: Kind
        /// Whether a string's or data's bytes are in the reader's decoded buffer (an escaped string,
        /// hex data) rather than the file's.
        let isDecoded: Bool
        let start: Int32
        let count: Int32
    }

    /// A node's index.
    public typealias Index = Int32

    /// Where and why the text is no property list.
    public struct Failure: Error, Sendable {
        /// The 1-based line of the problem.
        public var line: Int
        public var message: String
    }

    /// The deepest nesting of arrays and dictionaries read (an Xcode project needs about 6).
    public static let depthLimit = 128

    private let bytes: [UInt8]
    private var decoded: [UInt8] = []
    private var nodes: [Node] = []
    /// The children of every array (its elements) and dictionary (key, value, key, value, …).
    private var children: [Index] = []
    /// The root node.
    public private(set) var root: Index = 0

    /// Reads `bytes` (UTF-8 text, a byte order mark allowed).
    public init(_ bytes: [UInt8]) throws(Failure) {
        self.bytes = bytes
        // The parse reads the bytes in place: a project is hundreds of kilobytes, read byte by byte.
        let result = try bytes.withUnsafeBufferPointer { buffer throws(Failure) in try OpenStepPlistParser.parse(buffer) }
        self.root = result.root
        self.nodes = result.nodes
        self.children = result.children
        self.decoded = result.decoded
    }

    /// The node at `index`.
    public func node(_ index: Index) -> Node { nodes[Int(index)] }

    /// The text of a string node, `nil` for another kind.
    public func string(_ index: Index) -> String? {
        let node = nodes[Int(index)]
        guard node.kind == .string else { return nil }
        return withBytes(of: node) { String(decoding: $0, as: UTF8.self) }
    }

    /// A key made of a string node's bytes, compared and hashed without making a `String`: Xcode
    /// projects refer to their thousands of objects by ids (`"8A1B2C3D4E5F60718293A4B5"`), and
    /// looking them up is most of reading a project. `nil` for another kind of node.
    public func key(_ index: Index) -> Key? {
        let node = nodes[Int(index)]
        guard node.kind == .string else { return nil }
        return withBytes(of: node) { Key($0) }
    }

    /// A string's bytes as a hashable value: up to 32 bytes packed into words, longer ones kept whole.
    public struct Key: Hashable, Sendable {
        private let words: (UInt64, UInt64, UInt64, UInt64)
        private let count: Int
        private let long: [UInt8]?

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            count = bytes.count
            guard bytes.count <= 32, let base = bytes.baseAddress else {
                words = (0, 0, 0, 0)
                long = bytes.isEmpty ? nil : Array(bytes)
                return
            }
            // Loaded straight into the words, no array in between: a 24-byte object id is three loads.
            words = (Self.word(base, 0, bytes.count), Self.word(base, 8, bytes.count), Self.word(base, 16, bytes.count), Self.word(base, 24, bytes.count))
            long = nil
        }

        /// Bytes `offset..<offset + 8` of `count` bytes at `base`, little-endian, zero past the end.
        @inline(__always)
        private static func word(_ base: UnsafePointer<UInt8>, _ offset: Int, _ count: Int) -> UInt64 {
            if offset + 8 <= count { return SWAR.load(base, offset) }
            var word: UInt64 = 0
            var position = offset
            while position < count {
                word |= UInt64(base[position]) << (UInt64(position - offset) * 8)
                position += 1
            }
            return word
        }

        public static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.count == rhs.count && lhs.words == rhs.words && lhs.long == rhs.long
        }

        /// Hashes the key's bytes in one call, from the words for a short key: exactly what `==`
        /// compares, so equal keys hash alike, and `Hasher` (seeded per process) sees every byte and
        /// the length, so no two different keys collide by construction.
        public func hash(into hasher: inout Hasher) {
            if let long {
                long.withUnsafeBytes { hasher.combine(bytes: $0) }
                return
            }
            withUnsafeBytes(of: words) { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
    }

    /// Whether the node at `index` is a string whose bytes are `text`'s.
    public func isString(_ index: Index, _ text: StaticString) -> Bool {
        let node = nodes[Int(index)]
        guard node.kind == .string, Int(node.count) == text.utf8CodeUnitCount else { return false }
        return withBytes(of: node) { stored in Self.equal(stored, 0, text) }
    }

    /// Whether the node at `index` is a string whose bytes end with `suffix`'s, tested in place
    /// (no `String` is made: a project has thousands of file references, and few of them matter).
    public func hasSuffix(_ index: Index, _ suffix: StaticString) -> Bool {
        let node = nodes[Int(index)]
        let count = suffix.utf8CodeUnitCount
        guard node.kind == .string, Int(node.count) >= count else { return false }
        return withBytes(of: node) { stored in Self.equal(stored, stored.count - count, suffix) }
    }

    /// Whether the node at `index` is a string whose bytes start with `prefix`'s, tested in place.
    public func hasPrefix(_ index: Index, _ prefix: StaticString) -> Bool {
        let node = nodes[Int(index)]
        let count = prefix.utf8CodeUnitCount
        guard node.kind == .string, Int(node.count) >= count else { return false }
        return withBytes(of: node) { stored in Self.equal(UnsafeBufferPointer(rebasing: stored[..<count]), 0, prefix) }
    }

    /// Whether `stored`'s bytes from `offset` on are `text`'s, `stored` having exactly as many.
    @inline(__always)
    private static func equal(_ stored: UnsafeBufferPointer<UInt8>, _ offset: Int, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard count > 0 else { return true }
        guard text.hasPointerRepresentation else {
            return text.withUTF8Buffer { wanted in UnsafeBufferPointer(rebasing: stored[offset...]).elementsEqual(wanted) }
        }
        guard let start = stored.baseAddress else { return false }
        return memcmp(start + offset, text.utf8Start, count) == 0
    }

    /// The elements of an array node (empty for another kind).
    public func elements(_ index: Index) -> ArraySlice<Index> {
        let node = nodes[Int(index)]
        guard node.kind == .array else { return [] }
        return children[Int(node.start)..<Int(node.start + node.count)]
    }

    /// The value of `key` in a dictionary node (the last one of a repeated key, as CoreFoundation
    /// keeps), `nil` when it has none or is no dictionary.
    public func value(_ index: Index, _ key: StaticString) -> Index? {
        let node = nodes[Int(index)]
        guard node.kind == .dictionary else { return nil }
        let wanted = Int32(truncatingIfNeeded: key.utf8CodeUnitCount)
        var found: Index?
        var position = Int(node.start)
        let end = position + Int(node.count) * 2
        while position < end {
            let member = children[position]
            // Most keys differ in length from the wanted one: compared before any byte.
            let memberNode = nodes[Int(member)]
            if memberNode.count == wanted, memberNode.kind == .string, withBytes(of: memberNode, { Self.equal($0, 0, key) }) {
                found = children[position + 1]
            }
            position += 2
        }
        return found
    }

    /// Calls `body` with each member of a dictionary node, key and value, in file order (not at all
    /// for another kind), without making the array ``members(_:)`` returns.
    public func forEachMember(_ index: Index, _ body: (_ key: Index, _ value: Index) throws -> Void) rethrows {
        let node = nodes[Int(index)]
        guard node.kind == .dictionary else { return }
        var position = Int(node.start)
        let end = position + Int(node.count) * 2
        while position < end {
            try body(children[position], children[position + 1])
            position += 2
        }
    }

    /// The children of a dictionary node in file order, each member's key then its value (empty for
    /// another kind): a walk over many objects reads them without a closure call per member.
    package func memberNodes(_ index: Index) -> ArraySlice<Index> {
        let node = nodes[Int(index)]
        guard node.kind == .dictionary else { return [] }
        return children[Int(node.start)..<Int(node.start) + Int(node.count) * 2]
    }

    /// Calls `body` with a string node's bytes, read in place (no `String` is made); `false`, with no
    /// call, for another kind. Not generic, so a caller in another module runs it specialised.
    package func withStringBytes(_ index: Index, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        let node = nodes[Int(index)]
        guard node.kind == .string else { return false }
        withBytes(of: node, body)
        return true
    }

    /// The number of bytes of a string node, its first eight bytes and its last eight as
    /// little-endian words (a shorter string's bytes in the low end of `first` and the high end of
    /// `last`, zeros elsewhere), `nil` for another kind: a key is told among several names, or a
    /// path's extension, in a comparison or two before any byte is compared.
    package func stringEnds(_ index: Index) -> (count: Int, first: UInt64, last: UInt64)? {
        let node = nodes[Int(index)]
        guard node.kind == .string else { return nil }
        return withBytes(of: node) { stored in
            guard let base = stored.baseAddress else { return (0, 0, 0) }
            if stored.count >= 8 { return (stored.count, SWAR.load(base, 0), SWAR.load(base, stored.count - 8)) }
            var word: UInt64 = 0
            for position in 0..<stored.count { word |= UInt64(base[position]) << UInt64(position * 8) }
            return (stored.count, word, word << UInt64((8 - stored.count) * 8))
        }
    }

    /// A hash of a string node's bytes keyed by `start` and `multiplier`, `nil` for another kind: the
    /// length, then each 8-byte word (the last one padded with zeros) folded in by a full-width
    /// multiplication whose high and low halves are combined, so every byte reaches every bit.
    /// For tables of a file's ids (an Xcode project's objects) that hash each id in place.
    package func hashString(_ index: Index, start: UInt64, multiplier: UInt64) -> UInt64? {
        let node = nodes[Int(index)]
        guard node.kind == .string else { return nil }
        return withBytes(of: node) { stored in
            var hash = Self.fold(start ^ UInt64(truncatingIfNeeded: stored.count), multiplier)
            guard let base = stored.baseAddress else { return hash }
            var offset = 0
            while offset + 8 <= stored.count {
                hash = Self.fold(hash ^ SWAR.load(base, offset), multiplier)
                offset += 8
            }
            if offset < stored.count {
                var tail: UInt64 = 0
                var shift: UInt64 = 0
                while offset < stored.count {
                    tail |= UInt64(base[offset]) << shift
                    shift += 8
                    offset += 1
                }
                hash = Self.fold(hash ^ tail, multiplier)
            }
            return hash
        }
    }

    @inline(__always)
    private static func fold(_ value: UInt64, _ multiplier: UInt64) -> UInt64 {
        let product = value.multipliedFullWidth(by: multiplier)
        return product.high ^ product.low
    }

    /// Whether the nodes at `first` and `second` are strings with the same bytes.
    package func sameString(_ first: Index, _ second: Index) -> Bool {
        let one = nodes[Int(first)]
        let other = nodes[Int(second)]
        guard one.kind == .string, other.kind == .string, one.count == other.count else { return false }
        if !one.isDecoded, !other.isDecoded {
            // Both in the file's bytes, as ids are: one buffer, one comparison.
            return bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return true }
                return memcmp(base + Int(one.start), base + Int(other.start), Int(one.count)) == 0
            }
        }
        return withBytes(of: one) { left in
            withBytes(of: other) { right in
                guard let start = left.baseAddress, let end = right.baseAddress else { return true }
                return memcmp(start, end, left.count) == 0
            }
        }
    }

    /// The text of the string value of `key` in a dictionary node.
    public func string(_ index: Index, _ key: StaticString) -> String? {
        value(index, key).flatMap(string)
    }

    /// The members of a dictionary node, in file order (empty for another kind).
    public func members(_ index: Index) -> [(key: Index, value: Index)] {
        let node = nodes[Int(index)]
        guard node.kind == .dictionary else { return [] }
        return (0..<Int(node.count)).map { member in
            (children[Int(node.start) + 2 * member], children[Int(node.start) + 2 * member + 1])
        }
    }

    /// The node at `index` as a value tree.
    public func value(_ index: Index) -> OpenStepValue {
        let node = nodes[Int(index)]
        switch node.kind {
        case .string: return .string(string(index) ?? "")
        case .data: return .data(withBytes(of: node) { Array($0) })
        case .array: return .array(elements(index).map(value))
        case .dictionary: return .dictionary(members(index).map { (key: string($0.key) ?? "", value: value($0.value)) })
        }
    }

    /// Calls `body` with the bytes of a string or data node. Each buffer is read where it is stored:
    /// choosing one of the two arrays into a value first would copy (retain and release) it on
    /// every call, and ids and keys are read this way thousands of times per project.
    @inline(__always)
    private func withBytes<Result>(of node: Node, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if node.isDecoded {
            return decoded.withUnsafeBufferPointer { buffer in
                body(UnsafeBufferPointer(start: buffer.baseAddress.map { $0 + Int(node.start) }, count: Int(node.count)))
            }
        }
        return bytes.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(start: buffer.baseAddress.map { $0 + Int(node.start) }, count: Int(node.count)))
        }
    }
}

/// Reads old-style property lists as value trees (``OpenStepPlist`` for the flat, lazy form).
public enum OpenStepPlistReader {
    public typealias Failure = OpenStepPlist.Failure

    /// The deepest nesting read.
    public static let depthLimit = OpenStepPlist.depthLimit

    /// The property list of `bytes` as a value tree.
    public static func read(_ bytes: [UInt8]) throws(Failure) -> OpenStepValue {
        let plist = try OpenStepPlist(bytes)
        return plist.value(plist.root)
    }
}
