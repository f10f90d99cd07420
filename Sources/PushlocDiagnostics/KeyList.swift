/// The keys a grouped finding (`missing-key`, `extra-key`) is about, in table order.
///
/// A list is either an array of strings, or a view of keys that live elsewhere (a table's entries,
/// through a ``KeyListSource``) that makes each string only when it is read. A table of two million
/// keys checked against a language that has none of them lists two million keys: as strings they cost
/// more than the table they came from, as a view four bytes each. Reporters stream the keys' bytes with
/// ``forEachUTF8(_:)``.
///
/// Equality and hashing are those of the keys as strings, as for `[String]`.
public struct KeyList: RandomAccessCollection, Sendable {
    private enum Storage: Sendable {
        case strings([String])
        case source(any KeyListSource)
    }

    private let storage: Storage

    /// The number of keys, kept: a source's count is a call through its existential, and a message
    /// that names a few keys of a list asks for it at every step.
    public let endIndex: Int

    /// The list of `keys`.
    public init(_ keys: [String]) {
        storage = .strings(keys)
        endIndex = keys.count
    }

    /// The keys of `source`, made into strings when read.
    public init(_ source: some KeyListSource) {
        storage = .source(source)
        endIndex = source.count
    }

    /// The first position, 0.
    public var startIndex: Int { 0 }

    /// The key at `position`.
    public subscript(position: Int) -> String {
        switch storage {
        case .strings(let keys): keys[position]
        case .source(let source): source.key(at: position)
        }
    }

    /// Calls `body` with the UTF-8 bytes of each key in order, without making strings of keys kept as bytes.
    public func forEachUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        switch storage {
        case .strings(let keys):
            for key in keys {
                var key = key
                key.withUTF8(body)
            }
        case .source(let source):
            source.forEachUTF8(body)
        }
    }
}

/// Keys kept elsewhere (a table's entries), for a ``KeyList`` that makes their strings only when read.
public protocol KeyListSource: Sendable {
    /// The number of keys.
    var count: Int { get }
    /// The key at `position` (0 ..< ``count``).
    func key(at position: Int) -> String
    /// Calls `body` with the UTF-8 bytes of the key at `position`.
    func withUTF8(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void)
    /// Calls `body` with the UTF-8 bytes of each key in order (by default, ``withUTF8(at:_:)`` for
    /// each position; a source that can read them all at once does).
    func forEachUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void)
}

extension KeyListSource {
    /// Calls ``withUTF8(at:_:)`` for each position in order.
    public func forEachUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        for position in 0..<count { withUTF8(at: position, body) }
    }
}

extension KeyList: ExpressibleByArrayLiteral {
    /// The list of the given keys.
    public init(arrayLiteral keys: String...) {
        self.init(keys)
    }
}

extension KeyList: Hashable {
    /// Whether both list equal keys (Swift's `String ==`) in the same order.
    public static func == (lhs: KeyList, rhs: KeyList) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for key in self { hasher.combine(key) }
    }
}

extension KeyList: CustomStringConvertible, CustomDebugStringConvertible {
    /// The keys as an array literal, as `[String]` shows them.
    public var description: String { Array(self).description }

    /// The keys as an array literal, as `[String]` shows them.
    public var debugDescription: String { Array(self).debugDescription }
}
