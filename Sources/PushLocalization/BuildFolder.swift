import Foundation

/// The output of `pushloc build`, written into a fresh folder and swapped in whole.
///
/// ``init(_:)`` validates the target like ``OutputFolder`` and makes a staging folder beside it
/// (`.<name>.pushloc-<pid>-<random>.tmp`); ``staging`` receives every file; ``commit()`` swaps it in.
/// An interrupted build therefore leaves the previous complete output (and a staging folder that
/// the next build removes), never a mix. The swap is two renames: the previous output moves aside to
/// `.<name>.previous.pushloc-<pid>-<random>.tmp`, then the staging folder takes its name. (Swift's
/// Glibc module does not export `renameat2(RENAME_EXCHANGE)`.) A run killed between the two renames
/// leaves the previous output under that name, and the next build moves it back before it starts.
///
/// The target holds pushloc's output alone: a folder that is not empty and lacks the marker file
/// ``markerName`` (from an earlier build; or, from a build before the marker, both `check.json` and
/// `preview.html`) is refused, so `build --out .` cannot replace a project.
public final class BuildFolder {
    /// The marker file every build folder holds.
    public static let markerName = ".pushloc-build"

    /// The folder the user named, resolved.
    public let target: String
    /// Where this build writes; swapped in by ``commit()``.
    public let staging: OutputFolder
    private var committed = false

    /// Validates `path` and prepares the staging folder.
    public init(_ path: String) throws(AtomicFile.WriteError) {
        if !path.isEmpty { Self.recoverParked(path) }
        let folder = try OutputFolder(path)
        let target = folder.resolvedPath
        guard target != "/" else { throw AtomicFile.WriteError(path: path, reason: "the root folder cannot be a build folder") }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []
        // A build folder from before the marker existed is recognised by its check and preview files.
        let isEarlierBuild = entries.contains(Self.markerName) || (entries.contains("check.json") && entries.contains("preview.html"))
        guard entries.isEmpty || isEarlierBuild else {
            throw AtomicFile.WriteError(path: path, reason: "the folder holds files that pushloc did not write; name a new or empty folder")
        }
        let parent = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        TemporaryName.removeStale(in: parent, for: name)
        let stagingPath = (parent as NSString).appendingPathComponent(TemporaryName.make(for: name))
        guard mkdir(stagingPath, 0o755) == 0 else {
            throw AtomicFile.WriteError(path: path, reason: "cannot make the staging folder: \(String(cString: strerror(errno)))")
        }
        self.target = target
        do {
            self.staging = try OutputFolder(stagingPath)
            try staging.write(Array("pushloc build output; replaced whole by each build\n".utf8), to: Self.markerName)
        } catch {
            try? FileManager.default.removeItem(atPath: stagingPath)
            throw error
        }
    }

    /// Swaps the staging folder in for the target and removes the previous output.
    public func commit() throws(AtomicFile.WriteError) {
        let parent = (target as NSString).deletingLastPathComponent
        let parked = (parent as NSString).appendingPathComponent(TemporaryName.make(for: Self.parkedName(target)))
        guard rename(target, parked) == 0 else { throw failure("cannot move the previous output aside") }
        guard rename(staging.resolvedPath, target) == 0 else {
            let error = failure("cannot move the new output in")
            rename(parked, target)
            throw error
        }
        committed = true
        try? FileManager.default.removeItem(atPath: parked)
    }

    /// The name the previous output is parked under during the swap (before its temporary suffix).
    private static func parkedName(_ target: String) -> String {
        (target as NSString).lastPathComponent + ".previous"
    }

    /// Moves back a previous output that a killed run parked and did not replace; removes other stale
    /// parked copies.
    private static func recoverParked(_ path: String) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let trimmed = url.path
        let parent = url.deletingLastPathComponent().path
        let name = parkedName(trimmed)
        if !FileManager.default.fileExists(atPath: trimmed),
           let entries = try? FileManager.default.contentsOfDirectory(atPath: parent),
           let parked = entries.first(where: { TemporaryName.owner(of: $0, for: name).map(TemporaryName.isStale) ?? false }) {
            rename((parent as NSString).appendingPathComponent(parked), trimmed)
        }
        TemporaryName.removeStale(in: parent, for: name)
    }

    /// Removes the staging folder of a build that did not commit.
    public func discard() {
        guard !committed else { return }
        try? FileManager.default.removeItem(atPath: staging.resolvedPath)
    }

    deinit { discard() }

    private func failure(_ what: String) -> AtomicFile.WriteError {
        AtomicFile.WriteError(path: target, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}
