import Foundation

/// The marker file of a build folder: the SHA-256 of every file that build wrote, by path.
///
/// A marker is a claim, never proof: a pull request can add one. What it buys is that a later
/// build can tell that every file in the folder is still the one the earlier build wrote (a file
/// the user edited or added keeps the folder). The file is text: ``header``, then one line a file,
/// `<64 hex digits> <path>`, sorted by path. In the path, `%`, control characters and DEL are
/// written as `%XX`, so every name fits on its line and reads back to the same bytes.
package struct BuildMarker: Sendable, Equatable {
    /// The first line of every marker of this format.
    package static let header = "pushloc build, format 2: the SHA-256 and path of every file this build wrote; "
        + "a later build replaces this folder only when they all match and nothing else is in it"
    /// A marker larger than this is not read (a build writes a few thousand files at most).
    static let byteLimit = 32 << 20

    /// The hash of each file, by its path relative to the folder.
    package var hashes: [String: String]

    /// A marker of these hashes.
    package init(hashes: [String: String] = [:]) {
        self.hashes = hashes
    }

    /// The marker's bytes.
    package func serialized() -> [UInt8] {
        var text = Self.header + "\n"
        for path in hashes.keys.sorted() {
            guard let hash = hashes[path] else { continue }
            text += hash + " " + Self.escaped(path) + "\n"
        }
        return Array(text.utf8)
    }

    /// The marker in `bytes`, or `nil` when they are not one (another header, or a line that is not
    /// a hash and a path as ``serialized()`` writes them).
    package static func parse(_ bytes: [UInt8]) -> BuildMarker? {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count >= 2, lines.removeLast().isEmpty, lines.removeFirst().elementsEqual(header.utf8) else { return nil }
        var hashes: [String: String] = [:]
        for line in lines {
            guard line.count > 65, line[line.startIndex + 64] == UInt8(ascii: " ") else { return nil }
            let hash = line.prefix(64)
            guard hash.allSatisfy(isLowerHexDigit), let path = unescaped(line.dropFirst(65)), !path.isEmpty,
                  hashes.updateValue(String(decoding: hash, as: UTF8.self), forKey: path) == nil
            else { return nil }
        }
        return BuildMarker(hashes: hashes)
    }

    /// `path` with `%`, control characters and DEL written as `%XX`.
    static func escaped(_ path: String) -> String {
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0xF))
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The path that ``escaped(_:)`` wrote as `bytes`, or `nil` for a malformed escape or a raw
    /// character that would have been escaped.
    static func unescaped(_ bytes: ArraySlice<UInt8>) -> String? {
        var result: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard bytes.endIndex - index >= 3, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else { return nil }
                result.append(high << 4 | low)
                index += 3
            } else {
                guard byte >= 0x20, byte != 0x7F else { return nil }
                result.append(byte)
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Reads the marker at `path`: `nil` when it is missing, a link, a folder, too large, or not a
    /// marker of this format.
    package static func read(atPath path: String) -> BuildMarker? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= byteLimit,
              let bytes = PlainFile.read(path)
        else { return nil }
        return parse(bytes)
    }

    private static func isLowerHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
