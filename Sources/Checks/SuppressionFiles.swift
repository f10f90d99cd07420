import Catalog
import Foundation

extension Suppressions {
    /// The directives of every `.strings` file at or below `paths` (relative to `workingDirectory`).
    /// A file is read only when its bytes contain `pushloc:`.
    public static func scan(paths: [String], workingDirectory: String) -> Suppressions {
        let manager = FileManager.default
        var files: [String] = []
        for path in paths {
            let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: absolute, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                if path.hasSuffix(".strings") { files.append(path) }
                continue
            }
            for case let relative as String in manager.enumerator(atPath: absolute) ?? FileManager.DirectoryEnumerator()
            where relative.hasSuffix(".strings") {
                files.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
            }
        }
        return scan(files: files, workingDirectory: workingDirectory)
    }

    /// The directives of the `.strings` files `files` (paths as findings show them: relative to
    /// `workingDirectory`, or absolute). A check passes the files it loaded, so that nothing else under
    /// its folders (build output, `Pods`, `node_modules`, `.git`) is listed or read.
    public static func scan(files: [String], workingDirectory: String) -> Suppressions {
        // Every file is read again here, so the reads are spread over the cores like the loader's.
        let perFile = ParallelMap.map(Set(files).sorted()) { file -> [SuppressionDirective] in
            let absolute = file.hasPrefix("/") ? file : workingDirectory + "/" + file
            guard fileMayHoldDirective(atPath: absolute), let data = FileManager.default.contents(atPath: absolute),
                  let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else { return [] }
            let shown = file.hasPrefix("./") ? String(file.dropFirst(2)) : file
            return SuppressionScanner.directives(in: text, file: shown)
        }
        return Suppressions(directives: perFile.flatMap { $0 })
    }

    /// Whether the file at `path` holds `pushloc:` (see ``mayHoldDirective(_:)``), read 64 KB at a time
    /// into one buffer with `read(2)`: the check has loaded every table already, and a 200 MB table read
    /// whole again here just to learn that it has no directive was the check's largest allocation.
    private static func fileMayHoldDirective(atPath path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // A marker may straddle two reads: the tail of one read is kept at the front of the next.
        let overlap = utf16Marker.count - 1
        let chunk = 1 << 16
        // Uninitialized: a zeroed 64 KB per file was a tenth of this scan.
        return withUnsafeTemporaryAllocation(byteCount: overlap + chunk, alignment: 8) { window in
            guard let base = window.baseAddress else { return false }
            var carried = 0
            while true {
                let got = read(descriptor, base + carried, chunk)
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { return false }
                let filled = carried + got
                if mayHoldDirective(UnsafeRawBufferPointer(rebasing: window[0..<filled])) { return true }
                carried = min(overlap, filled)
                memmove(base, base + (filled - carried), carried)
            }
        }
    }

    private static let utf8Marker = Array("pushloc:".utf8)
    private static let utf16Marker = "pushloc:".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }

    /// Whether `bytes` hold `pushloc:` in UTF-8 or UTF-16LE. Most files hold neither, and every checked
    /// file passes through here, so the search jumps between `p` bytes with the C library's vectorised
    /// `memchr` (Glibc's module does not export `memmem`) rather than using `Data.range(of:)`, which was
    /// a tenth of a whole real-app check.
    private static func mayHoldDirective(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return [utf8Marker, utf16Marker].contains { marker in
            marker.withUnsafeBytes { needle in
                guard let first = needle.first, let needleBase = needle.baseAddress else { return false }
                var start = base
                let end = base + bytes.count
                while end - start >= needle.count,
                      let found = memchr(start, Int32(first), end - start) {
                    if end - UnsafeRawPointer(found) >= needle.count,
                       memcmp(found, needleBase, needle.count) == 0 { return true }
                    start = UnsafeRawPointer(found) + 1
                }
                return false
            }
        }
    }
}
