import PushlocDiagnostics
import Foundation
import PushlocOutputFiles
import PushlocStringsFile

/// What a pre-commit check keeps between runs: per bundle and language, the counts and coverage row a
/// full check found for the language's files, under a digest of everything they depend on.
///
/// A pre-commit run of a changed `fr` file checks only `fr`, the development language and the
/// languages `fr` falls back to (``PreCommitScope``); the summary line and the coverage table still
/// name every language, and their numbers for the other languages come from here. A record is used
/// only when its digest matches the files on disk now, so the cache never changes a result: a stale,
/// foreign, truncated or unreadable file is a miss, and a miss runs the full check.
///
/// One file per bundle and set of tables, named by a digest of the bundle's absolute path and the
/// tables, written atomically, mode 0600, into a folder of the user's own that no one else can write
/// (``refusal(of:)``: another folder is not used at all). The folder holds at most ``fileLimit`` of them; the oldest go first.
struct PreCommitCache: Sendable {
    /// The cache folder.
    let folder: String

    /// The newest files kept; a write beyond it removes the oldest of the cache's own files.
    static let fileLimit = 64
    /// A cache file larger than this is not read (a bundle of a thousand languages is far smaller).
    static let byteLimit = 1 << 20
    /// An Xcode project record larger than this is not written or read (a project of ten thousand
    /// localized files is far smaller).
    static let projectByteLimit = 8 << 20
    /// A folder listings file larger than this is not written or read (the listings of a tree at the
    /// listing's entry budget are smaller).
    static let listingByteLimit = 16 << 20
    /// The first line of every cache file; another first line is a foreign or older file.
    static let header = "pushloc pre-commit cache 1"

    /// One language's numbers as a full check found them.
    struct Record: Sendable, Equatable {
        /// The digest of the files and settings the numbers depend on.
        var digest: String
        /// `.strings` and `.stringsdict` files read.
        var files: Int
        /// Distinct keys over the language's tables.
        var entries: Int
        /// The coverage row's translated, missing and development-text counts; `nil` for no row.
        var coverage: (translated: Int, missing: Int, developmentText: Int)?

        static func == (lhs: Record, rhs: Record) -> Bool {
            lhs.digest == rhs.digest && lhs.files == rhs.files && lhs.entries == rhs.entries
                && lhs.coverage?.translated == rhs.coverage?.translated && lhs.coverage?.missing == rhs.coverage?.missing
                && lhs.coverage?.developmentText == rhs.coverage?.developmentText
        }
    }

    /// The cache folder the environment asks for: `PUSHLOC_CACHE_DIR`, else `$XDG_CACHE_HOME/pushloc`,
    /// else `~/.cache/pushloc` (`~/Library/Caches/pushloc` on macOS); `nil` when `PUSHLOC_CACHE` is
    /// `off` (or `0`, `false`, `no`), or when there is no home folder. `environment` gives a variable's
    /// value by name: the session reads the process's variables one by one (`getenv`), since building
    /// Foundation's dictionary of all of them cost more than the rest of choosing the folder.
    static func folder(environment: (String) -> String?) -> String? {
        if let setting = environment("PUSHLOC_CACHE")?.lowercased(), ["off", "0", "false", "no"].contains(setting) { return nil }
        if let explicit = environment("PUSHLOC_CACHE_DIR"), !explicit.isEmpty { return explicit }
        #if os(macOS)
        guard let home = environment("HOME"), home.hasPrefix("/") else { return nil }
        return home + "/Library/Caches/pushloc"
        #else
        if let xdg = environment("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return xdg + "/pushloc" }
        guard let home = environment("HOME"), home.hasPrefix("/") else { return nil }
        return home + "/.cache/pushloc"
        #endif
    }

    /// The file name of a bundle's records: a digest of `identity` (the bundle's absolute path and its tables).
    static func fileName(identity: String) -> String {
        var digest = ContentDigest()
        digest.add(header)
        digest.add(identity)
        return digest.hex + ".cache"
    }

    /// Whether `name` is one of the cache's own files (32 hexadecimal digits and `.cache`).
    static func isCacheFile(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count == 38, name.hasSuffix(".cache") else { return false }
        return bytes.prefix(32).allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    /// The records of the bundle with `identity`, by language; empty when there is no readable file.
    func records(identity: String) -> [String: Record] {
        guard let text = text(named: Self.fileName(identity: identity), limit: Self.byteLimit) else { return [:] }
        return Self.parse(text, identity: identity) ?? [:]
    }

    /// Why the cache folder `folder` may not be used, `nil` when it may: it must be a folder of the
    /// user's own that no one else can write (a cache another user can write could hide a table from
    /// a check). A folder that is not there yet may be used: it is made the user's own, mode 0700.
    static func refusal(of folder: String) -> String? {
        var status = stat()
        guard stat(folder, &status) == 0 else {
            return errno == ENOENT ? nil : "it cannot be examined (\(String(cString: strerror(errno))))"
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { return "it is not a folder" }
        guard status.st_uid == geteuid() else { return "it belongs to another user" }
        guard status.st_mode & 0o022 == 0 else { return "others than its owner can write it" }
        return nil
    }

    /// Whether the cache file at `path` is a regular file of the user's own that no one else can
    /// write, of at most `limit` bytes, as `status` describes it.
    private static func isOwnRecord(_ status: stat, limit: Int) -> Bool {
        (status.st_mode & S_IFMT) == S_IFREG && status.st_uid == geteuid() && status.st_mode & 0o022 == 0 && Int(status.st_size) <= limit
    }

    /// The text of the cache file `name`, when it is a regular file of the user's own, in a folder
    /// of the user's own, of at most `limit` bytes.
    func text(named name: String, limit: Int) -> String? {
        let path = folder + "/" + name
        var status = stat()
        guard Self.refusal(of: folder) == nil, lstat(path, &status) == 0, Self.isOwnRecord(status, limit: limit),
              let bytes = FileBytes.readIfPresent(atPath: path), bytes.count <= limit
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The records in `text`, or `nil` when any line is not as ``serialize(_:identity:)`` writes it.
    static func parse(_ text: String, identity: String) -> [String: Record]? {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
        // A complete file ends with a newline and an `end` line: a truncated file has neither.
        guard lines.count >= 4, lines.removeLast().isEmpty, lines.removeLast() == "end",
              lines.removeFirst() == header, lines.removeFirst() == "identity\t" + RecordFieldEscaping.escaped(identity)
        else { return nil }
        var records: [String: Record] = [:]
        for line in lines {
            let fields = line.utf8.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { String(Substring($0)) }
            guard fields.count == 5 || fields.count == 8, fields[0] == "language", !fields[1].isEmpty,
                  fields[2].utf8.count == 32, let files = Int(fields[3]), let entries = Int(fields[4]), files >= 0, entries >= 0
            else { return nil }
            var record = Record(digest: fields[2], files: files, entries: entries)
            if fields.count == 8 {
                guard let translated = Int(fields[5]), let missing = Int(fields[6]), let development = Int(fields[7]),
                      translated >= 0, missing >= 0, development >= 0
                else { return nil }
                record.coverage = (translated, missing, development)
            }
            guard records.updateValue(record, forKey: fields[1]) == nil else { return nil }
        }
        return records
    }

    /// The text of a cache file holding `records`.
    static func serialize(_ records: [String: Record], identity: String) -> String {
        var text = header + "\nidentity\t" + RecordFieldEscaping.escaped(identity) + "\n"
        for language in records.keys.sorted() {
            guard let record = records[language] else { continue }
            text += "language\t\(RecordFieldEscaping.escaped(language))\t\(record.digest)\t\(record.files)\t\(record.entries)"
            if let coverage = record.coverage {
                text += "\t\(coverage.translated)\t\(coverage.missing)\t\(coverage.developmentText)"
            }
            text += "\n"
        }
        return text + "end\n"
    }

    /// Stores `records` for the bundle with `identity`, replacing its file atomically, then removes
    /// the oldest cache files beyond ``fileLimit``. A cache that cannot be written is left alone: the
    /// check's result never depends on it.
    func store(_ records: [String: Record], identity: String) {
        guard !records.isEmpty else { return }
        store(text: Self.serialize(records, identity: identity), named: Self.fileName(identity: identity))
    }

    /// Writes `text` to the cache file `name` (one of the cache's own names) atomically, then trims.
    func store(text: String, named name: String) {
        guard makeFolder(), Self.refusal(of: folder) == nil else { return }
        do {
            // Only the user reads a record: it tells what a project ships.
            try AtomicFile.write(Array(text.utf8), to: folder + "/" + name) { descriptor in
                fchmod(descriptor, 0o600) == 0 ? nil : "cannot make the record private"
            }
        } catch {
            return
        }
        trim()
    }

    /// Makes the cache folder (owner only) when it is missing, with its parents; whether it is there.
    /// One `mkdir(2)` answers in the usual cases (the folder or its parent exists): a first check
    /// writes a record for each project, and Foundation's `createDirectory` with attributes costs more
    /// than writing one.
    private func makeFolder() -> Bool {
        if mkdir(folder, 0o700) == 0 || errno == EEXIST { return true }
        guard errno == ENOENT else { return false }
        return (try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
    }

    /// Removes the oldest of the cache's own files while there are more than ``fileLimit``.
    private func trim() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        // Only regular files with the cache's own names (seen with lstat, so neither a folder nor a
        // link) count and are removed, one `unlink` each: nothing else in the folder is the cache's.
        let dated = names.filter(Self.isCacheFile).compactMap { name -> (name: String, modified: (Int, Int))? in
            Self.regularFileModified(folder + "/" + name).map { (name, $0) }
        }
        guard dated.count > Self.fileLimit else { return }
        let oldestFirst = dated.sorted { ($0.modified.0, $0.modified.1, $0.name) < ($1.modified.0, $1.modified.1, $1.name) }
        for old in oldestFirst.prefix(dated.count - Self.fileLimit) {
            unlink(folder + "/" + old.name)
        }
    }

    /// When the regular file at `path` was last changed (seconds, nanoseconds), `nil` when it is
    /// missing or not a regular file (a link is not followed).
    private static func regularFileModified(_ path: String) -> (Int, Int)? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        #if os(Linux)
        return (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
        #else
        return (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
        #endif
    }
}
