import PushlocStringsFile

/// The registry of table formats: which file extension is read by which reader into which document.
///
/// Discovery, the loader, `pushloc parse`, the checks of loose files and suppressions decide by asking
/// it, so a new format is its folder beside this file and one line in ``all``. The plugins cannot
/// import package modules: each keeps its own copy of ``fileExtensions``, and a test keeps the copies
/// equal to it.
public enum TableFormats {
    /// Every format pushloc reads.
    public static let all: [any TableFormat] = [
        StringsFormat(),
        StringsDictFormat(),
        StringCatalogFormat(),
    ]

    /// The extensions of every format, in ``all``'s order.
    public static let fileExtensions: [String] = all.map(\.fileExtension)

    /// The format that reads files the registry knows no format for (`pushloc parse` and a check of a
    /// loose file read any other file as `.strings`).
    public static let fallback: any TableFormat = StringsFormat()

    /// The format of files with the extension `fileExtension` (without the dot), if any.
    public static func format(forExtension fileExtension: some StringProtocol) -> (any TableFormat)? {
        // Discovery asks this of every file in an app's tree. The extensions are compared by their
        // bytes: the registry's are ASCII letters, which canonically equal only their own bytes.
        let bytes = fileExtension.utf8
        guard let index = fileExtensions.firstIndex(where: { $0.utf8.elementsEqual(bytes) }) else { return nil }
        return all[index]
    }

    /// The format of the file named or at `path`, by its extension, if any.
    public static func format(forPath path: String) -> (any TableFormat)? {
        // Discovery asks this of every file in an app's tree: the extension (as ``fileExtension(of:)``
        // finds it) is compared by its bytes, with no substring made. A name with other than ASCII
        // goes through ``fileExtension(of:)``, which reads a `.` and the marks combined with it as one
        // character.
        var path = path
        let index = path.withUTF8 { bytes -> Int?? in
            var nameStart = bytes.count
            while nameStart > 0, bytes[nameStart - 1] != UInt8(ascii: "/") { nameStart -= 1 }
            guard bytes[nameStart...].allSatisfy({ $0 < 0x80 }) else { return nil }
            var dot = bytes.count
            while dot > nameStart, bytes[dot - 1] != UInt8(ascii: ".") { dot -= 1 }
            // `dot` is just past the last `.`; a `.` that starts the name begins no extension.
            guard dot - 1 > nameStart else { return .some(nil) }
            let candidate = UnsafeBufferPointer(rebasing: bytes[dot...])
            return extensionBytes.firstIndex { $0.elementsEqual(candidate) }
        }
        guard let index else { return fileExtension(of: path).flatMap { format(forExtension: $0) } }
        return index.map { all[$0] }
    }

    /// ``fileExtensions`` as UTF-8 bytes.
    private static let extensionBytes: [[UInt8]] = fileExtensions.map { Array($0.utf8) }

    /// The extensions, as UTF-8 bytes, whose format (the first in ``all`` that has it) holds one language.
    private static let oneLanguageExtensions = extensions(holdingEveryLanguage: false)
    /// The extensions, as UTF-8 bytes, whose format (the first in ``all`` that has it) holds every language.
    private static let everyLanguageExtensions = extensions(holdingEveryLanguage: true)

    private static func extensions(holdingEveryLanguage: Bool) -> [[UInt8]] {
        fileExtensions.indices.filter { index in
            fileExtensions.firstIndex(of: fileExtensions[index]) == index && all[index].documentKind.holdsEveryLanguage == holdingEveryLanguage
        }.map { Array(fileExtensions[$0].utf8) }
    }

    /// Whether the file named or at `path` is a table file that holds one language and belongs in a
    /// `<lang>.lproj` folder (`.strings`, `.stringsdict`).
    public static func isLanguageFile(_ path: String) -> Bool {
        // Every name in every `.lproj` folder is asked this: its bytes are read in place, with no format
        // value copied out of the registry.
        if case let answer?? = path.utf8.withContiguousStorageIfAvailable({ hasExtension(in: oneLanguageExtensions, $0) }) { return answer }
        return format(forPath: path).map { !$0.documentKind.holdsEveryLanguage } ?? false
    }

    /// Whether the path's UTF-8 `bytes` end in one of the `known` extensions, read from the end as
    /// ``format(forPath:)`` reads them. An extension of other bytes than the registry's (ASCII) means no
    /// table whichever way the name is read; `nil` for a name with other than ASCII before a known
    /// extension, which takes ``format(forPath:)``'s `Character` reading (a mark combined with a `/`
    /// moves where the name starts).
    private static func hasExtension(in known: [[UInt8]], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var dot = bytes.count
        while dot > 0 {
            let byte = bytes[dot - 1]
            if byte == UInt8(ascii: ".") { break }
            if byte == UInt8(ascii: "/") { return false }
            if byte >= 0x80 { return nil }
            dot -= 1
        }
        // `dot` is just past the name's last `.`, if it has one.
        guard dot > 0 else { return false }
        let length = bytes.count - dot
        var isKnown = false
        for candidate in known where candidate.count == length {
            isKnown = true
            for offset in 0..<length where candidate[offset] != bytes[dot + offset] {
                isKnown = false
                break
            }
            if isKnown { break }
        }
        guard isKnown else { return false }
        // A `.` that starts the name begins no extension.
        var nameStart = dot - 1
        while nameStart > 0 {
            let byte = bytes[nameStart - 1]
            if byte == UInt8(ascii: "/") { break }
            if byte >= 0x80 { return nil }
            nameStart -= 1
        }
        return dot - 1 > nameStart
    }

    /// Whether the file named or at `path` holds every language of a table (`.xcstrings`): a bundle is a
    /// folder that holds such a file or an `.lproj` folder.
    public static func isCatalogFile(_ path: String) -> Bool {
        // Discovery asks this of every file of an app's tree: read in place, as ``isLanguageFile(_:)``.
        if case let answer?? = path.utf8.withContiguousStorageIfAvailable({ hasExtension(in: everyLanguageExtensions, $0) }) { return answer }
        return format(forPath: path)?.documentKind.holdsEveryLanguage ?? false
    }

    /// Reads the file at `path` with its format's reader (``fallback``'s when no format claims its
    /// extension); the document's diagnostics show `displayPath`.
    ///
    /// - Throws: only when the file cannot be read; bad content gives diagnostics instead.
    public static func read(fileAt path: String, displayPath: String) throws -> TableDocument {
        let format = format(forPath: path) ?? fallback
        return format.read(try FileBytes.read(atPath: path), path: displayPath)
    }

    /// The extension of the last component of `path`: what follows its last `.`, when that `.` is not
    /// the component's first character (a hidden file's name has no extension).
    public static func fileExtension(of path: String) -> Substring? {
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.index(after: $0)...] } ?? path[...]
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return nil }
        return name[name.index(after: dot)...]
    }
}
