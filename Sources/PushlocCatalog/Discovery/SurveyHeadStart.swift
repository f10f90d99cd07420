import Dispatch
import PushlocDiagnostics
import Synchronization

/// The listing of the folders a plan will search, begun on another thread before the plan asks for it.
///
/// A check spends its first milliseconds on one core: its arguments, its configuration, its templates
/// and loose files. The listing of the checked folders (``FolderListings``, and the language files read
/// with it) needs only the folders, the exclude patterns and the working directory, which are known
/// before that work, so it runs on the idle core meanwhile. The plan then takes each folder's listings
/// from here instead of reading them itself: the same listings, made from the same inputs, earlier.
/// A folder the plan searches that was not listed here (it was no folder yet, or is asked for twice)
/// is listed by the plan as before. While it waits for the listings, the plan's thread works out what
/// it will ask of the projects and `.lproj` folders found so far (``SurveyPreparation``).
package final class SurveyHeadStart: Sendable {
    /// The language files read with the listings, within the plan's budget: the plan keeps reading
    /// into the same store, so the budget is spent once across both.
    let preread: PrereadFiles
    /// The listings of each folder, taken once by the plan.
    private let listed = Mutex<[String: FolderListings]>([:])
    private let finished = DispatchGroup()
    /// Left once the listings' texts for the next check are stored (after ``finished``).
    private let stored = DispatchGroup()
    /// What the listings found so far, and how much of it the plan's thread has taken.
    private let progress = ListingProgress()
    private let seen = Mutex(ListingProgress.Mark())
    /// Set when the session ends without taking the listings: the listing stops where it stands.
    private let cancelled = Atomic(false)

    /// Starts listing each of `paths` that is a folder (an `.lproj` folder excepted, which the plan reads
    /// on its own), as ``BundleLoader/plan(paths:base:bundleBases:excludes:includeUnshipped:workingDirectory:)``
    /// would search it with `excludes` from `workingDirectory`. Without such a folder (files alone, as
    /// pre-commit passes them) no thread is started.
    ///
    /// With `listingStore`, each folder is listed through the listings an earlier check stored there
    /// (``ListingCache``), and this check's are stored for the next once they are listed, while the
    /// check goes on.
    package init(paths: [String], excludes: [GlobPattern], workingDirectory: String, listingStore: FolderListingStore? = nil) {
        preread = PrereadFiles(budget: ProjectPlan.minimumBudget)
        let folders = paths.filter { !$0.hasSuffix(".lproj") && BundleDiscovery.isDirectory($0) }
        guard !folders.isEmpty else {
            progress.end()
            return
        }
        let discovery = BundleDiscovery(excludes: excludes, workingDirectory: workingDirectory)
        finished.enter()
        stored.enter()
        // A thread of its own (``DetachedThread``), running at once: the listing's workers and the
        // later maps run on the default global queue, whose first thread comes later.
        DetachedThread.run { [self] in
            var texts: [(key: String, text: String)] = []
            for path in folders {
                guard !isCancelled, listed.withLock({ $0[path] == nil }) else { continue }
                let boundary = LinkBoundary(root: path, workingDirectory: workingDirectory)
                let key = ListingCache.key(root: path, workingDirectory: workingDirectory)
                let cache = listingStore.map { ListingCache(key: key, text: $0.record(for: key)) }
                let listings = FolderListings(
                    of: path, discovery: discovery, boundary: boundary, preread: preread, progress: progress,
                    stopped: { [self] in isCancelled }, cache: cache)
                listed.withLock { $0[path] = listings }
                if let text = listings.cacheText() { texts.append((key, text)) }
            }
            progress.end()
            finished.leave()
            // The plan goes on with the listings meanwhile; the session waits for this in `finish()`.
            if let listingStore {
                for (key, text) in texts { listingStore.store(text, for: key) }
            }
            stored.leave()
        }
    }

    /// The listings of the folder `root`, once they are read; `nil` when it was not listed here, or
    /// its listings were already taken. Until they are read, what the listing finds goes to `preparation`.
    func take(_ root: String, preparing preparation: SurveyPreparation? = nil) -> FolderListings? {
        if let preparation {
            var mark = seen.withLock { $0 }
            while let news = progress.news(after: &mark) {
                preparation.prepare(news)
            }
            seen.withLock { $0 = mark }
        }
        finished.wait()
        return listed.withLock { $0.removeValue(forKey: root) }
    }

    /// Stops the listing where it stands and waits for it: a session that ends, early on an error or
    /// after the plan took the listings, lets no listing run on into the process's exit.
    package func finish() {
        cancelled.store(true, ordering: .relaxed)
        finished.wait()
        stored.wait()
    }

    private var isCancelled: Bool {
        cancelled.load(ordering: .relaxed)
    }
}
