import Synchronization

/// The `.strings` and `.stringsdict` files that the listing of a tree read while it had their `.lproj`
/// folder open, for the load to take instead of opening each one again by its whole path.
///
/// The listing measures every language file of every `.lproj` folder for the plan's sizes. Reading the
/// file through the same open folder costs the plan's `fstatat` and the load's walk of the whole path,
/// which together were a tenth of a check of an app with hundreds of small tables. The files are kept
/// only up to a budget of bytes, so that a tree far larger than one batch is not held in memory: past
/// it, files are measured only, and the load reads them as before. A file is taken once, so its bytes
/// go with the document the load makes of them.
final class PrereadFiles: Sendable {
    private let remaining: Mutex<Int>
    private let files = Mutex<[String: [UInt8]]>([:])

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

    /// Keeps the bytes read of the file at `path` (the path as the load makes it).
    func keep(_ bytes: [UInt8], at path: String) {
        files.withLock { $0[path] = bytes }
    }

    /// The bytes read of the file at `path`, given once; `nil` when the listing did not read it.
    func take(_ path: String) -> [UInt8]? {
        files.withLock { $0.removeValue(forKey: path) }
    }
}
