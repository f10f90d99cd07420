import Foundation

/// Writes output files safely: a temporary file in the target folder, then a rename over the
/// target, so a reader never sees a half-written file and a failed run leaves the old file intact.
public enum AtomicFile {
    /// Why a file could not be written (a usage or I/O error, exit code 2).
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        /// The path that could not be written.
        public var path: String
        /// What went wrong.
        public var reason: String
        /// `path: cannot write: reason`.
        public var description: String { "\(path): cannot write: \(reason)" }
    }

    /// Writes `bytes` to `path` atomically, creating the parent folders.
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: path, reason: error.localizedDescription)
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: Data(bytes)) else {
            throw WriteError(path: path, reason: "cannot create \(temporary.path)")
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    /// Writes `text` as UTF-8 to `path` atomically.
    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Array(text.utf8), to: path)
    }
}
