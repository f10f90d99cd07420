import Foundation

/// The last component, the parent folder and the extension of a path, as `NSString`'s
/// `lastPathComponent`, `deletingLastPathComponent` and `deletingPathExtension` give them.
///
/// The loader asks them of every folder and file it loads, and on Linux Foundation walks the path
/// `Character` by `Character` several times (tens of thousands of instructions for one folder name).
/// The rules are Foundation's: runs of `/` count as one, a trailing `/` is ignored, and an extension is
/// what follows the last component's last `.` unless that `.` starts the component (`.hidden`) or
/// the component is `..`. An ASCII path is read by its bytes; any other by its `Character`s, as
/// Foundation reads it (a combining mark after a `.` makes it no dot). Foundation's own walk loses its
/// place after a run of slashes in a path with combining marks and traps; this one does not. Nor does
/// ``parent(_:)`` trap where Foundation's `deletingLastPathComponent` does on this toolchain: on any
/// path whose last component is one character (`a`, `b/`, `.`), which a user can pass as an argument.
package enum PathText {
    /// `(path as NSString).lastPathComponent`.
    package static func lastComponent(_ path: String) -> String {
        if case let simple?? = path.utf8.withContiguousStorageIfAvailable({ bytes in
            lastSlash(ofSimple: bytes).map { slash in String(decoding: UnsafeBufferPointer(rebasing: bytes[(slash.map { $0 + 1 } ?? 0)...]), as: UTF8.self) }
        }) { return simple }
        if let ascii = FixedPath(ascii: path) { return ascii.lastComponent }
        return FixedPath(characters: path).lastComponent
    }

    /// `(path as NSString).deletingPathExtension`.
    package static func deletingExtension(_ path: String) -> String {
        if let ascii = FixedPath(ascii: path) { return ascii.withoutExtension }
        return FixedPath(characters: path).withoutExtension
    }

    /// `(path as NSString).deletingLastPathComponent`: the path without its last component, `/` for a
    /// component of the root, and empty for a path of one component (`a`, `a/`).
    package static func parent(_ path: String) -> String {
        if case let simple?? = path.utf8.withContiguousStorageIfAvailable({ bytes in
            lastSlash(ofSimple: bytes).map { slash -> String in
                guard let slash else { return "" }
                return slash == 0 ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)
            }
        }) { return simple }
        if let ascii = FixedPath(ascii: path) { return ascii.parent }
        return FixedPath(characters: path).parent
    }

    /// `(path as NSString).pathExtension`: what follows the last component's last `.`, or empty.
    package static func pathExtension(_ path: String) -> String {
        let component = lastComponent(path)
        let stem = deletingExtension(component)
        return stem.count < component.count ? String(component.dropFirst(stem.count + 1)) : ""
    }

    /// `name` inside `folder`: `folder/name`, with one slash between them; `name` alone when
    /// `folder` is empty.
    package static func joining(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` without trailing slashes and trailing `.` components (`link/.` and `link/./` are
    /// `link`, `./` is `.`, `/` stays `/`), so a check of what the last component is (a symbolic
    /// link) sees the entry the path names rather than the folder's own `.` entry.
    package static func withoutTrailingDots(_ path: String) -> String {
        var trimmed = Substring(path)
        while true {
            if trimmed.count > 1, trimmed.hasSuffix("/") {
                trimmed = trimmed.dropLast()
            } else if trimmed.hasSuffix("/.") {
                trimmed = trimmed.dropLast()
            } else {
                return String(trimmed)
            }
        }
    }

    /// The name of a table file or `.lproj` folder without its folder and extension:
    /// `Resources/fr.lproj/Localizable.strings` gives `Localizable`, `Resources/fr.lproj` gives `fr`.
    package static func baseName(_ path: String) -> String {
        if case let simple?? = path.utf8.withContiguousStorageIfAvailable(simpleBaseName) { return simple }
        return deletingExtension(lastComponent(path))
    }

    /// For a simple path (ASCII, not empty, no run of slashes, no trailing slash: what the loader's
    /// own joined paths are), where its last `/` is (`.some(nil)` when it has none), read in one pass
    /// over the bytes; `nil` for any other path, which takes Foundation's rules through ``FixedPath``.
    private static func lastSlash(ofSimple bytes: UnsafeBufferPointer<UInt8>) -> Int?? {
        let slash = UInt8(ascii: "/")
        guard let last = bytes.last, last != slash else { return nil }
        var lastSlash: Int?
        var previous: UInt8 = 0
        for (index, byte) in bytes.enumerated() {
            guard byte < 0x80, !(byte == slash && previous == slash) else { return nil }
            if byte == slash { lastSlash = index }
            previous = byte
        }
        return .some(lastSlash)
    }

    /// ``baseName(_:)`` of an ASCII path whose last component is not empty and starts with no `.`
    /// (every table file and `.lproj` folder the loader names): the bytes after the last `/` up to their
    /// last `.`. `nil` for any other path, which takes the general rules.
    private static func simpleBaseName(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        guard let last = bytes.last, last != slash else { return nil }
        var start = 0
        var lastDot: Int?
        for (index, byte) in bytes.enumerated() {
            guard byte < 0x80 else { return nil }
            if byte == slash {
                start = index + 1
                lastDot = nil
            } else if byte == dot {
                lastDot = index
            }
        }
        guard bytes[start] != dot else { return nil }
        let end = lastDot.flatMap { $0 > start ? $0 : nil } ?? bytes.count
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}

/// A path's elements (bytes of an ASCII path, else `Character`s) with its slashes fixed: runs of `/`
/// made one, and a trailing `/` dropped unless the path is `/`.
private struct FixedPath<Element: Equatable> {
    let elements: [Element]
    let slash: Element
    let dot: Element
    let text: ([Element]) -> String

    init(elements source: some Sequence<Element>, slash: Element, dot: Element, text: @escaping ([Element]) -> String) {
        var fixed: [Element] = []
        var count = 0
        for element in source {
            count += 1
            if element == slash, fixed.last == slash { continue }
            fixed.append(element)
        }
        if fixed.count > 1, fixed.last == slash { fixed.removeLast() }
        // Foundation reads a path of two or more slashes and nothing else as empty.
        if fixed == [slash], count > 1 { fixed = [] }
        self.elements = fixed
        self.slash = slash
        self.dot = dot
        self.text = text
    }

    /// Where the last component starts (after the last `/`).
    private var lastComponentStart: Int {
        (elements.lastIndex(of: slash) ?? -1) + 1
    }

    var lastComponent: String {
        guard elements.count > 1 else { return text(elements) }
        return text(Array(elements[lastComponentStart...]))
    }

    var parent: String {
        guard let slashIndex = elements.lastIndex(of: slash) else { return "" }
        if elements == [slash] { return text(elements) }
        return slashIndex == 0 ? text([slash]) : text(Array(elements[..<slashIndex]))
    }

    var withoutExtension: String {
        guard elements.count > 1 else { return text(elements) }
        let start = lastComponentStart
        guard let dot = elements[start...].lastIndex(of: dot), dot != start,
              !(dot == elements.count - 1 && dot - 1 == start && elements[start] == self.dot)
        else { return text(elements) }
        return text(Array(elements[..<dot]))
    }
}

extension FixedPath where Element == UInt8 {
    /// The bytes of `path`, when they are all ASCII.
    init?(ascii path: String) {
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        self.init(elements: path.utf8, slash: UInt8(ascii: "/"), dot: UInt8(ascii: ".")) { String(decoding: $0, as: UTF8.self) }
    }
}

extension FixedPath where Element == Character {
    /// The `Character`s of `path`.
    init(characters path: String) {
        self.init(elements: path, slash: "/", dot: ".") { String($0) }
    }
}
