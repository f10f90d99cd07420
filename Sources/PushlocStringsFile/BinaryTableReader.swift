/// Reads a strings table written as a binary property list (`bplist00`): the root dictionary and its
/// keys and values, one level deep.
///
/// The format: an 8-byte header, the objects, a table of each object's offset, and a 32-byte trailer
/// that gives the size of an offset and of an object reference, the count of objects, the root
/// object's number and where the offset table starts. Each object begins with a marker byte whose high
/// four bits say its kind and whose low four bits its length (`0xF`: an integer object follows with
/// the length).
///
/// This reader is written here, not borrowed from Foundation, because a table is untrusted input and
/// Foundation's reader on Linux crashes on a set (`0xC`) and doubles its time and memory for each
/// level of shared references. A table needs only its root's strings, so nothing deeper than the
/// root's values is visited; each value object is decoded once and shared by every key that refers
/// to it, every offset and length is checked against the file before it is read, and the work is
/// linear in the file's size.
struct BinaryTableReader {
    /// A value of the root dictionary.
    enum Value {
        case string(String)
        /// Any other kind, named as the XML form names it: "an <array>".
        case other(String)
    }

    /// One member of the root dictionary: its key (`nil` when the key object is not a string) and value.
    struct Member {
        var key: String?
        var value: Value
    }

    /// Why the bytes are no binary property list the device can read.
    struct Failure: Error {
        var message: String
    }

    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let offsetTableStart: Int
    /// Where the objects end: the offset table starts there, and no object may reach past it.
    private let objectsEnd: Int

    /// Reads the header and trailer of `bytes`.
    init(_ bytes: [UInt8]) throws(Failure) {
        self.bytes = bytes
        guard bytes.count >= 8 + 1 + 32, bytes.starts(with: "bplist0".utf8) else {
            throw Failure(message: "it is too short to be a binary property list")
        }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw Failure(message: "its trailer gives an offset or reference size outside 1 to 8 bytes")
        }
        guard let count = Self.bigEndian(bytes, at: trailer + 8, size: 8), let start = Self.bigEndian(bytes, at: trailer + 24, size: 8),
              count >= 1, start >= 9, start < trailer, count <= (trailer - start) / offsetSize
        else {
            throw Failure(message: "its trailer gives an object count or offset table that does not fit the file")
        }
        objectCount = count
        offsetTableStart = start
        objectsEnd = start
    }

    /// The members of the root dictionary, in the file's order.
    func rootMembers() throws(Failure) -> [Member] {
        guard let root = Self.bigEndian(bytes, at: bytes.count - 32 + 16, size: 8), root < objectCount else {
            throw Failure(message: "its trailer names a root object that does not exist")
        }
        let rootOffset = try offset(ofObject: root)
        let marker = bytes[rootOffset]
        guard marker >> 4 == 0xD else {
            throw Failure(message: "its root is \(Self.kindName(marker)), not a dictionary of keys and strings")
        }
        let (count, referencesStart) = try length(of: rootOffset)
        guard count <= (objectsEnd - referencesStart) / (2 * referenceSize) else {
            throw Failure(message: "its root dictionary counts more entries than the file holds")
        }
        // A value object referred to by many keys is decoded once, and its `String` storage shared.
        var decoded: [Int: Value] = [:]
        var members: [Member] = []
        members.reserveCapacity(count)
        for index in 0..<count {
            let keyObject = try reference(at: referencesStart + index * referenceSize)
            let valueObject = try reference(at: referencesStart + (count + index) * referenceSize)
            let key: String?
            if case .string(let text) = try value(ofObject: keyObject, cache: &decoded) { key = text } else { key = nil }
            members.append(Member(key: key, value: try value(ofObject: valueObject, cache: &decoded)))
        }
        return members
    }

    /// The value of object `number`: its text when it is a string, else its kind.
    private func value(ofObject number: Int, cache: inout [Int: Value]) throws(Failure) -> Value {
        if let known = cache[number] { return known }
        let start = try offset(ofObject: number)
        let marker = bytes[start]
        let value: Value
        switch marker >> 4 {
        case 0x5:
            let (count, textStart) = try length(of: start)
            guard count <= objectsEnd - textStart else { throw Failure(message: "a string runs past the end of the objects") }
            // Meant for ASCII; CoreFoundation reads a byte over 0x7F as Latin-1 (Foundation on this
            // machine reads 0xE9 as "é"), which is each byte's own scalar.
            var text = ""
            text.unicodeScalars.append(contentsOf: bytes[textStart..<textStart + count].map { Unicode.Scalar($0) })
            value = .string(text)
        case 0x6:
            let (count, textStart) = try length(of: start)
            guard count <= (objectsEnd - textStart) / 2 else { throw Failure(message: "a string runs past the end of the objects") }
            var units: [UInt16] = []
            units.reserveCapacity(count)
            for index in 0..<count {
                units.append(UInt16(bytes[textStart + 2 * index]) << 8 | UInt16(bytes[textStart + 2 * index + 1]))
            }
            value = .string(String(decoding: units, as: UTF16.self))
        default:
            value = .other(Self.kindName(marker))
        }
        cache[number] = value
        return value
    }

    /// The file offset of object `number`, checked to lie among the objects.
    private func offset(ofObject number: Int) throws(Failure) -> Int {
        guard number < objectCount,
              let offset = Self.bigEndian(bytes, at: offsetTableStart + number * offsetSize, size: offsetSize),
              offset >= 8, offset < objectsEnd
        else {
            throw Failure(message: "an object's offset lies outside the file's objects")
        }
        return offset
    }

    /// The object number stored at `position` in a container's list of references.
    private func reference(at position: Int) throws(Failure) -> Int {
        guard position + referenceSize <= objectsEnd, let number = Self.bigEndian(bytes, at: position, size: referenceSize),
              number < objectCount
        else {
            throw Failure(message: "a reference names an object that does not exist")
        }
        return number
    }

    /// The length the object at `start` declares (its marker's low four bits, or the integer object
    /// after a `0xF`), and where its contents begin.
    private func length(of start: Int) throws(Failure) -> (count: Int, contents: Int) {
        let low = Int(bytes[start] & 0x0F)
        guard low == 0xF else { return (low, start + 1) }
        let integerStart = start + 1
        guard integerStart < objectsEnd, bytes[integerStart] >> 4 == 0x1 else {
            throw Failure(message: "an object's length is not an integer")
        }
        let size = 1 << Int(bytes[integerStart] & 0x0F)
        guard size <= 8, integerStart + 1 + size <= objectsEnd,
              let count = Self.bigEndian(bytes, at: integerStart + 1, size: size)
        else {
            throw Failure(message: "an object's length does not fit the file")
        }
        return (count, integerStart + 1 + size)
    }

    /// The unsigned big-endian integer of `size` bytes at `position`, or `nil` when it runs past the
    /// end of `bytes` or exceeds `Int.max`.
    private static func bigEndian(_ bytes: [UInt8], at position: Int, size: Int) -> Int? {
        guard position >= 0, size <= bytes.count, position <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for index in position..<position + size { value = value << 8 | UInt64(bytes[index]) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    /// An object's kind in words, as the XML form names it.
    private static func kindName(_ marker: UInt8) -> String {
        switch marker >> 4 {
        case 0x0 where marker == 0x08 || marker == 0x09: "a <true/> or <false/>"
        case 0x1: "an <integer>"
        case 0x2: "a <real>"
        case 0x3: "a <date>"
        case 0x4: "a <data>"
        case 0x5, 0x6: "a <string>"
        case 0x8: "a keyed-archive reference"
        case 0xA: "an <array>"
        case 0xB, 0xC: "a set"
        case 0xD: "a <dict>"
        default: "an unknown object (marker 0x\(String(marker, radix: 16)))"
        }
    }
}
