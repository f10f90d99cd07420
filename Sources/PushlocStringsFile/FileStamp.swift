import Foundation

/// What `stat` says of a file that changes when the file does: its device, inode, size and
/// modification and status-change times, as git's index tells a changed file. The cache keys on it so
/// that an unchanged file is not read again.
package struct FileStamp: Sendable, Equatable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    /// Seconds and nanoseconds since the epoch, as `sec.nsec`.
    package var modified: String
    /// Seconds and nanoseconds since the epoch, as `sec.nsec`.
    package var changed: String
    /// Whether it is a regular file (`stat` follows a link).
    package var isRegularFile: Bool

    /// The stamp of the file at `path`, `nil` when it cannot be examined.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        #if os(Linux)
        modified = "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
        changed = "\(status.st_ctim.tv_sec).\(status.st_ctim.tv_nsec)"
        #else
        modified = "\(status.st_mtimespec.tv_sec).\(status.st_mtimespec.tv_nsec)"
        changed = "\(status.st_ctimespec.tv_sec).\(status.st_ctimespec.tv_nsec)"
        #endif
        isRegularFile = (status.st_mode & S_IFMT) == S_IFREG
    }
}
