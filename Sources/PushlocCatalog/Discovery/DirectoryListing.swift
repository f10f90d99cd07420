import CPushlocDirectory
import PushlocFormats
import PushlocStringsFile
import Foundation

/// One folder's entries, read in one pass (Linux's `getdents64`, elsewhere `opendir`/`readdir`): each
/// name comes with whether it is a folder, from the entry's own type, so the search for bundles makes
/// no `stat` per file (only for a symbolic link or a file system that does not report types, where the
/// link is followed as `FileManager.fileExists(atPath:isDirectory:)` follows it).
///
/// `FileManager.contentsOfDirectory(atPath:)` followed by `fileExists(atPath:isDirectory:)` per child
/// made a `String` round trip through `NSString` path normalisation and a `stat` for every file of an
/// app's source tree, a fixed cost of every check that did not follow the size of the strings.
package struct DirectoryListing {
    /// One entry: its name, whether it is (or links to) a folder, and for a measured language file
    /// its size.
    package struct Entry: Sendable {
        package let name: String
        package let isDirectory: Bool
        /// Whether the entry is a symbolic link (to a folder, when ``isDirectory``): the search enters
        /// such a folder only when ``LinkBoundary`` allows it.
        package var isLink = false
        /// The bytes of a `.strings`, `.stringsdict` or `.xcstrings` file when the listing measured
        /// language files (following a link, as `stat` does); `nil` otherwise, and for a file that
        /// cannot be measured.
        package var byteSize: Int? = nil
    }

    /// The entries of `folder` (without `.` and `..`), in the order the file system lists them; `nil`
    /// when the folder cannot be opened.
    ///
    /// With `measuringLanguageFiles`, each language file's size is read relative to the open folder
    /// (`fstatat`, no walk of the whole path): the plan of a check sizes every `.lproj` folder's files,
    /// and reading the sizes here puts that work in the parallel listing of the tree. With `preread`,
    /// each regular `.strings` and `.stringsdict` file is also read through the open folder while its
    /// budget lasts (``PrereadFiles``).
    package static func entries(of folder: String, measuringLanguageFiles: Bool = false) -> [Entry]? {
        entries(of: folder, measuringLanguageFiles: measuringLanguageFiles, preread: nil)
    }

    /// ``entries(of:measuringLanguageFiles:)``, reading language files into `preread`.
    static func entries(of folder: String, measuringLanguageFiles: Bool, preread: PrereadFiles?) -> [Entry]? {
        if pushloc_reads_directory_entries() != 0 {
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var none: CachedFolder?
            return entries(readingRecordsOf: descriptor, of: folder, measuringLanguageFiles: measuringLanguageFiles, preread: preread, recording: &none)
        }
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var none: CachedFolder?
        return entries(in: stream, of: folder, measuringLanguageFiles: measuringLanguageFiles, preread: preread, recording: &none)
    }

    /// The identity and the entries of `folder` (``entries(of:measuringLanguageFiles:)``), from one open
    /// of the folder: its identity is read from the open folder, not by a second walk of its path. The
    /// identity comes from the path alone when the folder cannot be opened (then there are no entries).
    static func identityAndEntries(of folder: String, measuringLanguageFiles: Bool, preread: PrereadFiles?) -> (identity: FolderIdentity?, entries: [Entry]?) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return (FolderIdentity(path: folder), nil) }
        var status = stat()
        let identity = fstat(descriptor, &status) == 0 ? FolderIdentity(status) : FolderIdentity(path: folder)
        var none: CachedFolder?
        return (identity, entries(ofOpen: descriptor, folder, measuringLanguageFiles: measuringLanguageFiles, preread: preread, recording: &none))
    }

    /// What reading one folder through a ``ListingCache`` gave.
    struct CachedRead {
        let identity: FolderIdentity?
        /// `nil` when the folder cannot be opened.
        let entries: [Entry]?
        /// The folder's listing as the cache keeps it, `nil` when it was not listed.
        let listing: CachedFolder?
        /// Whether ``listing`` is the one the cache gave.
        let reused: Bool
    }

    /// ``identityAndEntries(of:measuringLanguageFiles:preread:)``, with the entries the cache recorded
    /// when the folder's stamp is still the recorded one (``ListingCache``). The entries are made from
    /// the recorded names and types exactly as from a fresh listing's: a link is looked at, and language
    /// files are measured and read, every time.
    static func read(_ folder: String, measuringLanguageFiles: Bool, preread: PrereadFiles?, cache: ListingCache) -> CachedRead {
        let recorded = cache.previous(of: folder)
        // A folder whose files are not measured needs no open when the cache answers: one `stat`.
        if let recorded, !measuringLanguageFiles {
            var status = stat()
            if stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, FolderStamp(status) == recorded.stamp {
                return CachedRead(
                    identity: recorded.stamp.identity, entries: entries(recorded, of: folder, measuredIn: -1, preread: preread),
                    listing: recorded, reused: true)
            }
        }
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return CachedRead(identity: FolderIdentity(path: folder), entries: nil, listing: nil, reused: false) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            var none: CachedFolder?
            let entries = entries(ofOpen: descriptor, folder, measuringLanguageFiles: measuringLanguageFiles, preread: preread, recording: &none, closing: false)
            return CachedRead(identity: FolderIdentity(path: folder), entries: entries, listing: nil, reused: false)
        }
        let stamp = FolderStamp(status)
        if let recorded, recorded.stamp == stamp {
            let entries = entries(recorded, of: folder, measuredIn: measuringLanguageFiles ? descriptor : -1, preread: preread)
            return CachedRead(identity: stamp.identity, entries: entries, listing: recorded, reused: true)
        }
        var listing: CachedFolder? = CachedFolder(stamp: stamp)
        let entries = entries(ofOpen: descriptor, folder, measuringLanguageFiles: measuringLanguageFiles, preread: preread, recording: &listing, closing: false)
        return CachedRead(identity: stamp.identity, entries: entries, listing: listing, reused: false)
    }

    /// The entries of `recorded`, the cached listing of `folder`.
    private static func entries(_ recorded: CachedFolder, of folder: String, measuredIn descriptor: Int32, preread: PrereadFiles?) -> [Entry] {
        var result: [Entry] = []
        result.reserveCapacity(recorded.names.count)
        for (name, type) in zip(recorded.names, recorded.types) {
            if let listed = entry(named: name, type: type, in: folder, measuredIn: descriptor, preread: preread) { result.append(listed) }
        }
        return result
    }

    /// The entries of the open folder `descriptor` (closed here when `closing`), each name and type also
    /// appended to `recording` when it is not `nil`.
    private static func entries(
        ofOpen descriptor: Int32, _ folder: String, measuringLanguageFiles: Bool, preread: PrereadFiles?,
        recording: inout CachedFolder?, closing: Bool = true
    ) -> [Entry]? {
        if pushloc_reads_directory_entries() != 0 {
            defer { if closing { close(descriptor) } }
            return entries(readingRecordsOf: descriptor, of: folder, measuringLanguageFiles: measuringLanguageFiles, preread: preread, recording: &recording)
        }
        // The stream owns the descriptor it is made from: a descriptor the caller keeps is duplicated.
        let owned = closing ? descriptor : dup(descriptor)
        guard owned >= 0, let stream = fdopendir(owned) else {
            if owned >= 0 { close(owned) }
            return nil
        }
        defer { closedir(stream) }
        return entries(in: stream, of: folder, measuringLanguageFiles: measuringLanguageFiles, preread: preread, recording: &recording)
    }

    #if canImport(Darwin)
    private typealias DirectoryStream = UnsafeMutablePointer<DIR>
    #else
    private typealias DirectoryStream = OpaquePointer
    #endif

    private static func entries(
        in stream: DirectoryStream, of folder: String, measuringLanguageFiles: Bool, preread: PrereadFiles?, recording: inout CachedFolder?
    ) -> [Entry] {
        let descriptor = measuringLanguageFiles ? dirfd(stream) : -1
        var result: [Entry] = []
        while true {
            // `readdir` gives `nil` both at the end and on an error, which only `errno` tells apart; a
            // failed read is a partial listing, which the cache must not keep.
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { recording = nil }
                break
            }
            let type = entry.pointee.d_type
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { recording?.append(name, type: type) }
            if let listed = Self.entry(named: name, type: type, in: folder, measuredIn: descriptor, preread: preread) { result.append(listed) }
        }
        return result
    }

    /// The entries of the open folder `descriptor` from the records `pushloc_read_directory` gives. A
    /// failed read ends the listing where it stands, as `readdir` does.
    private static func entries(
        readingRecordsOf descriptor: Int32, of folder: String, measuringLanguageFiles: Bool, preread: PrereadFiles?, recording: inout CachedFolder?
    ) -> [Entry] {
        let measured = measuringLanguageFiles ? descriptor : -1
        var result: [Entry] = []
        withUnsafeTemporaryAllocation(byteCount: recordBufferSize, alignment: 8) { buffer in
            guard let base = buffer.baseAddress else { return }
            while true {
                let count = pushloc_read_directory(descriptor, base, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    // A failed read is a partial listing, which the cache must not keep.
                    if count < 0 { recording = nil }
                    return
                }
                var offset = 0
                // Each record: inode (8 bytes), offset (8), record length (2), type (1), the name and a NUL.
                while offset + recordNameOffset < count {
                    let record = base + offset
                    let length = Int(record.loadUnaligned(fromByteOffset: 16, as: UInt16.self))
                    guard length > recordNameOffset, offset + length <= count else {
                        recording = nil
                        return
                    }
                    let type = record.load(fromByteOffset: 18, as: UInt8.self)
                    let nameBytes = UnsafeRawBufferPointer(start: record + recordNameOffset, count: length - recordNameOffset)
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    if recording != nil && name != "." && name != ".." { recording?.append(name, type: type) }
                    if let listed = Self.entry(named: name, type: type, in: folder, measuredIn: measured, preread: preread) { result.append(listed) }
                    offset += length
                }
            }
        }
        return result
    }

    /// The bytes read per `pushloc_read_directory` call: a folder of a few hundred entries in one read.
    private static let recordBufferSize = 32 * 1024
    /// Where a `getdents64` record's name starts.
    private static let recordNameOffset = 19

    /// The entry `name` of `folder`, of the file type `type` (`d_type`), with its size read relative to
    /// the open folder `measuredIn` when that is not -1 and it is a language file; `nil` for `.` and `..`.
    /// A regular language file is read into `preread` while its budget lasts; one that the listing
    /// says is something else (a link, a pipe, a type the file system does not report) is only measured.
    private static func entry(named name: String, type: UInt8, in folder: String, measuredIn descriptor: Int32, preread: PrereadFiles?) -> Entry? {
        if name == "." || name == ".." { return nil }
        let isDirectory: Bool
        var isLink = false
        switch Int32(type) {
        case Int32(DT_DIR): isDirectory = true
        case Int32(DT_LNK), Int32(DT_UNKNOWN):
            let path = folder == "/" ? "/" + name : folder + "/" + name
            isLink = Int32(type) == Int32(DT_LNK) || Self.isLink(path)
            isDirectory = Self.isDirectory(path)
        default: isDirectory = false
        }
        var listed = Entry(name: name, isDirectory: isDirectory, isLink: isLink)
        if descriptor >= 0, TableFormats.isLanguageFile(name) {
            if let preread, Int32(type) == Int32(DT_REG),
               let measured = FileBytes.measure(name, in: descriptor, reading: preread.reserve) {
                listed.byteSize = measured.size
                if let bytes = measured.bytes { preread.keep(bytes, at: join(folder, name)) }
                return listed
            }
            var status = stat()
            if fstatat(descriptor, name, &status, 0) == 0 { listed.byteSize = Int(status.st_size) }
        }
        return listed
    }

    /// `folder` and `name` joined as `NSString.appendingPathComponent(_:)` joins them, without the
    /// `NSString` round trip when `folder` is already in its normal form (no repeated or trailing
    /// slash), as every folder found below a root is.
    static func join(_ folder: String, _ name: String) -> String {
        childPrefix(of: folder).map { $0 + name } ?? (folder as NSString).appendingPathComponent(name)
    }

    /// What ``join(_:_:)`` puts before a child's name (`folder/`, or `/` for the root), or `nil` when
    /// `folder` is not in its normal form and the join needs `NSString`. Computed once per folder.
    static func childPrefix(of folder: String) -> String? {
        if folder == "/" { return "/" }
        return isNormal(folder) ? folder + "/" : nil
    }

    /// Whether `folder` is non-empty with no repeated and no trailing slash (a byte scan: Foundation's
    /// `contains(_:)` on strings costs more than the listing itself).
    private static func isNormal(_ folder: String) -> Bool {
        // A native string's bytes are read in place (the `utf8` view's iterator costs several times more).
        folder.utf8.withContiguousStorageIfAvailable(isNormal) ?? isNormal(folder.utf8)
    }

    private static func isNormal(_ bytes: some Sequence<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "/") && previous == byte { return false }
            previous = byte
        }
        return previous != 0 && previous != UInt8(ascii: "/")
    }

    /// Whether `path` is itself a symbolic link.
    static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Whether `path` is a folder, following a symbolic link.
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
