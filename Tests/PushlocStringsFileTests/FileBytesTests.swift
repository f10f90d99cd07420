import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocStringsFile

/// Files are read with POSIX calls straight into the parser's array; anything that path cannot read
/// goes through Foundation, whose errors (and their descriptions) the loader reports.
@Suite("Reading files")
struct FileBytesTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushloc-filebytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("a file's bytes, exactly, for empty, small and multi-chunk files")
    func readsExactBytes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for size in [0, 1, 4_095, 65_536, 200_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let file = folder.appendingPathComponent("f\(size).strings")
            try Data(bytes).write(to: file)
            #expect(try FileBytes.read(atPath: file.path) == bytes)
        }
    }

    @Test("a file read in chunks: full chunks, then the last, together its bytes", .timeLimit(.minutes(20)))
    func readsInChunks() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for size in [0, 1, 63, 64, 65, 4_096, 10_007] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 5) }
            let file = folder.appendingPathComponent("c\(size).pbxproj")
            try Data(bytes).write(to: file)
            var read: [UInt8] = []
            var sizes: [Int] = []
            var lastFlags: [Bool] = []
            let total = FileBytes.forEachChunk(atPath: file.path, chunkSize: 64, limit: 1 << 20) { chunk, isLast in
                read += chunk
                sizes.append(chunk.count)
                lastFlags.append(isLast)
            }
            #expect(total == size && read == bytes)
            #expect(sizes.dropLast().allSatisfy { $0 == 64 } && (sizes.last ?? 64) < 64)
            #expect(lastFlags.filter { $0 }.count == 1 && lastFlags.last == true)
        }
        let big = folder.appendingPathComponent("big.pbxproj")
        try Data(count: 1_000).write(to: big)
        #expect(FileBytes.forEachChunk(atPath: big.path, chunkSize: 64, limit: 999) { _, _ in } == nil)
        #expect(FileBytes.forEachChunk(atPath: folder.path, chunkSize: 64, limit: 1 << 20) { _, _ in } == nil)
        #expect(FileBytes.forEachChunk(atPath: folder.appendingPathComponent("missing").path, chunkSize: 64, limit: 1 << 20) { _, _ in } == nil)
        let pipe = folder.appendingPathComponent("pipe.pbxproj").path
        #expect(mkfifo(pipe, 0o644) == 0)
        #expect(FileBytes.forEachChunk(atPath: pipe, chunkSize: 64, limit: 1 << 20) { _, _ in } == nil)
    }

    @Test("a missing file throws Foundation's error; a folder says that it is one")
    func unreadableThrows() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.strings").path
        #expect(throws: (any Error).self) { try FileBytes.read(atPath: missing) }
        #expect(throws: FolderInsteadOfFile.self) { try FileBytes.read(atPath: folder.path) }
        #expect(FolderInsteadOfFile().localizedDescription == "it is a folder, not a file")
        do {
            _ = try FileBytes.read(atPath: missing)
        } catch {
            #expect(!error.localizedDescription.isEmpty)
        }
    }

    /// A file that may be missing is read without an error: its bytes when it is a regular file that
    /// can be read, `nil` for anything else, and never a wait on a named pipe.
    @Test("a file read if present", .timeLimit(.minutes(20)))
    func readIfPresent() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("L10n.swift")
        try Data("enum L10n {}".utf8).write(to: file)
        #expect(FileBytes.readIfPresent(atPath: file.path) == Array("enum L10n {}".utf8))
        let pipe = folder.appendingPathComponent("Strings.swift").path
        #expect(mkfifo(pipe, 0o644) == 0)
        for path in [folder.appendingPathComponent("missing.swift").path, folder.path, pipe, "/dev/zero", ""] {
            #expect(FileBytes.readIfPresent(atPath: path) == nil, "\(path)")
        }
    }

    /// A file measured through its open folder: its size always, its bytes only for a regular file the
    /// caller wants, and never a wait on a named pipe or a read of a device.
    @Test("a file measured and read through its folder", .timeLimit(.minutes(20)))
    func measuredThroughItsFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = Array("\"A\" = \"a\";\n".utf8)
        try Data(text).write(to: folder.appendingPathComponent("Localizable.strings"))
        #expect(mkfifo(folder.appendingPathComponent("Pipe.strings").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Zero.strings").path, withDestinationPath: "/dev/zero")
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let read = FileBytes.measure("Localizable.strings", in: descriptor) { $0 == text.count }
        #expect(read?.size == text.count && read?.bytes == text)
        let declined = FileBytes.measure("Localizable.strings", in: descriptor) { _ in false }
        #expect(declined?.size == text.count && declined?.bytes == nil)
        for name in ["Pipe.strings", "Zero.strings"] {
            let measured = FileBytes.measure(name, in: descriptor) { _ in true }
            #expect(measured != nil && measured?.bytes == nil, "\(name)")
        }
        #expect(FileBytes.measure("missing.strings", in: descriptor) { _ in true } == nil)
    }

    /// Opening a named pipe for reading waits for a writer: the read must say what the path is
    /// instead (`mkfifo fr.lproj/Localizable.strings`). Each read runs on a thread of its own
    /// (``BoundedWait``), so that a regression is a failure rather than a hang.
    @Test("a named pipe or a device is an error that says what it is, without waiting")
    func namedPipesAndDevicesAreNotRead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("Localizable.strings").path
        #expect(mkfifo(pipe, 0o644) == 0)
        // A link to a device that never ends (`/dev/zero`) or to one that is empty (`/dev/null`).
        var expected = [(pipe, "it is a named pipe, not a file")]
        for device in ["/dev/zero", "/dev/null"] {
            let link = folder.appendingPathComponent("\(device.dropFirst(5)).strings").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: device)
            expected.append((link, "it is a character device, not a file"))
        }
        for (path, reason) in expected {
            let outcome = BoundedWait.result { Result { try FileBytes.read(atPath: path) } }
            switch outcome {
            case nil: Issue.record("reading \(path) waited")
            case .success?: Issue.record("\(path) was read")
            case .failure(let error)?:
                #expect(error is NotARegularFile)
                #expect(error.localizedDescription == reason)
            }
        }
    }

    /// `open` refuses a socket (ENXIO): the error names it instead of Foundation's "error 256".
    @Test("a socket under a table's name is an error that says it is a socket")
    func socketsAreNamed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Localizable.strings").path
        let socket = try #require(BoundSocket(at: path))
        defer { withExtendedLifetime(socket) {} }
        do {
            _ = try FileBytes.read(atPath: path)
            Issue.record("a socket was read")
        } catch {
            #expect(error.localizedDescription == "it is a socket, not a file")
        }
    }

    /// A file that grew after `fstat` is read to its end in chunks, not one byte per `read`: the
    /// count of calls is bounded by the growth over the chunk size.
    @Test("a file that grows while it is read is read in chunks")
    func growthIsReadInChunks() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("grown.strings")
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        try Data(bytes).write(to: file)
        let descriptor = open(file.path, O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        // As if `fstat` had seen 10 bytes before the rest was written.
        let read = try #require(FileBytes.readToEnd(descriptor, expectedSize: 10))
        #expect(read.bytes == bytes)
        #expect(read.calls <= 3 + (bytes.count + FileBytes.growthChunk - 1) / FileBytes.growthChunk)
    }

    /// A file read at the size `fstat` gave takes one `read`: it asks for one byte more, and the
    /// shorter answer is the end. An empty file also takes one; a file that grew by a byte is read whole.
    @Test("a file of the size fstat gave is read with one read call")
    func oneReadPerUnchangedFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for size in [0, 1, 4095, 4096, 70_000] {
            let file = folder.appendingPathComponent("f\(size).strings")
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7) }
            try Data(bytes).write(to: file)
            let descriptor = open(file.path, O_RDONLY)
            #expect(descriptor >= 0)
            defer { close(descriptor) }
            let read = try #require(FileBytes.readToEnd(descriptor, expectedSize: size))
            #expect(read.bytes == bytes)
            #expect(read.calls == 1, "\(size) bytes")
        }
        let grown = folder.appendingPathComponent("grown-by-one.strings")
        try Data([1, 2, 3, 4]).write(to: grown)
        let descriptor = open(grown.path, O_RDONLY)
        defer { close(descriptor) }
        // As if `fstat` had seen 3 bytes: the read fills the room for one more, and the rest is read to the end.
        let read = try #require(FileBytes.readToEnd(descriptor, expectedSize: 3))
        #expect(read.bytes == [1, 2, 3, 4])
        // As if `fstat` had seen 10: the file ends before, and what is there is read.
        let again = open(grown.path, O_RDONLY)
        defer { close(again) }
        let shrunk = try #require(FileBytes.readToEnd(again, expectedSize: 10))
        #expect(shrunk.bytes == [1, 2, 3, 4])
    }
}
