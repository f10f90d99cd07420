import Foundation

/// The output of `pushloc build`, written into a fresh folder and swapped in whole.
///
/// ``init(_:protecting:)`` validates the target and makes a staging folder beside it
/// (`.<name>.pushloc-<pid>-<random>.tmp`); ``staging`` receives every file; ``commit()`` swaps it in.
/// An interrupted build therefore leaves the previous complete output (and a staging folder that
/// the next build removes), never a mix. The swap is two renames: the previous output moves aside to
/// `.<name>.previous.pushloc-<pid>-<random>.tmp`, then the staging folder takes its name. (Swift's
/// Glibc module does not export `renameat2(RENAME_EXCHANGE)`.) A run killed between the two renames
/// leaves the previous output under that name, and the next build moves it back before it starts.
///
/// pushloc removes only what it made. The target is replaced only when it is empty, or when it is
/// an earlier build: it holds the marker file ``markerName``, which lists every file that build
/// wrote, and nothing else. Any other folder is refused, and so is a symlink (the swap would replace
/// the folder it names) and a folder inside the project's own inputs.
package final class BuildFolder {
    /// The marker file every build folder holds: the list of the files that build wrote.
    package static let markerName = ".pushloc-build"

    /// The folder the user named, resolved.
    package let target: String
    /// Where this build writes; swapped in by ``commit()``.
    package let staging: OutputFolder
    private var committed = false

    /// Validates `path` and prepares the staging folder. `inputs` are the folders the build reads
    /// (localizations, templates): the output may be neither one of them nor inside one.
    package init(_ path: String, protecting inputs: [String] = []) throws(AtomicFile.WriteError) {
        let trimmed = Self.trimmingTrailingSlashes(path)
        guard PlainFile.kind(trimmed) != .link else {
            throw AtomicFile.WriteError(
                path: path,
                reason: "it is a symbolic link; build replaces its output folder whole, so name the real folder")
        }
        if let prospective = Self.prospectiveRealPath(trimmed) {
            for input in inputs {
                guard let real = OutputFolder.realPath(input) else { continue }
                if prospective == real || prospective.hasPrefix(real.hasSuffix("/") ? real : real + "/") {
                    throw AtomicFile.WriteError(path: path, reason: "it is inside \(input), which the build reads; name a folder outside it")
                }
            }
        }
        if !path.isEmpty { Self.recoverParked(trimmed) }
        let folder = try OutputFolder(path)
        let target = folder.resolvedPath
        guard target != "/" else { throw AtomicFile.WriteError(path: path, reason: "the root folder cannot be a build folder") }
        let foreign = BuildFolderContents.foreignEntries(in: target, marker: Self.markerName)
        guard foreign.isEmpty else {
            let named = foreign.prefix(3).joined(separator: ", ") + (foreign.count > 3 ? " and \(foreign.count - 3) more" : "")
            throw AtomicFile.WriteError(
                path: path,
                reason: "the folder holds \(named), which pushloc did not write; build replaces only an empty folder "
                    + "or its own earlier output (marked by \(Self.markerName)). Name a new or empty folder")
        }
        let parent = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        TemporaryName.removeStale(in: parent, for: name, where: Self.isOwnFolder)
        let stagingPath = (parent as NSString).appendingPathComponent(TemporaryName.make(for: name))
        guard mkdir(stagingPath, 0o755) == 0 else {
            throw AtomicFile.WriteError(path: path, reason: "cannot make the staging folder: \(String(cString: strerror(errno)))")
        }
        self.target = target
        do {
            self.staging = try OutputFolder(stagingPath)
            try staging.write(OutputManifest().serialized(), to: Self.markerName)
        } catch {
            try? FileManager.default.removeItem(atPath: stagingPath)
            throw error
        }
    }

    /// Lists the staged files in the marker, swaps the staging folder in for the target and
    /// removes the previous output.
    package func commit() throws(AtomicFile.WriteError) {
        let written = BuildFolderContents.files(in: staging.resolvedPath).filter { $0 != Self.markerName }
        try staging.write(OutputManifest(paths: Set(written)).serialized(), to: Self.markerName)
        let parent = (target as NSString).deletingLastPathComponent
        let parked = (parent as NSString).appendingPathComponent(TemporaryName.make(for: Self.parkedName(target)))
        guard rename(target, parked) == 0 else { throw failure("cannot move the previous output aside") }
        guard rename(staging.resolvedPath, target) == 0 else {
            let error = failure("cannot move the new output in")
            rename(parked, target)
            throw error
        }
        committed = true
        // The previous output was checked when this build started; a file put into it since is the
        // user's, so the parked folder is kept rather than removed.
        let added = BuildFolderContents.foreignEntries(in: parked, marker: Self.markerName)
        guard added.isEmpty else {
            throw AtomicFile.WriteError(
                path: target,
                reason: "the new output is in place, but the previous one gained files during the build (\(added.prefix(3).joined(separator: ", "))); it is kept as \(parked)")
        }
        try? FileManager.default.removeItem(atPath: parked)
    }

    /// The name the previous output is parked under during the swap (before its temporary suffix).
    private static func parkedName(_ target: String) -> String {
        (target as NSString).lastPathComponent + ".previous"
    }

    /// Whether `path` is a folder that a build made: a staging folder or a parked previous output,
    /// both of which hold the marker from the start (or, if the run died right after making the
    /// folder, nothing).
    private static func isOwnFolder(_ path: String) -> Bool {
        BuildFolderContents.isBuildFolder(path, marker: markerName)
    }

    /// Moves back a previous output that a killed run parked and did not replace; removes other stale
    /// parked copies.
    private static func recoverParked(_ path: String) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let trimmed = url.path
        let parent = url.deletingLastPathComponent().path
        let name = parkedName(trimmed)
        if PlainFile.kind(trimmed) == .missing,
           let entries = try? FileManager.default.contentsOfDirectory(atPath: parent),
           let parked = entries.sorted().first(where: { entry in
               let full = (parent as NSString).appendingPathComponent(entry)
               return (TemporaryName.owner(of: entry, for: name).map(TemporaryName.isStale) ?? false) && isOwnFolder(full)
           }) {
            rename((parent as NSString).appendingPathComponent(parked), trimmed)
        }
        TemporaryName.removeStale(in: parent, for: name) { path in
            PlainFile.kind(path) == .folder && BuildFolderContents.foreignEntries(in: path, marker: markerName).isEmpty
        }
    }

    /// The real path `path` has or will have once made: the real path of its nearest existing
    /// ancestor, followed by the components still to be made.
    private static func prospectiveRealPath(_ path: String) -> String? {
        guard !path.isEmpty else { return nil }
        var missing: [String] = []
        var existing = path
        while OutputFolder.realPath(existing) == nil {
            let parent = (existing as NSString).deletingLastPathComponent
            missing.insert((existing as NSString).lastPathComponent, at: 0)
            if parent == existing || parent.isEmpty {
                existing = parent.isEmpty ? "." : parent
                break
            }
            existing = parent
        }
        guard let base = OutputFolder.realPath(existing) else { return nil }
        return missing.reduce(base) { ($0 as NSString).appendingPathComponent($1) }
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// Removes the staging folder of a build that did not commit.
    package func discard() {
        guard !committed else { return }
        try? FileManager.default.removeItem(atPath: staging.resolvedPath)
    }

    deinit { discard() }

    private func failure(_ what: String) -> AtomicFile.WriteError {
        AtomicFile.WriteError(path: target, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}
