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
/// which was 5% of a real-app check. When the direct read cannot open or read the file, or it is not a
/// regular file, Foundation's `Data(contentsOf:)` reads it instead, so a failure throws Foundation's
/// error, with its usual description.
public enum FileBytes {
    /// The bytes of the file at `path`.
    ///
    /// - Throws: Foundation's error when the file cannot be read.
    public static func read(atPath path: String) throws -> [UInt8] {
        if let bytes = readDirectly(path) { return bytes }
        // Foundation's error for a folder is "The operation could not be completed": say what it is.
        var status = stat()
        if stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR { throw FolderInsteadOfFile() }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return data.withUnsafeBytes { [UInt8]($0) }
    }

    /// The file's bytes through POSIX calls, or `nil` to leave the file to Foundation.
    private static func readDirectly(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(status.st_size)
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            while count < size {
                let got = Foundation.read(descriptor, base + count, size - count)
                if got < 0 && errno == EINTR { continue }
                if got < 0 { failed = true; return }
                if got == 0 { return }
                count += got
            }
        }
        guard !failed else { return nil }
        // A file that grew after `fstat`: the rest, until the end. One byte tells (nearly always: none).
        var probe: UInt8 = 0
        while true {
            let got = Foundation.read(descriptor, &probe, 1)
            if got < 0 && errno == EINTR { continue }
            if got < 0 { return nil }
            if got == 0 { return bytes }
            bytes.append(probe)
        }
    }
}

/// A path that names a folder where a file was expected (a folder called `Localizable.strings`).
public struct FolderInsteadOfFile: Error, LocalizedError, Sendable {
    /// What the terminal shows.
    public var errorDescription: String? { "it is a folder, not a file" }
}
