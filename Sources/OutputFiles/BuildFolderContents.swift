import Foundation

/// What a build folder holds, read without following links: the files a build wrote, and the
/// entries that no build wrote.
enum BuildFolderContents {
    /// The marker text of builds that listed no files; such a folder may hold only these entries.
    static let unlistedMarker = "pushloc build output; replaced whole by each build\n"
    static let unlistedBuildEntries: Set<String> = [
        "check.json", "check.sarif", "payloads", "devtodev", "buttons", "preview.html", "screenshots",
    ]

    /// Every entry below `folder` that is not a folder, as a path relative to it, sorted.
    static func files(in folder: String) -> [String] {
        var found: [String] = []
        walk(folder, relative: "") { relative, kind in
            if kind != .folder { found.append(relative) }
        }
        return found.sorted()
    }

    /// The entries of `folder` that no build wrote, sorted: none for a missing or empty folder;
    /// for a folder with the marker, every file it does not list and every folder that holds none of
    /// those it lists; for any other folder, everything in it.
    static func foreignEntries(in folder: String, marker: String) -> [String] {
        guard PlainFile.kind(folder) == .folder,
              let top = try? FileManager.default.contentsOfDirectory(atPath: folder), !top.isEmpty
        else { return [] }
        let markerPath = (folder as NSString).appendingPathComponent(marker)
        if let manifest = OutputManifest.read(atPath: markerPath) {
            var listedFolders = Set<String>()
            for path in manifest.paths {
                var components = path.split(separator: "/").dropLast()
                while !components.isEmpty {
                    listedFolders.insert(components.joined(separator: "/"))
                    components = components.dropLast()
                }
            }
            var foreign: [String] = []
            walk(folder, relative: "") { relative, kind in
                guard relative != marker else { return }
                let listed = kind == .folder ? listedFolders.contains(relative) : manifest.paths.contains(relative)
                if !listed { foreign.append(relative) }
            }
            return foreign.sorted()
        }
        if PlainFile.read(markerPath).map({ $0.elementsEqual(unlistedMarker.utf8) }) ?? false {
            return top.filter { $0 != marker && !unlistedBuildEntries.contains($0) }.sorted()
        }
        return top.sorted()
    }

    /// Whether `folder` is one a build made: it holds a marker a build writes, or nothing.
    static func isBuildFolder(_ folder: String, marker: String) -> Bool {
        guard PlainFile.kind(folder) == .folder else { return false }
        let markerPath = (folder as NSString).appendingPathComponent(marker)
        if OutputManifest.read(atPath: markerPath) != nil { return true }
        if PlainFile.read(markerPath).map({ $0.elementsEqual(unlistedMarker.utf8) }) ?? false { return true }
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).isEmpty
    }

    /// Visits every entry below `folder`, depth first, with its path relative to the walk's start
    /// and its kind; links are visited, never entered.
    private static func walk(_ folder: String, relative: String, visit: (String, PlainFile.Kind) -> Void) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries {
            let path = (folder as NSString).appendingPathComponent(entry)
            let child = relative.isEmpty ? entry : relative + "/" + entry
            let kind = PlainFile.kind(path)
            visit(child, kind)
            if kind == .folder { walk(path, relative: child, visit: visit) }
        }
    }
}
