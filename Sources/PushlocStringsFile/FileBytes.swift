import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file into a byte array.
///
/// Tables are read with `open`, `fstat` and `read` straight into the array the parser keeps:
/// `Array(Data(contentsOf:))` copied every file twice, the second time through `Data`'s byte iterator,
/// which was 5% of a real-app check. When the direct read cannot open or read the file, Foundation's
/// `Data(contentsOf:)` reads it instead, so a failure throws Foundation's error, with its usual description.
///
/// Only regular files are read. A named pipe, a socket or a device under a table's name (`mkfifo
/// fr.lproj/Localizable.strings`, a link to `/dev/zero`) is an error that says what it is: reading one
/// would wait for a writer that never comes, or never end.
public enum FileBytes {
    /// The bytes of the file at `path`.
    ///
    /// - Throws: ``FolderInsteadOfFile`` or ``NotARegularFile`` for a path that names something else
    ///   than a file; Foundation's error when the file cannot be read.
    public static func read(atPath path: String) throws -> [UInt8] {
        switch readDirectly(path) {
        case .bytes(let bytes):
            return bytes
        case .notRegular(let mode):
            // Foundation's error for a folder is "The operation could not be completed": say what it is.
            if mode & S_IFMT == S_IFDIR { throw FolderInsteadOfFile() }
            throw NotARegularFile(mode: mode)
        case .unread:
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return data.withUnsafeBytes { [UInt8]($0) }
        }
    }

    /// The bytes of the regular file at `path`, or `nil` when there is none or it cannot be read: for a
    /// file that may well be missing (a generated source, a cache record), whose error no one reads.
    /// Foundation is never asked, so a missing file costs two failed system calls, not an error value.
    public static func readIfPresent(atPath path: String) -> [UInt8]? {
        if case .bytes(let bytes) = readDirectly(path) { return bytes }
        return nil
    }

    /// The size of the file `name` in the open folder `folder`, with its bytes when it is a regular file
    /// and `wanted(size)` says yes; `nil` when it cannot be opened or measured. The file is opened
    /// relative to the folder (no walk of the whole path), without blocking, and read only once `fstat`
    /// has said it is a regular file, as ``read(atPath:)`` reads it.
    public static func measure(_ name: String, in folder: Int32, reading wanted: (Int) -> Bool) -> (size: Int, bytes: [UInt8]?)? {
        let descriptor = openat(folder, name, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let size = Int(status.st_size)
        guard status.st_mode & S_IFMT == S_IFREG, wanted(size) else { return (size, nil) }
        return (size, readToEnd(descriptor, expectedSize: size)?.bytes)
    }

    /// Reads the regular file at `path` from its start to its end through one buffer of `chunkSize`
    /// bytes, handing `body` each full buffer and then the last, shorter (possibly empty) one, so that
    /// a caller that only digests a large file never holds all of it (nor touches fresh memory for it).
    /// Returns the number of bytes read; `nil`, having read nothing or not to the end, when `path` is
    /// not a regular file, is larger than `limit` bytes, or cannot be opened or read. The open does
    /// not block, as in ``read(atPath:)``.
    package static func forEachChunk(atPath path: String, chunkSize: Int, limit: Int, _ body: (_ chunk: UnsafeRawBufferPointer, _ isLast: Bool) -> Void) -> Int? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard chunkSize > 0, fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= limit else { return nil }
        return withUnsafeTemporaryAllocation(byteCount: chunkSize, alignment: 16) { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var total = 0
            while true {
                // Fill the buffer, unless the file ends first.
                var filled = 0
                while filled < chunkSize {
                    let got = Foundation.read(descriptor, base + filled, chunkSize - filled)
                    if got < 0 && errno == EINTR { continue }
                    if got < 0 { return nil }
                    if got == 0 { break }
                    filled += got
                }
                total += filled
                guard total <= limit else { return nil }
                let isLast = filled < chunkSize
                body(UnsafeRawBufferPointer(start: base, count: filled), isLast)
                if isLast { return total }
            }
        }
    }

    /// What the POSIX read found.
    private enum DirectRead {
        case bytes([UInt8])
        /// The path names no regular file; `mode` is its `st_mode`.
        case notRegular(mode: mode_t)
        /// It could not be opened or read: left to Foundation, for its error.
        case unread
    }

    /// The file's bytes through POSIX calls. The open does not block (`O_NONBLOCK`): opening a named
    /// pipe for reading otherwise waits for a writer, before `fstat` can tell what it is. A regular
    /// file's reads ignore the flag. A path that cannot be opened is asked what it is, so that a
    /// socket (which `open` refuses) is named as one rather than given Foundation's generic error.
    private static func readDirectly(_ path: String) -> DirectRead {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG { return .notRegular(mode: status.st_mode) }
            return .unread
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unread }
        guard status.st_mode & S_IFMT == S_IFREG else { return .notRegular(mode: status.st_mode) }
        guard let read = readToEnd(descriptor, expectedSize: Int(status.st_size)) else { return .unread }
        return .bytes(read.bytes)
    }

    /// What ``readToEnd(_:expectedSize:)`` read, and how many `read` calls it took.
    struct ReadResult {
        var bytes: [UInt8]
        var calls: Int
    }

    /// The size of each read past the size `fstat` gave: a file that grows while it is read (a log
    /// appended to) is read in these chunks, not byte by byte.
    static let growthChunk = 64 * 1024

    /// Every byte of the open file `descriptor` from where it stands: `expectedSize` bytes straight
    /// into the array, with room for one more, so that the same `read` tells whether the file grew
    /// after `fstat` (nearly always: no). A read that stops exactly at `expectedSize` although one more
    /// byte was asked for has met the end `fstat` reported, as `Data(contentsOf:)` trusts it: a file
    /// then takes one `read`, not a second to see the end. For a file that did grow, the rest comes in
    /// ``growthChunk`` reads until the end. `nil` when a read fails.
    static func readToEnd(_ descriptor: Int32, expectedSize: Int) -> ReadResult? {
        var failed = false
        var calls = 0
        let capacity = expectedSize + 1
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            // Until the end, or the byte past the size `fstat` gave (then the file grew).
            while count < capacity {
                calls += 1
                let got = Foundation.read(descriptor, base + count, capacity - count)
                if got < 0 && errno == EINTR { continue }
                if got < 0 { failed = true; return }
                if got == 0 { return }
                count += got
                // Short of the room asked for, at the size `fstat` gave: the end.
                if count == expectedSize { return }
            }
        }
        guard !failed else { return nil }
        // The room for one more byte is left only when the reads met the end.
        if bytes.count < capacity { return ReadResult(bytes: bytes, calls: calls) }
        var chunk = [UInt8](repeating: 0, count: growthChunk)
        while true {
            calls += 1
            let got = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, growthChunk) }
            if got < 0 && errno == EINTR { continue }
            if got < 0 { return nil }
            if got == 0 { return ReadResult(bytes: bytes, calls: calls) }
            bytes.append(contentsOf: chunk[0..<got])
        }
    }
}

/// A path that names a named pipe, a socket or a device where a file was expected.
public struct NotARegularFile: Error, LocalizedError, Sendable {
    /// The path's `st_mode`.
    let mode: mode_t

    /// What the terminal shows: "it is a named pipe, not a file".
    public var errorDescription: String? {
        switch mode & S_IFMT {
        case S_IFIFO: "it is a named pipe, not a file"
        case S_IFSOCK: "it is a socket, not a file"
        case S_IFCHR: "it is a character device, not a file"
        case S_IFBLK: "it is a block device, not a file"
        default: "it is not a regular file"
        }
    }
}

/// A path that names a folder where a file was expected (a folder called `Localizable.strings`).
public struct FolderInsteadOfFile: Error, LocalizedError, Sendable {
    /// What the terminal shows.
    public var errorDescription: String? { "it is a folder, not a file" }
}
