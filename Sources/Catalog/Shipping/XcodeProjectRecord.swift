import Diagnostics
import StringsFile

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
/// The key is the project file's absolute path with its device, inode, size and change times: an
/// edit, a checkout or a copy gives a new key, as git's index tells a changed file from its stat data.
/// A record that is truncated, foreign or not as ``text(of:)`` writes it is a miss.
package enum XcodeProjectRecord {
    /// The first line of every record; another first line is a foreign or older record.
    static let header = "pushloc Xcode project record 1"

    /// The key of the project file at `file` (absolute), `nil` when it cannot be examined (the read
    /// then reports why).
    static func key(ofFile file: String) -> String? {
        guard let stamp = FileStamp(path: file), stamp.isRegularFile else { return nil }
        return "\(file)\n\(stamp.device) \(stamp.inode) \(stamp.size) \(stamp.modified) \(stamp.changed)"
    }

    /// The record of `project`.
    static func text(of project: XcodeProject, key: String) -> String {
        var text = header + "\nkey\t" + RecordFieldEscaping.escaped(key) + "\n"
        if let region = project.developmentRegion { text += "region\t" + RecordFieldEscaping.escaped(region) + "\n" }
        for region in project.knownRegions { text += "known\t" + RecordFieldEscaping.escaped(region) + "\n" }
        text += "folder\t" + RecordFieldEscaping.escaped(project.projectFolder) + "\nconverts\t" + (project.convertsStrings ? "1" : "0") + "\n"
        for (name, set) in [("shipped", project.shipped), ("referenced", project.referenced)] {
            for file in set.files.sorted() { text += name + "-file\t" + RecordFieldEscaping.escaped(file) + "\n" }
            for folder in set.folders {
                text += name + "-folder\t" + RecordFieldEscaping.escaped(folder.path)
                for excluded in folder.excluded.sorted() { text += "\t" + RecordFieldEscaping.escaped(excluded) }
                text += "\n"
            }
        }
        return text + "end\n"
    }

    /// The project `text` records under `key`, with `path` as the caller names it; `nil` for a miss.
    static func project(from text: String, key: String, path: String) -> XcodeProject? {
        var text = text
        // Read over the bytes in place: a record holds thousands of paths, and the generic splitting
        // of a `String` would cost more than reading the project.
        guard let lines = text.withUTF8({ Self.fields(of: $0) }),
              lines.count >= 3, lines[0] == [header], lines[1] == ["key", key], lines[lines.count - 1] == ["end"]
        else { return nil }
        var region: String?
        var known: [String] = []
        var folder: String?
        var converts: Bool?
        var shipped = PathSet()
        var referenced = PathSet()
        for fields in lines[2..<(lines.count - 1)] {
            guard fields.count >= 2 else { return nil }
            let value = fields[1]
            switch fields[0] {
            case "region": region = value
            case "known": known.append(value)
            case "folder": folder = value
            case "converts": converts = value == "1"
            case "shipped-file": shipped.insert(foldedFile: value)
            case "referenced-file": referenced.insert(foldedFile: value)
            case "shipped-folder": shipped.insert(foldedFolder: value, excluding: Set(fields.dropFirst(2)))
            case "referenced-folder": referenced.insert(foldedFolder: value, excluding: Set(fields.dropFirst(2)))
            default: return nil
            }
        }
        guard let folder, let converts else { return nil }
        return XcodeProject(
            path: path, developmentRegion: region, knownRegions: known, shipped: shipped, referenced: referenced,
            projectFolder: folder, convertsStrings: converts)
    }

    /// The lines of `bytes`, each split at tabs and unescaped; `nil` when the text does not end with a
    /// newline (a truncated record) or a field holds an escape ``RecordFieldEscaping`` never writes.
    private static func fields(of bytes: UnsafeBufferPointer<UInt8>) -> [[String]]? {
        guard bytes.last == UInt8(ascii: "\n") else { return nil }
        var lines: [[String]] = []
        var line: [String] = []
        var fieldStart = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\n") {
            guard let field = RecordFieldEscaping.unescaped(UnsafeBufferPointer(rebasing: bytes[fieldStart..<index])) else { return nil }
            line.append(field)
            fieldStart = index + 1
            if bytes[index] == UInt8(ascii: "\n") {
                lines.append(line)
                line = []
            }
        }
        return lines
    }
}
