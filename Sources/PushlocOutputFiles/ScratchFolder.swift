import Foundation

/// A private temporary folder: `mkdtemp(3)` under the system's temporary folder, mode 0700, with
/// a name no other user can predict, so nothing can be planted in it before pushloc uses it.
package struct ScratchFolder {
    /// The folder's path.
    package let path: String

    /// Makes the folder.
    package init() throws(AtomicFile.WriteError) {
        var template = Array(((NSTemporaryDirectory() as NSString).appendingPathComponent("pushloc-shots-XXXXXX")).utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        guard let made else {
            throw AtomicFile.WriteError(path: NSTemporaryDirectory(), reason: "cannot make a private temporary folder: \(String(cString: strerror(errno)))")
        }
        path = made
    }

    /// Removes the folder and what is in it (links are removed, not followed).
    package func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
