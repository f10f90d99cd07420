import PushlocDiagnostics
import PushlocFormats
import Foundation

/// The bundles found under a check's paths, not yet loaded (``BundleLoader/plan(paths:base:bundleBases:excludes:workingDirectory:)``).
///
/// A real app's bundles never look at each other: every rule compares languages within one bundle. So
/// `pushloc check` loads a few neighbouring bundles (``batches(budget:)``), checks them, keeps only their
/// findings and lets them go before it loads the next ones. The memory a check needs is then about that
/// of its largest bundle, not the sum of all of them (the app's own bundle is about 60% of a typical
/// app's strings).
///
/// ```swift
/// let plan = try BundleLoader.plan(paths: ["."])
/// for batch in plan.batches() {
///     let bundles = try plan.loadBundles(batch)
///     ...
/// }
/// ```
public struct ProjectPlan: Sendable {
    /// The bundles asked for, in the order ``Project/bundles`` has them (by the path as shown).
    let requests: [(bundle: DiscoveredBundle, tables: Set<String>?, shown: String)]
    /// The development language asked for (`--base`), if any.
    public let base: String?
    let bundleBases: [String: String]
    let workingDirectory: String
    /// Lines for the report about what the app's projects left out of the check, or how a bundle's
    /// development language was chosen.
    package let notes: [String]
    /// Findings about the projects themselves (one that cannot be read).
    package let diagnostics: [Diagnostic]
    /// What the app ships, as its projects and packages say.
    package let shipModel: ShipModel?
    /// The language files the search read as it listed them, for the load to take.
    let preread: PrereadFiles?
    /// The folders the search listed, for questions about what they hold that need no second read.
    package let listedFolders: ListedFolders

    init(
        requests: [(bundle: DiscoveredBundle, tables: Set<String>?)], base: String?, bundleBases: [String: String], workingDirectory: String,
        notes: [String] = [], diagnostics: [Diagnostic] = [], shipModel: ShipModel? = nil, preread: PrereadFiles? = nil,
        listedFolders: ListedFolders = ListedFolders()
    ) {
        self.requests = requests
            .map { ($0.bundle, $0.tables, BundleLoader.displayPath($0.bundle.path, relativeTo: workingDirectory)) }
            .sorted { $0.shown < $1.shown }
        self.base = base
        self.bundleBases = bundleBases
        self.workingDirectory = workingDirectory
        self.notes = notes
        self.diagnostics = diagnostics
        self.shipModel = shipModel
        self.preread = preread
        self.listedFolders = listedFolders
    }

    /// How many bundles there are.
    public var bundleCount: Int { requests.count }

    /// Reads and parses the bundles at `indices` (positions in path order), their files spread over the
    /// cores, and returns them in that order.
    ///
    /// - Throws: ``BundleLoadError/unreadable(path:reason:)`` when a file or folder cannot be read.
    public func loadBundles(_ indices: Range<Int>) throws(BundleLoadError) -> [LocalizedBundle] {
        let wanted = Array(requests[indices.clamped(to: requests.indices)])
        let workingDirectory = workingDirectory
        let shipModel = shipModel
        let shown = DisplayBase(workingDirectory)
        let preread = preread
        // Reading and parsing are independent per `.lproj` folder and per String Catalog: one pass spreads
        // them over the cores. A catalog is one large file (megabytes in real apps), so catalogs go first,
        // largest first, and each is compiled into its per-language tables in the same job.
        let folderJobs = wanted.enumerated().flatMap { bundleIndex, request in
            request.bundle.lprojFolders.map {
                LoadJob.folder(FolderJob(bundle: bundleIndex, folder: $0, names: request.bundle.lprojFileNames[$0], filter: request.tables))
            }
        }
        let catalogJobs = wanted.enumerated().flatMap { bundleIndex, request in
            request.bundle.stringCatalogs.filter { path in
                request.tables.map { $0.contains(StringCatalogFiles.tableName(of: path).lowercased()) } ?? true
            }.map { LoadJob.catalog(bundle: bundleIndex, path: $0) }
        }
        let jobs = catalogJobs.map { ($0, $0.byteSize) }.sorted { $0.1 > $1.1 }.map(\.0) + folderJobs
        // Largest first: a bundle's development folder, started last, would leave the other cores idle.
        let loaded = ParallelMap.map(jobs, cost: { job in
            switch job {
            case .catalog: Int.max
            case .folder(let folder): wanted[folder.bundle].bundle.lprojLanguageBytes[folder.folder] ?? 0
            }
        }) { job -> Result<LoadedPart, BundleLoadError> in
            Result { () throws(BundleLoadError) -> LoadedPart in
                switch job {
                case .folder(let folder):
                    return .folder(try BundleLoader.loadFolder(folder, workingDirectory: workingDirectory, shipModel: shipModel, shown: shown, preread: preread))
                case .catalog(_, let path):
                    return .catalog(CompiledCatalog(try StringCatalogFiles.read(path, workingDirectory: workingDirectory)))
                }
            }
        }
        var perBundle = Array(repeating: [LoadedFolder](), count: wanted.count)
        var catalogs = Array(repeating: [CompiledCatalog](), count: wanted.count)
        for (job, result) in zip(jobs, loaded) {
            switch (job, result) {
            case (.folder(let folderJob), .success(.folder(let folder))): perBundle[folderJob.bundle].append(folder)
            case (.catalog(let bundle, _), .success(.catalog(let compiled))): catalogs[bundle].append(compiled)
            case (_, .failure(let error)): throw error
            default: continue
            }
        }
        // Catalogs in path order, as discovery listed them.
        for index in catalogs.indices { catalogs[index].sort { $0.document.path < $1.document.path } }
        let folders = perBundle, compiledCatalogs = catalogs, base = base, bundleBases = bundleBases
        return ParallelMap.map(Array(wanted.indices)) { index in
            let request = wanted[index]
            return BundleLoader.assemble(
                request.bundle, folders: folders[index], catalogs: compiledCatalogs[index],
                base: bundleBases[request.shown] ?? base, shown: shown)
        }
    }

    /// The bundles in groups of neighbours (in path order) to load and check together, each group's files
    /// at most `budget` bytes, or one bundle when that bundle alone is larger. The default budget is half
    /// the largest bundle's size (at least 4 MB): memory stays at what the largest bundle needs (small
    /// bundles' `.stringsdict` and catalogs take more memory per byte than `.strings`, so a group as large
    /// as the largest bundle needed a fifth more), while small bundles share one pass over the cores
    /// instead of leaving one idle (a bundle that is one String Catalog is a single job).
    public func batches(budget: Int? = nil) -> [Range<Int>] {
        // One bundle is one batch: no file needs its size.
        guard requests.count > 1 else { return requests.isEmpty ? [] : [0..<1] }
        let sizes = requests.map(byteSize)
        let limit = budget ?? max((sizes.max() ?? 0) / 2, Self.minimumBudget)
        var result: [Range<Int>] = []
        var start = 0, total = 0
        for (index, size) in sizes.enumerated() {
            if index > start && total + size > limit {
                result.append(start..<index)
                start = index
                total = 0
            }
            total += size
        }
        if start < sizes.count { result.append(start..<sizes.count) }
        return result
    }

    /// The smallest default budget of ``batches(budget:)``.
    public static let minimumBudget = 4 << 20

    /// The bytes of the files a bundle's load reads (sizes from the file system; a file that cannot be
    /// read counts 0 here, and fails when the bundle loads).
    private func byteSize(_ request: (bundle: DiscoveredBundle, tables: Set<String>?, shown: String)) -> Int {
        // Paths as the loader opens them (relative ones against the process's directory).
        var total = 0
        for catalog in request.bundle.stringCatalogs
        where request.tables.map({ $0.contains(StringCatalogFiles.tableName(of: catalog).lowercased()) }) ?? true {
            total += FileSize.of(catalog)
        }
        for folder in request.bundle.lprojFolders {
            if request.tables == nil, let measured = request.bundle.lprojLanguageBytes[folder] {
                total += measured
                continue
            }
            for name in request.bundle.fileNames(in: folder) {
                guard TableFormats.isLanguageFile(name) else { continue }
                if let tables = request.tables, !tables.contains(PathText.deletingExtension(name).lowercased()) { continue }
                total += FileSize.of(folder + "/" + name)
            }
        }
        return total
    }

    /// Throws when `--base` was given and no bundle has that language. Called once every bundle has
    /// been loaded, with whether any of them had its development language and every language seen.
    ///
    /// - Throws: ``BundleLoadError/baseNotFound(_:available:)``.
    public func verifyBase(bundlesHaveDevelopmentLanguage: Bool, languages: Set<String>) throws(BundleLoadError) {
        if let base, !requests.isEmpty, !bundlesHaveDevelopmentLanguage {
            throw .baseNotFound(base, available: languages.sorted())
        }
    }
}

/// The size of a file from `stat`, 0 when there is none.
enum FileSize {
    static func of(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }
}
