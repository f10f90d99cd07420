import PushlocDiagnostics
import Foundation

/// The output of `pushloc build`, written into a fresh folder and swapped in whole.
///
/// ``init(_:protecting:)`` validates the target and makes a staging folder beside it
/// (`.<name>.pushloc-<pid>-<random>.tmp`); ``staging`` receives every file; ``commit()`` swaps it in.
/// An interrupted build therefore leaves the previous complete output (and a staging folder), never
/// a mix. The swap is two renames: the previous output moves aside to
/// `.<name>.previous.pushloc-<pid>-<random>.tmp`, then the staging folder takes its name. (Swift's
/// Glibc module does not export `renameat2(RENAME_EXCHANGE)`.) A run killed between the two renames
/// leaves the previous output under that name, and the next build moves it back before it starts.
///
/// pushloc removes only what it made, and a marker is a claim, never proof. The target is refused
/// when it is, holds or lies inside an input folder, or is or holds a project (`.git`,
/// `Package.swift`, an `.xcodeproj`). Otherwise it is replaced only when it is empty, or when it is
/// an earlier build: its marker ``markerName`` records the SHA-256 of every file that build wrote,
/// each file still has that hash, and nothing else is there. A symbolic link is refused too (the
/// swap would replace the folder it names). A refusal removes nothing.
package final class BuildFolder {
    /// The marker file every build folder holds: the hash of each file that build wrote.
    package static let markerName = ".pushloc-build"

    /// The folder the user named, resolved.
    package let target: String
    /// Where this build writes; swapped in by ``commit()``.
    package let staging: OutputFolder
    /// The permission bits of the target, which the new output keeps.
    private let mode: mode_t
    private var committed = false

    /// Validates `path` and prepares the staging folder. `inputs` are the folders the build reads
    /// (localizations, templates): the output may not be one of them, lie inside one, or hold one.
    package init(_ path: String, protecting inputs: [String] = []) throws(AtomicFile.WriteError) {
        let named = PathText.withoutTrailingDots(path)
        guard PlainFile.kind(named) != .link else {
            throw AtomicFile.WriteError(
                path: path,
                reason: "it is a symbolic link; build replaces its output folder whole, so name the real folder")
        }
        let prospective = Self.prospectiveRealPath(named)
        if let prospective {
            try Self.refuseOverlap(prospective, inputs: inputs, path: path)
            Self.recoverParked(prospective)
        }
        let folder = try OutputFolder(path)
        let target = folder.resolvedPath
        guard target != "/" else { throw AtomicFile.WriteError(path: path, reason: "the root folder cannot be a build folder") }
        if prospective == nil { try Self.refuseOverlap(target, inputs: inputs, path: path) }
        if case .refused(let reason) = BuildFolderContents.verdict(for: target, marker: Self.markerName) {
            throw AtomicFile.WriteError(path: path, reason: reason)
        }
        var status = stat()
        mode = lstat(target, &status) == 0 ? status.st_mode & 0o7777 : 0o755
        let location = (parent: PathText.parent(target), name: PathText.lastComponent(target))
        TemporaryName.removeStale(in: location.parent, for: location.name, where: Self.isOwnFolder)
        let stagingPath = PathText.joining(location.parent, TemporaryName.make(for: location.name))
        guard mkdir(stagingPath, 0o700) == 0 else {
            throw AtomicFile.WriteError(path: path, reason: "cannot make the staging folder: \(String(cString: strerror(errno)))")
        }
        self.target = target
        do {
            self.staging = try OutputFolder(stagingPath)
            try staging.write(BuildMarker().serialized(), to: Self.markerName)
        } catch {
            try? FileManager.default.removeItem(atPath: stagingPath)
            throw error
        }
    }

    /// Records the staged files' hashes in the marker, swaps the staging folder in for the target
    /// and removes the previous output, once it is verified again.
    package func commit() throws(AtomicFile.WriteError) {
        let marker = BuildFolderContents.marker(for: staging.resolvedPath, excluding: Self.markerName)
        try staging.write(marker.serialized(), to: Self.markerName)
        guard chmod(staging.resolvedPath, mode) == 0 else { throw failure("cannot give the new output the folder's mode") }
        let parent = PathText.parent(target)
        let parked = PathText.joining(parent, TemporaryName.make(for: Self.parkedName(target)))
        guard rename(target, parked) == 0 else { throw failure("cannot move the previous output aside") }
        guard rename(staging.resolvedPath, target) == 0 else {
            let error = failure("cannot move the new output in")
            rename(parked, target)
            throw error
        }
        committed = true
        // The previous output was checked when this build started; a file put into it or changed
        // since is the user's, so the parked folder is kept rather than removed.
        if case .refused(let reason) = BuildFolderContents.verdict(for: parked, marker: Self.markerName) {
            throw AtomicFile.WriteError(
                path: target,
                reason: "the new output is in place, but the previous one changed during the build (\(reason)); it is kept as \(parked)")
        }
        try? FileManager.default.removeItem(atPath: parked)
    }

    /// Refuses `real`, the real path the output has or will have, when it is an input folder, lies
    /// inside one, or holds one.
    private static func refuseOverlap(_ real: String, inputs: [String], path: String) throws(AtomicFile.WriteError) {
        for input in inputs {
            guard let resolved = OutputFolder.realPath(input) else { continue }
            if real == resolved || isInside(real, resolved) {
                throw AtomicFile.WriteError(path: path, reason: "it is inside \(input), which the build reads; name a folder outside it")
            }
            if isInside(resolved, real) {
                throw AtomicFile.WriteError(path: path, reason: "it holds \(input), which the build reads; name a folder outside it")
            }
        }
    }

    /// Whether the real path `inner` lies below the real path `outer`.
    private static func isInside(_ inner: String, _ outer: String) -> Bool {
        inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
    }

    /// The name the previous output is parked under during the swap (before its temporary suffix).
    private static func parkedName(_ target: String) -> String {
        PathText.lastComponent(target) + ".previous"
    }

    /// Whether `path` is a folder a build made that may be removed: a staging folder or a parked
    /// previous output that is empty, or whose marker accounts for every file in it. A staging
    /// folder a killed run left half-written lists nothing yet, so it is kept for the user.
    private static func isOwnFolder(_ path: String) -> Bool {
        PlainFile.kind(path) == .folder && BuildFolderContents.verdict(for: path, marker: markerName).isReplaceable
    }

    /// Moves back a previous output that a killed run parked and did not replace; removes other stale
    /// parked copies. `real` is the target's real path (or the one it will have).
    private static func recoverParked(_ real: String) {
        let location = (parent: PathText.parent(real), name: PathText.lastComponent(real))
        guard !location.parent.isEmpty else { return }
        let name = parkedName(real)
        if PlainFile.kind(real) == .missing,
           let entries = try? FileManager.default.contentsOfDirectory(atPath: location.parent),
           let parked = entries.sorted().first(where: { entry in
               let full = PathText.joining(location.parent, entry)
               return (TemporaryName.owner(of: entry, for: name).map(TemporaryName.isStale) ?? false) && isOwnFolder(full)
           }) {
            rename(PathText.joining(location.parent, parked), real)
        }
        TemporaryName.removeStale(in: location.parent, for: name, where: isOwnFolder)
    }

    /// The real path `path` has or will have once made: the real path of its nearest existing
    /// ancestor, followed by the components still to be made (`.` dropped, `..` taking one back).
    private static func prospectiveRealPath(_ path: String) -> String? {
        guard !path.isEmpty else { return nil }
        var missing: [String] = []
        var existing = path
        while OutputFolder.realPath(existing) == nil {
            let location = (parent: PathText.parent(existing), name: PathText.lastComponent(existing))
            missing.insert(location.name, at: 0)
            if location.parent.isEmpty || location.parent == existing {
                existing = location.parent.isEmpty ? "." : location.parent
                break
            }
            existing = location.parent
        }
        guard let base = OutputFolder.realPath(existing) else { return nil }
        var components = base.split(separator: "/").map(String.init)
        for component in missing where component != "." {
            if component == ".." {
                if !components.isEmpty { components.removeLast() }
            } else {
                components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
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
