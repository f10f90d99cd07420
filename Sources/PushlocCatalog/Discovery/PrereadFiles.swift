import Dispatch
import PushlocDiagnostics
import PushlocFormats
import Synchronization

/// The `.strings` and `.stringsdict` files that the listing of a tree read while it had their `.lproj`
/// folder open, parsed while the plan is made, for the load to take.
///
/// The listing measures every language file of every `.lproj` folder for the plan's sizes. Reading the
/// file through the same open folder costs the plan's `fstatat` and the load's walk of the whole path,
/// which together were a tenth of a check of an app with hundreds of small tables. The files read are
/// parsed over the cores while the plan is still being made on one of them (the walk of the listings,
/// the projects' shipping verdicts), where a core was otherwise idle. The files are kept only up to a
/// budget of bytes, so that a tree far larger than one batch is not held in memory: past it, files are
/// measured only, and the load reads them as before. A folder's files are taken once, together.
final class PrereadFiles: Sendable {
    /// One file read: its name in its folder, and its bytes.
    struct ReadFile: Sendable {
        let name: String
        let bytes: [UInt8]
    }

    /// What the load takes for one file.
    enum Taken {
        /// The file's bytes, not parsed.
        case bytes([UInt8])
        /// The file's document, parsed with `shownAs` as its path.
        case document(TableDocument, shownAs: String)
    }

    /// A parsed document and the path it shows.
    private struct Parsed: Sendable {
        let document: TableDocument
        let shownAs: String
    }

    private let remaining: Mutex<Int>
    /// Files read and not yet parsed, by folder.
    private let read = Mutex<[String: [ReadFile]]>([:])
    /// Parsed documents, by folder, then by name.
    private let parsed = Mutex<[String: [String: Parsed]]>([:])
    private let parsing = DispatchGroup()

    /// A store that keeps at most `budget` bytes.
    init(budget: Int) {
        remaining = Mutex(budget)
    }

    /// Whether `bytes` more bytes fit the budget; when they do, they are counted.
    func reserve(_ bytes: Int) -> Bool {
        remaining.withLock { left in
            guard bytes <= left else { return false }
            left -= bytes
            return true
        }
    }

    /// Keeps the files read of `folder` (one listing of it).
    func keep(_ files: [ReadFile], folder: String) {
        read.withLock { $0[folder, default: []] += files }
    }

    /// Starts parsing, over the cores and in the background, every file kept and not yet parsed, each
    /// with its path as `shown` shows it. ``finishParsing()`` waits for it.
    func startParsing(shown: DisplayBase) {
        let claimed = Array(read.withLock { folders in
            defer { folders.removeAll() }
            return folders
        })
        guard !claimed.isEmpty else { return }
        DispatchQueue.global().async(group: parsing) { [self] in
            _ = ParallelMap.map(claimed, cost: { $0.value.reduce(0) { $0 + $1.bytes.count } }) { folder, files in
                // A folder's files share the start of their path as shown.
                let prefix = shown.displayPrefix(ofFolder: folder)
                var documents: [String: Parsed] = [:]
                for file in files {
                    guard let format = TableFormats.format(forPath: file.name) else { continue }
                    let shownAs = prefix.map { $0 + file.name } ?? shown.displayPath(DirectoryListing.join(folder, file.name))
                    var document = format.read(file.bytes, path: shownAs)
                    // The load keeps no table's bytes (``BundleLoader``): they go as soon as it is parsed.
                    if case .strings(var strings) = document {
                        strings.discardSource()
                        document = .strings(strings)
                    }
                    documents[file.name] = Parsed(document: document, shownAs: shownAs)
                }
                parsed.withLock { $0[folder] = documents }
            }
        }
    }

    /// Waits until every parse ``startParsing(shown:)`` started has ended.
    func finishParsing() {
        parsing.wait()
    }

    /// What was read of the files of `folder`, by name, given once; empty when the listing read none of
    /// them, or their parse has not ended (the load then reads them itself).
    func take(folder: String) -> [String: Taken] {
        if let documents = parsed.withLock({ $0.removeValue(forKey: folder) }) {
            return documents.mapValues { .document($0.document, shownAs: $0.shownAs) }
        }
        var taken: [String: Taken] = [:]
        for file in read.withLock({ $0.removeValue(forKey: folder) }) ?? [] { taken[file.name] = .bytes(file.bytes) }
        return taken
    }
}
