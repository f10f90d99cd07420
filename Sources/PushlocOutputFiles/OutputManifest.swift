import Foundation

/// The list of files pushloc wrote into a folder, kept in the folder itself, so that a later run
/// replaces those files and no others.
///
/// pushloc removes or replaces only what it made. A folder that merely holds files with the names
/// pushloc writes (`fr.json`, `check.json`) is never taken for pushloc's: only a path listed here
/// is. The file is text: a header line that names the format, then one relative path a line, sorted.
/// A path that cannot be written on one line (it holds a newline) is never listed, so it is never
/// replaced either.
package struct OutputManifest: Sendable, Equatable {
    /// The first line of every manifest; a file that does not start with it is not pushloc's.
    package static let header = "pushloc output, format 1: pushloc wrote the files listed below and replaces only them"

    /// The relative paths pushloc wrote.
    package var paths: Set<String>

    /// A manifest of these paths.
    package init(paths: Set<String> = []) {
        self.paths = paths
    }

    /// The manifest's bytes.
    package func serialized() -> [UInt8] {
        let lines = [Self.header] + paths.filter { !$0.contains("\n") && !$0.contains("\r") }.sorted()
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// Reads the manifest at `path`; `nil` when there is none, or the file is not one of pushloc's
    /// (a link, a folder, or text without the header).
    package static func read(atPath path: String) -> OutputManifest? {
        guard let bytes = PlainFile.read(path) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard lines.first == header else { return nil }
        lines.removeFirst()
        return OutputManifest(paths: Set(lines))
    }
}

/// Reads of files that pushloc may replace: never through a symlink.
package enum PlainFile {
    /// The bytes of the regular file at `path`, or `nil` when it is missing, a link, a folder or
    /// unreadable. Opened with `O_NOFOLLOW`, so a link planted in its place is not read through.
    package static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// What is at `path`, without following a link there.
    package static func kind(_ path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// The kinds of things a path can name, as `lstat(2)` sees them.
    package enum Kind: Sendable, Equatable {
        case missing, file, folder, link, other
    }
}
