import PushlocDiagnostics
import Foundation

/// What a build folder holds, read without following links, and whether a build may replace it.
///
/// A folder is replaced only when it is missing, empty, or provably an earlier build: its marker
/// (``BuildMarker``) lists every file in it with the SHA-256 it has now, and nothing else is there.
/// The marker itself proves nothing (anyone can write one), so a folder that is or holds a project
/// (a `.git`, a `Package.swift`, an `.xcodeproj`) is refused whatever its marker says.
enum BuildFolderContents {
    /// The marker text of builds that listed no files. It recorded nothing a build can check.
    static let unlistedMarker = "pushloc build output; replaced whole by each build\n"

    /// What a folder is to a build that would replace it.
    enum Verdict: Equatable {
        /// Missing or empty: nothing to lose.
        case empty
        /// An earlier build, every file as it wrote it.
        case earlierBuild
        /// Anything else; the reason says what was found, for the message.
        case refused(String)

        /// Whether a build may replace (or remove) the folder.
        var isReplaceable: Bool { self == .empty || self == .earlierBuild }
    }

    /// Every entry below `folder` that is not a folder, as a path relative to it, sorted.
    static func files(in folder: String) -> [String] {
        var found: [String] = []
        walk(folder, relative: "") { relative, kind in
            if kind != .folder { found.append(relative) }
        }
        return found.sorted()
    }

    /// The marker a build writes for the files now in `folder`: the SHA-256 of each regular file
    /// (a link or other entry is left unlisted, so a later build refuses the folder rather than
    /// guess).
    static func marker(for folder: String, excluding marker: String) -> BuildMarker {
        var hashes: [String: String] = [:]
        walk(folder, relative: "") { relative, kind in
            guard kind == .file, relative != marker,
                  let bytes = PlainFile.read(PathText.joining(folder, relative))
            else { return }
            hashes[relative] = SHA256.hex(bytes)
        }
        return BuildMarker(hashes: hashes)
    }

    /// Whether a build may replace `folder`, whose marker file is named `marker`; see ``Verdict``.
    static func verdict(for folder: String, marker: String) -> Verdict {
        guard PlainFile.kind(folder) == .folder,
              let top = try? FileManager.default.contentsOfDirectory(atPath: folder), !top.isEmpty
        else { return .empty }
        if let project = top.sorted().first(where: isProjectEntry) {
            return .refused(projectReason(project))
        }
        let markerPath = PathText.joining(folder, marker)
        let unverifiable = "its \(marker) is from an earlier pushloc, which recorded no content hashes, so pushloc cannot "
            + "tell its files from yours. Remove the folder by hand, or name a new one"
        if let bytes = PlainFile.read(markerPath),
           bytes.elementsEqual(unlistedMarker.utf8) || bytes.starts(with: OutputManifest.header.utf8) {
            return .refused(unverifiable)
        }
        guard let listed = BuildMarker.read(atPath: markerPath) else {
            return .refused(foreignReason(top.sorted(), marker: marker))
        }
        var entries: [(relative: String, kind: PlainFile.Kind)] = []
        walk(folder, relative: "") { relative, kind in entries.append((relative, kind)) }
        entries.sort { $0.relative < $1.relative }
        if let project = entries.first(where: { isProjectEntry(PathText.lastComponent($0.relative)) }) {
            return .refused(projectReason(project.relative))
        }
        let listedFolders = Set(listed.hashes.keys.flatMap(ancestors))
        for (relative, kind) in entries where relative != marker {
            switch kind {
            case .folder where listedFolders.contains(relative):
                continue
            case .file:
                guard let recorded = listed.hashes[relative] else { return .refused(foreignReason([relative], marker: marker)) }
                let now = PlainFile.read(PathText.joining(folder, relative)).map(SHA256.hex)
                guard now == recorded else {
                    return .refused(
                        "\(relative) is not the file the earlier build wrote (its content differs from the hash "
                            + "\(marker) records); build replaces its earlier output only when every file is as it wrote it. "
                            + "Move the folder away, or name a new one")
                }
            default:
                return .refused(foreignReason([relative], marker: marker))
            }
        }
        return .earlierBuild
    }

    /// Whether an entry named `name` marks a project: a repository, a package or an Xcode project.
    static func isProjectEntry(_ name: String) -> Bool {
        name == ".git" || name == "Package.swift" || name.hasSuffix(".xcodeproj")
    }

    private static func projectReason(_ entry: String) -> String {
        "the folder holds \(entry), so it is (or holds) a project; build never replaces such a folder, "
            + "whatever marker it carries. Name a folder of its own"
    }

    private static func foreignReason(_ entries: [String], marker: String) -> String {
        let named = entries.prefix(3).joined(separator: ", ") + (entries.count > 3 ? " and \(entries.count - 3) more" : "")
        return "the folder holds \(named), which pushloc did not write; build replaces only an empty folder "
            + "or its own earlier output (marked by \(marker)). Name a new or empty folder"
    }

    /// The folders on the way to `path`: `a` and `a/b` for `a/b/c`.
    private static func ancestors(_ path: String) -> [String] {
        var result: [String] = []
        var components = path.split(separator: "/").dropLast()
        while !components.isEmpty {
            result.append(components.joined(separator: "/"))
            components = components.dropLast()
        }
        return result
    }

    /// Visits every entry below `folder`, depth first, with its path relative to the walk's start
    /// and its kind; links are visited, never entered.
    private static func walk(_ folder: String, relative: String, visit: (String, PlainFile.Kind) -> Void) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries {
            let path = PathText.joining(folder, entry)
            let child = relative.isEmpty ? entry : relative + "/" + entry
            let kind = PlainFile.kind(path)
            visit(child, kind)
            if kind == .folder { walk(path, relative: child, visit: visit) }
        }
    }
}
