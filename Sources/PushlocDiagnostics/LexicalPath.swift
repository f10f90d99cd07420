#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Absolute paths made by text alone (`URL.standardizedFileURL` without its `stat`), with `.` and `..` components and repeated slashes resolved and
/// no link followed: how an Xcode project's group paths and a check's file paths are compared.
///
/// Worked on UTF-8 bytes: a project resolves a path for each of its thousands of objects, and a check
/// one for each table, so a `Character` walk here was a tenth of a check.
package enum LexicalPath {
    /// `path` made absolute against the absolute folder `base` (unless it is absolute already), in
    /// normal form: `/a/b`, never a trailing slash, `/` for the root.
    package static func absolute(_ path: String, base: String) -> String {
        var joined = path.utf8.first == UInt8(ascii: "/") ? path : (path.isEmpty ? base : base + "/" + path)
        return joined.withUTF8 { bytes in
            if isNormal(bytes) { return nil }
            // Each component's start and end, with `.` skipped and `..` taking the one before away.
            var components: [Range<Int>] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                defer { start = index + 1 }
                let component = start..<index
                switch component.count {
                case 0: continue
                case 1 where bytes[component.lowerBound] == UInt8(ascii: "."): continue
                case 2 where bytes[component.lowerBound] == UInt8(ascii: ".") && bytes[component.lowerBound + 1] == UInt8(ascii: "."):
                    if !components.isEmpty { components.removeLast() }
                default: components.append(component)
                }
            }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 1)
            for component in components {
                result.append(UInt8(ascii: "/"))
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[component]))
            }
            return result.isEmpty ? "/" : String(decoding: result, as: UTF8.self)
        } ?? joined
    }

    /// Whether `path` is absolute and already normal: no empty, `.` or `..` component, no trailing `/`.
    package static func isNormal(_ path: String) -> Bool {
        var path = path
        return path.withUTF8(isNormal)
    }

    /// ``isNormal(_:)`` of a path's UTF-8 bytes, read in place (every table's and every project
    /// group's path is tested).
    private static func isNormal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.first == UInt8(ascii: "/") else { return false }
        return bytes.count == 1 || componentsAreNormal(UnsafeBufferPointer(rebasing: bytes.dropFirst()))
    }

    /// Whether `path` is relative and plain: one or more components joined by single `/`s, none of them
    /// empty, `.` or `..`. Such a path made absolute against a normal folder is that folder, a `/` and it.
    package static func isPlainRelative(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in bytes.first != UInt8(ascii: "/") && componentsAreNormal(bytes) }
    }

    /// Whether `bytes` are one or more components joined by single `/`s, none of them empty, `.` or `..`.
    private static func componentsAreNormal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // The length of the current component, and whether it is all dots so far.
        var length = 0
        var dots = true
        for byte in bytes {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (dots && length <= 2) { return false }
                length = 0
                dots = true
            } else {
                length += 1
                if byte != UInt8(ascii: ".") { dots = false }
            }
        }
        return !(length == 0 || (dots && length <= 2))
    }

    /// ``absolute(_:base:)`` of `path` against `base`, which must be absolute and normal already: a
    /// relative path of plain components is joined to it without reading `base` again (an Xcode
    /// project resolves each group and table file against its group's path, made just before).
    package static func appending(_ path: String, toNormal base: String) -> String {
        var path = path
        let plain = path.withUTF8 { bytes in bytes.first != UInt8(ascii: "/") && componentsAreNormal(bytes) }
        guard plain else { return absolute(path, base: base) }
        // One string, written once: `base`, a `/` unless `base` is the root, and `path`.
        var base = base
        return base.withUTF8 { head in
            path.withUTF8 { tail in
                let slash = head.count == 1 ? 0 : 1
                return String(unsafeUninitializedCapacity: head.count + slash + tail.count) { buffer in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[..<head.count]).initialize(from: head)
                    if slash == 1 { buffer[head.count] = UInt8(ascii: "/") }
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + slash)...]).initialize(from: tail)
                    return head.count + slash + tail.count
                }
            }
        }
    }

    /// Whether `path`'s bytes start with `prefix`'s, compared in place by `memcmp` (the `UTF8View`'s
    /// own `starts(with:)` walks both by iterator, and paths are compared with folders for every table).
    package static func hasPrefix(_ path: String, _ prefix: String) -> Bool {
        guard path.utf8.count >= prefix.utf8.count else { return false }
        var path = path
        var prefix = prefix
        return path.withUTF8 { whole in
            prefix.withUTF8 { start in
                guard let wholeBase = whole.baseAddress, let startBase = start.baseAddress else { return start.isEmpty }
                return memcmp(wholeBase, startBase, start.count) == 0
            }
        }
    }

    /// `path` with ASCII letters lowercased (others lowercased as Swift does): the key by which a
    /// Mac's case-insensitive disk compares names. Read in place, and copied only when a letter changes.
    package static func caseFolded(_ path: String) -> String {
        var path = path
        let kind = path.withUTF8(asciiKind)
        guard kind.ascii else { return path.lowercased() }
        guard kind.upper else { return path }
        return path.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                foldASCII(bytes, into: buffer, at: 0)
                return bytes.count
            }
        }
    }

    /// Whether `bytes` are all ASCII, and whether they hold a capital, read eight bytes at a time
    /// (every table's path and every project's file is folded on every check).
    private static func asciiKind(_ bytes: UnsafeBufferPointer<UInt8>) -> (ascii: Bool, upper: Bool) {
        let raw = UnsafeRawBufferPointer(bytes)
        var high: UInt64 = 0
        var upper: UInt64 = 0
        var offset = 0
        while offset + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            high |= word
            upper |= capitals(word)
            offset += 8
        }
        for byte in raw[offset...] {
            high |= UInt64(byte)
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { upper = 0x80 }
        }
        return (high & 0x8080_8080_8080_8080 == 0, upper & 0x8080_8080_8080_8080 != 0)
    }

    /// The high bit of each byte of `word` set where the byte is an ASCII capital (each byte of `word`
    /// below 0x80): a byte is at least `A` when adding 0x80 - 0x41 sets its high bit, and at most `Z`
    /// when adding 0x80 - 0x5B does not.
    private static func capitals(_ word: UInt64) -> UInt64 {
        let low = word & 0x7F7F_7F7F_7F7F_7F7F
        let atLeastA = low &+ 0x3F3F_3F3F_3F3F_3F3F
        let aboveZ = low &+ 0x2525_2525_2525_2525
        return atLeastA & ~aboveZ & ~word & 0x8080_8080_8080_8080
    }

    /// Writes `bytes` (all ASCII) into `buffer` from `offset` with capitals made small, eight at a time.
    package static func foldASCII(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        let source = UnsafeRawBufferPointer(bytes)
        let target = UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[offset...]))
        var index = 0
        while index + 8 <= source.count {
            let word = source.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            target.storeBytes(of: word | (capitals(word) >> 2), toByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < source.count {
            let byte = source[index]
            target[index] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            index += 1
        }
    }

    /// An absolute path's folder (`/` for the root) and name, each ``caseFolded(_:)``: cut and folded
    /// from the path's bytes in one pass when it is ASCII (each table a project names is kept by
    /// folder and name). A path with no `/` is all name, in an empty folder.
    package static func caseFoldedParts(_ path: String) -> (folder: String, name: String) {
        var path = path
        let parts = path.withUTF8 { bytes -> (folder: String, name: String)? in
            guard asciiKind(bytes).ascii else { return nil }
            var slash = bytes.count
            while slash > 0 {
                slash -= 1
                if bytes[slash] == UInt8(ascii: "/") { break }
            }
            guard slash < bytes.count, bytes[slash] == UInt8(ascii: "/") else { return ("", foldedASCII(bytes)) }
            let folder = slash == 0 ? "/" : foldedASCII(UnsafeBufferPointer(rebasing: bytes[..<slash]))
            return (folder, foldedASCII(UnsafeBufferPointer(rebasing: bytes[(slash + 1)...])))
        }
        if let parts { return parts }
        // Another script's letters are lowercased as Swift does, one by one, so the `/` stays where it was.
        let folded = caseFolded(path)
        guard let slash = folded.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", folded) }
        let name = String(folded[folded.index(after: slash)...])
        return (slash == folded.startIndex ? "/" : String(folded[..<slash]), name)
    }

    /// Whether `text`, whose bytes are `bytes`, case-folds to `folded`: `nil` when `bytes` are not
    /// all ASCII (then only folding `text` answers). Compared in place, with no folded copy made.
    package static func foldsTo(_ folded: String, ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard folded.utf8.count == bytes.count else { return asciiKind(bytes).ascii ? false : nil }
        var folded = folded
        return folded.withUTF8 { wanted -> Bool? in
            guard let text = bytes.baseAddress, let target = wanted.baseAddress else { return true }
            var equal = true
            var index = 0
            // Eight bytes at a time: all ASCII, and folded as `foldASCII` folds them.
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(text + index).loadUnaligned(as: UInt64.self)
                guard word & 0x8080_8080_8080_8080 == 0 else { return nil }
                if word | (capitals(word) >> 2) != UnsafeRawPointer(target + index).loadUnaligned(as: UInt64.self) { equal = false }
                index += 8
            }
            while index < bytes.count {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }
                if (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) != wanted[index] { equal = false }
                index += 1
            }
            return equal
        }
    }

    /// ``caseFoldedParts(_:)`` of ``appending(_:toNormal:)``: the path whose bytes are `path`
    /// appended to the absolute, normal folder whose ``caseFolded(_:)`` form is `foldedBase`, when it
    /// is a relative path of plain ASCII components (a table in a project's group,
    /// `fr.lproj/Localizable.strings`): folded onto `foldedBase` with no whole path made, and with
    /// `previousName` itself as the name when the path's name folds to it (a variant group's tables
    /// share one). `nil` for any other path, which only the whole path answers.
    package static func caseFoldedParts(
        appending path: UnsafeBufferPointer<UInt8>, toFoldedNormal foldedBase: String, previousName: String? = nil
    ) -> (folder: String, name: String)? {
        // One pass: every byte ASCII, no empty, `.` or `..` component (so no leading `/` either),
        // and where the name starts.
        var slash = 0
        var length = 0
        var dots = true
        for index in path.indices {
            let byte = path[index]
            if byte == UInt8(ascii: "/") {
                if length == 0 || (dots && length <= 2) { return nil }
                length = 0
                dots = true
                slash = index + 1
            } else {
                guard byte < 0x80 else { return nil }
                length += 1
                if byte != UInt8(ascii: ".") { dots = false }
            }
        }
        if length == 0 || (dots && length <= 2) { return nil }
        let nameBytes = UnsafeBufferPointer(rebasing: path[slash...])
        let name = previousName.flatMap { foldsTo($0, ascii: nameBytes) == true ? $0 : nil } ?? foldedASCII(nameBytes)
        guard slash > 0 else { return (foldedBase, name) }
        // The folder: `foldedBase`, a `/` unless it is the root, and the path's folders, folded.
        var foldedBase = foldedBase
        let folder = foldedBase.withUTF8 { head in
            let separator = head.count == 1 ? 0 : 1
            let tail = UnsafeBufferPointer(rebasing: path[..<(slash - 1)])
            return String(unsafeUninitializedCapacity: head.count + separator + tail.count) { buffer in
                _ = UnsafeMutableBufferPointer(rebasing: buffer[..<head.count]).initialize(from: head)
                if separator == 1 { buffer[head.count] = UInt8(ascii: "/") }
                foldASCII(tail, into: buffer, at: head.count + separator)
                return head.count + separator + tail.count
            }
        }
        return (folder, name)
    }

    /// ASCII `bytes` with their capitals made small, as a string.
    private static func foldedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            foldASCII(bytes, into: buffer, at: 0)
            return bytes.count
        }
    }

    /// `prefix` (already case-folded) followed by `name` case-folded, made in one string: a folder's
    /// path and each of its files' names.
    package static func caseFolded(_ name: String, after prefix: String) -> String {
        var name = name
        // Another script's letters are lowercased as Swift does, as for a whole path.
        guard name.withUTF8(asciiKind).ascii else { return prefix + caseFolded(name) }
        var prefix = prefix
        return prefix.withUTF8 { head in
            name.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + tail.count) { buffer in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[..<head.count]).initialize(from: head)
                    foldASCII(tail, into: buffer, at: head.count)
                    return head.count + tail.count
                }
            }
        }
    }
}
