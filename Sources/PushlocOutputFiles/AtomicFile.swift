import PushlocDiagnostics
import Foundation

/// Writes output files safely: a temporary file in the target folder, then a rename over the
/// target, so a reader never sees a half-written file and a failed run leaves the old file intact.
///
/// The temporary file is `.<file>.pushloc-<pid>-<random>.tmp` beside the target. It is removed on
/// every error path; one left by a killed run (kill -9) is removed by the next write of the same
/// file, once its process is gone. Foundation's own atomic write is not used: it names its
/// temporary files itself and leaves them behind when the process is killed.
package enum AtomicFile {
    /// Why a file could not be written (a usage or I/O error, exit code 2).
    package struct WriteError: Error, Sendable, CustomStringConvertible {
        /// The path that could not be written.
        package var path: String
        /// What went wrong.
        package var reason: String
        /// `path: cannot write: reason`, with control characters and bidirectional overrides (from
        /// file names) shown as escapes, so the message stays one line that reads as written.
        package var description: String { ControlCharacterEscaping.escaped("\(path): cannot write: \(reason)") }

        /// Creates an error.
        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Writes the bytes to an open file descriptor, returning 0 or an `errno` value. Tests inject a
    /// failing one to prove that no temporary file survives an error.
    package typealias ContentWriter = @Sendable (_ descriptor: Int32, _ bytes: [UInt8]) -> Int32

    /// Writes `bytes` to `path` atomically, creating the parent folders.
    package static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        try write(bytes, to: path, writer: writeAll)
    }

    /// Writes `text` as UTF-8 to `path` atomically.
    package static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path` with `writer` filling the temporary file.
    package static func write(_ bytes: [UInt8], to path: String, writer: ContentWriter) throws(WriteError) {
        try write(bytes, to: path, writer: writer, beforeRename: { _ in nil })
    }

    /// Writes `bytes` to `path` atomically; `beforeRename` gets the filled temporary file's descriptor
    /// (to set its mode and owner, or to look at the target once more) and returns why not to go on,
    /// which removes the temporary file and throws with that reason, or `nil` to rename it into place.
    package static func write(_ bytes: [UInt8], to path: String, beforeRename: (_ descriptor: Int32) -> String?) throws(WriteError) {
        try write(bytes, to: path, writer: writeAll, beforeRename: beforeRename)
    }

    private static func write(
        _ bytes: [UInt8], to path: String, writer: ContentWriter, beforeRename: (_ descriptor: Int32) -> String?
    ) throws(WriteError) {
        guard !path.isEmpty else { throw WriteError(path: path, reason: "the path is empty") }
        let components = (parent: PathText.parent(path), name: PathText.lastComponent(path))
        let folder = components.parent.isEmpty ? "." : components.parent
        let name = components.name
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: path, reason: "cannot create the folder \(folder)")
        }
        TemporaryName.removeStale(in: folder, for: name)
        let temporary = (folder as NSString).appendingPathComponent(TemporaryName.make(for: name))
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(path: path, reason: "cannot create a temporary file: \(String(cString: strerror(errno)))")
        }
        let failure = writer(descriptor, bytes)
        let refusal = failure == 0 ? beforeRename(descriptor) : nil
        let closed = close(descriptor) == 0 ? 0 : errno
        if let refusal {
            unlink(temporary)
            throw WriteError(path: path, reason: refusal)
        }
        if failure != 0 || closed != 0 {
            unlink(temporary)
            throw WriteError(path: path, reason: String(cString: strerror(failure != 0 ? failure : closed)))
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    /// Writes every byte, retrying short writes and interrupts.
    private static let writeAll: ContentWriter = { descriptor, bytes in
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }
}
