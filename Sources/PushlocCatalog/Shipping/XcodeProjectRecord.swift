import PushlocDiagnostics
import Foundation
import PushlocStringsFile

/// Where a check keeps what it read of Xcode projects between runs (``XcodeProjectRecord``): the
/// command line gives its cache folder; a library caller gives none, and every project is read.
package protocol XcodeProjectStore: Sendable {
    /// The record stored under `key`, if any.
    func record(for key: String) -> String?
    /// Stores `record` under `key` (a store that cannot write leaves it: the result never depends on it).
    func store(_ record: String, for key: String)
}

/// What ``XcodeProject`` keeps of a project as text, so that a run whose project file has not changed
/// since the last one reads a short record instead of the whole property list (a large app's project
/// is half a megabyte, and most of it is sources and images no check needs).
///
/// The key is the project file's absolute path, its size and a digest of its bytes
/// (``ProjectFileDigest``): a record is used only for the very bytes it was made from, so an edit, a
/// checkout, or a record put in another's place is a miss. A record that is truncated, foreign or
/// not as ``text(of:)`` writes it is a miss too.
package enum XcodeProjectRecord {
    /// The first line of every record; another first line is a foreign or older record.
    static let header = "pushloc Xcode project record 4"

    /// The key of the project file at `file` (absolute) whose bytes are `bytes`.
    static func key(ofFile file: String, bytes: [UInt8]) -> String {
        key(ofFile: file, count: bytes.count, digest: ProjectFileDigest.hex(bytes))
    }

    /// The key of the project file at `file` (absolute) of `count` bytes whose digest is `digest`.
    static func key(ofFile file: String, count: Int, digest: String) -> String {
        "\(file)\n\(count) \(digest)"
    }

    /// The record of `project`.
    ///
    /// A project names hundreds of table files, most of them both referenced and shipped, all below the
    /// project's folder and a few in each `.lproj` folder: each folder is one `d` line with its path
    /// after the `root` line's folder (empty for that folder itself; a path that starts with `/` is
    /// outside it and written whole), followed by one `f` line per file with its membership (`R`, `S`
    /// or `RS`) and its name.
    ///
    /// The text is written as bytes in one buffer: a first run writes the record of a project naming
    /// hundreds of files, and joining strings piece by piece cost more than reading the project.
    static func text(of project: XcodeProject, key: String) -> String {
        var text = RecordText()
        text.line(header)
        text.line("key", key)
        if let region = project.developmentRegion { text.line("region", region) }
        for region in project.knownRegions { text.line("known", region) }
        text.line("folder", project.projectFolder)
        text.line("converts", project.convertsStrings ? "1" : "0")
        let foldedFolder = LexicalPath.caseFolded(project.projectFolder)
        let root = rootPrefix(ofFolded: foldedFolder)
        text.line("root", root)
        // Each folder's files under one `d` line, in the order the project's walk met them.
        let files = project.files
        var rootBytes = root
        rootBytes.withUTF8 { root in
            for index in files.folders.indices {
                var path = files.folders[index].path
                path.withUTF8 { text.folderLine($0, root: root) }
                files.forEachFile(inFolder: index) { name, membership in
                    var name = name
                    name.withUTF8 { text.fileLine(membership, name: $0) }
                }
            }
        }
        for (name, set) in [("shipped-folder", project.shippedFolders), ("referenced-folder", project.referencedFolders)] {
            for folder in set.folders {
                text.line([name, folder.path] + folder.excluded.sorted())
            }
        }
        text.line("end")
        return text.string
    }

    /// The folder prefix the `f` lines' paths follow: the case-folded project folder and a `/`.
    private static func rootPrefix(ofFolded folder: String) -> String {
        folder == "/" ? "/" : folder + "/"
    }

    /// The project `text` records under `key`, with `path` as the caller names it; `nil` for a miss.
    static func project(from text: String, key: String, path: String) -> XcodeProject? {
        var text = text
        // Read over the bytes in place: a record holds hundreds of paths, and the generic splitting of
        // a `String` would cost more than the check of what ships.
        return text.withUTF8 { bytes in
            var reader = RecordReader(bytes: bytes)
            guard reader.fields() == [header], reader.fields() == ["key", key] else { return nil }
            return reader.project(path: path)
        }
    }
}

/// A record's text as it is written: lines of tab-separated fields, each escaped as
/// ``RecordFieldEscaping`` escapes it, in one growing buffer of bytes.
private struct RecordText {
    private var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(16 << 10)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// A line of `fields`.
    mutating func line(_ fields: String...) {
        line(fields)
    }

    /// A line of `fields`.
    mutating func line(_ fields: [String]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "\t")) }
            var field = field
            field.withUTF8 { append(escaping: $0) }
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The `d` line of the case-folded `folder`: empty for the project's folder, its path after `root`
    /// (the project's folder and a `/`) below it, whole elsewhere.
    mutating func folderLine(_ folder: UnsafeBufferPointer<UInt8>, root: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "d"))
        bytes.append(UInt8(ascii: "\t"))
        // The project's folder is the root without its `/` (the root itself when it is `/`).
        let isProjectFolder = root.count == 1 ? Self.equal(folder, root) : Self.equal(folder, UnsafeBufferPointer(rebasing: root.dropLast()))
        if !isProjectFolder {
            let below = folder.count >= root.count && Self.equal(UnsafeBufferPointer(rebasing: folder[..<root.count]), root)
            append(escaping: UnsafeBufferPointer(rebasing: folder[(below ? root.count : 0)...]))
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Whether `a` and `b` hold the same bytes, compared by `memcmp`.
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let left = a.baseAddress, let right = b.baseAddress else { return true }
        return memcmp(left, right, a.count) == 0
    }

    /// The `f` line of a file: its membership and its name.
    mutating func fileLine(_ membership: ProjectFiles.Membership, name: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "f"))
        bytes.append(UInt8(ascii: "\t"))
        if membership.contains(.referenced) { bytes.append(UInt8(ascii: "R")) }
        if membership.contains(.shipped) { bytes.append(UInt8(ascii: "S")) }
        bytes.append(UInt8(ascii: "\t"))
        append(escaping: name)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends `field` escaped as ``RecordFieldEscaping`` escapes a field.
    private mutating func append(escaping field: UnsafeBufferPointer<UInt8>) {
        RecordFieldEscaping.append(escaping: field, to: &bytes)
    }
}

/// The lines of one record, read from its bytes.
private struct RecordReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    /// The next line's fields, unescaped; `nil` at the end, for a line that is not ended by a newline
    /// (a truncated record), or for an escape ``RecordFieldEscaping`` never writes.
    mutating func fields() -> [String]? {
        guard let end = lineEnd() else { return nil }
        var result: [String] = []
        var fieldStart = position
        for index in position...end where index == end || bytes[index] == UInt8(ascii: "\t") {
            guard let field = RecordFieldEscaping.unescaped(UnsafeBufferPointer(rebasing: bytes[fieldStart..<index])) else { return nil }
            result.append(field)
            fieldStart = index + 1
        }
        position = end + 1
        return result
    }

    /// Where the current line's newline is.
    private func lineEnd() -> Int? {
        guard position < bytes.count else { return nil }
        return bytes[position...].firstIndex(of: UInt8(ascii: "\n"))
    }

    /// Whether the current line starts with `letter` and a tab: a folder or file line.
    private func atLine(_ letter: UInt8) -> Bool {
        position + 1 < bytes.count && bytes[position] == letter && bytes[position + 1] == UInt8(ascii: "\t")
    }

    /// The case-folded folder of the `d` line at the current position: its path after `root`, the
    /// project's case-folded folder with a `/` (empty: the project's folder itself), or whole.
    private mutating func folderLine(root: String) -> String? {
        guard let end = lineEnd() else { return nil }
        let written = UnsafeBufferPointer(rebasing: bytes[(position + 2)..<end])
        position = end + 1
        if written.isEmpty { return root == "/" ? root : String(root.dropLast()) }
        guard written.first == UInt8(ascii: "/") else { return Self.joined(root, written) }
        return RecordFieldEscaping.unescaped(written)
    }

    /// The membership and case-folded name of the `f` line at the current position.
    private mutating func fileLine() -> (membership: ProjectFiles.Membership, name: String)? {
        guard let end = lineEnd() else { return nil }
        let line = UnsafeBufferPointer(rebasing: bytes[(position + 2)..<end])
        guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
        let sets = UnsafeBufferPointer(rebasing: line[..<tab])
        let written = UnsafeBufferPointer(rebasing: line[(tab + 1)...])
        guard !written.isEmpty, let name = RecordFieldEscaping.unescaped(written) else { return nil }
        position = end + 1
        var membership: ProjectFiles.Membership = []
        if sets.contains(UInt8(ascii: "R")) { membership.insert(.referenced) }
        if sets.contains(UInt8(ascii: "S")) { membership.insert(.shipped) }
        return (membership, name)
    }

    /// `prefix` followed by the unescaped field `written`, made as one string; `nil` for an escape
    /// the writer never makes.
    private static func joined(_ prefix: String, _ written: UnsafeBufferPointer<UInt8>) -> String? {
        // A field with no escape, the usual case, is copied after the prefix as it is.
        guard !written.contains(UInt8(ascii: "\\")) else {
            return RecordFieldEscaping.unescaped(written).map { prefix + $0 }
        }
        var prefix = prefix
        return prefix.withUTF8 { head in
            String(unsafeUninitializedCapacity: head.count + written.count) { buffer in
                _ = UnsafeMutableBufferPointer(rebasing: buffer[..<head.count]).initialize(from: head)
                _ = UnsafeMutableBufferPointer(rebasing: buffer[head.count...]).initialize(from: written)
                return head.count + written.count
            }
        }
    }

    /// The project the rest of the record describes, up to its `end` line; `nil` when a line is not
    /// one the writer makes.
    mutating func project(path: String) -> XcodeProject? {
        var region: String?
        var known: [String] = []
        var folder: String?
        var converts: Bool?
        var root: String?
        var files = ProjectFiles()
        var shippedFolders = FolderSet()
        var referencedFolders = FolderSet()
        while true {
            if atLine(UInt8(ascii: "d")) {
                guard let root, let path = folderLine(root: root) else { return nil }
                let folder = files.folder(folded: path)
                while atLine(UInt8(ascii: "f")) {
                    guard let file = fileLine() else { return nil }
                    files.insert(file.membership, foldedName: file.name, inFolder: folder)
                }
                continue
            }
            guard let fields = fields(), let name = fields.first else { return nil }
            if fields == ["end"] { break }
            guard fields.count >= 2 else { return nil }
            let value = fields[1]
            switch name {
            case "region": region = value
            case "known": known.append(value)
            case "folder": folder = value
            case "converts": converts = value == "1"
            case "root": root = value
            case "shipped-folder": shippedFolders.insert(foldedFolder: value, excluding: Set(fields.dropFirst(2)))
            case "referenced-folder": referencedFolders.insert(foldedFolder: value, excluding: Set(fields.dropFirst(2)))
            default: return nil
            }
        }
        guard position == bytes.count, let folder, let converts else { return nil }
        return XcodeProject(
            path: path, developmentRegion: region, knownRegions: known, files: files, shippedFolders: shippedFolders,
            referencedFolders: referencedFolders, projectFolder: folder, convertsStrings: converts)
    }
}
