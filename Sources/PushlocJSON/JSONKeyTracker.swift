/// The keys of every open object of a ``JSONPullReader``, to report duplicate keys exactly as
/// ``JSONParser`` does: `String` equality (so canonically equivalent keys are duplicates), and the
/// place of the first occurrence. It also keeps the names the reader has made for keys.
///
/// All open objects share one flat list, cut back when an object closes, so an object costs no
/// allocation of its own; and a key that is plain ASCII in the source is compared by its bytes, with
/// no `String` made (for ASCII text, byte equality is `String` equality). An object with many members
/// gets a dictionary instead (the `strings` object of a catalog has thousands of keys), as the
/// parser's frames do.
struct JSONKeyTracker {
    /// One key of an open object. Trivial (no references), so that the list is cheap to cut back.
    private struct Seen {
        /// The key's text in the source, between its quotes.
        var start: Int
        var end: Int
        var position: JSONTextPosition
        /// Its name in ``texts``, or -1 until one is made.
        var text: Int
        /// The bytes are the key: ASCII without escapes.
        var isPlain: Bool
    }

    /// One open object. Trivial too: its index, if it has one, is in ``indexes``.
    private struct Frame {
        var firstSeen: Int
        var firstText: Int
        /// Its place in ``indexes``, or -1 while its keys are in ``seen``.
        var index: Int
    }

    /// How many keys an object has before they are indexed (``JSONParser`` uses the same).
    private static let indexedFrom = 12

    /// The keys of the open objects: the first `seenCount` elements (the rest are stale).
    private var seen: [Seen] = []
    private var seenCount = 0
    private var frames: [Frame] = []
    /// The indexes of the open objects with many keys: key -> its first place.
    private var indexes: [[String: JSONTextPosition]] = []
    /// Names made for keys of the open objects.
    private var texts: [String] = []

    /// An object opened.
    mutating func open() {
        frames.append(Frame(firstSeen: seenCount, firstText: texts.count, index: -1))
    }

    /// The innermost open object closed.
    mutating func close() {
        guard let frame = frames.popLast() else { return }
        seenCount = frame.firstSeen
        if texts.count > frame.firstText { texts.removeLast(texts.count - frame.firstText) }
        if frame.index >= 0 { indexes.removeLast() }
    }

    /// Keeps `name`, made for a key of the innermost open object, until that object closes; returns
    /// its number for ``text(_:)``.
    mutating func keep(_ name: String) -> Int {
        texts.append(name)
        return texts.count - 1
    }

    /// A name kept by ``keep(_:)``.
    func text(_ number: Int) -> String {
        texts[number]
    }

    /// Where `key` (whose text is in `buffer`) first stood in the innermost open object, or `nil`
    /// after noting that it is new. Makes and keeps `key`'s name when a comparison needs it.
    mutating func firstOccurrence(of key: inout JSONKey, in buffer: UnsafeBufferPointer<UInt8>) -> JSONTextPosition? {
        let top = frames.count - 1
        guard top >= 0 else { return nil }
        let frame = frames[top]
        if frame.index >= 0 {
            let text = name(of: &key, in: buffer)
            if let first = indexes[frame.index][text] { return first }
            indexes[frame.index][text] = key.position
            return nil
        }
        let first = frame.firstSeen
        let isPlain = key.isPlain
        let length = key.end - key.start
        var place = first
        while place < seenCount {
            let other = seen[place]
            if isPlain && other.isPlain {
                if other.end - other.start == length && Self.equal(buffer, other.start, key.start, length) {
                    return other.position
                }
            } else if name(of: place, in: buffer) == name(of: &key, in: buffer) {
                return other.position
            }
            place += 1
        }
        if seenCount - first >= Self.indexedFrom {
            var index: [String: JSONTextPosition] = [:]
            index.reserveCapacity((seenCount - first) * 2)
            for place in first..<seenCount {
                let text = name(of: place, in: buffer)
                if index[text] == nil { index[text] = seen[place].position }
            }
            index[name(of: &key, in: buffer)] = key.position
            seenCount = first
            frames[top].index = indexes.count
            indexes.append(index)
            return nil
        }
        let entry = Seen(start: key.start, end: key.end, position: key.position, text: key.text, isPlain: isPlain)
        if seenCount < seen.count {
            seen[seenCount] = entry
        } else {
            seen.append(entry)
        }
        seenCount += 1
        return nil
    }

    private static func equal(_ buffer: UnsafeBufferPointer<UInt8>, _ left: Int, _ right: Int, _ length: Int) -> Bool {
        var offset = 0
        while offset < length {
            if buffer[left + offset] != buffer[right + offset] { return false }
            offset += 1
        }
        return true
    }

    /// The name of `key`, made and kept if it has none yet.
    private mutating func name(of key: inout JSONKey, in buffer: UnsafeBufferPointer<UInt8>) -> String {
        if key.text >= 0 { return texts[key.text] }
        let text = JSONPullReader.makeString(validated: UnsafeBufferPointer(rebasing: buffer[key.start..<key.end]), isASCII: key.isPlain)
        key.text = keep(text)
        return text
    }

    /// The name of the seen key at `place`, made and kept if it has none yet.
    private mutating func name(of place: Int, in buffer: UnsafeBufferPointer<UInt8>) -> String {
        if seen[place].text >= 0 { return texts[seen[place].text] }
        let text = JSONPullReader.makeString(validated: UnsafeBufferPointer(rebasing: buffer[seen[place].start..<seen[place].end]), isASCII: seen[place].isPlain)
        seen[place].text = keep(text)
        return text
    }
}
