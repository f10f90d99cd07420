import PushlocDiagnostics
import Foundation
import PushlocStringsFile
import PushlocRules

/// What the app ships, from its Xcode projects and Swift package manifests: whether a table reaches a
/// phone, and in which development language.
///
/// A table is judged by the project whose file references reach it (``XcodeProject/referenced``): it
/// ships when one of those projects' targets copies it. A table under a Swift package's folder ships
/// with the package. A table in a project's folder that the project never mentions (an old export,
/// a folder a build script once used) ships with nothing. A table no project or package reaches is
/// judged as before, by discovery alone.
///
/// Xcode workspaces and several projects work alike: every project found is read, and each table is
/// judged by the projects that reach it.
package struct ShipModel: Sendable {
    /// Where a table stands.
    package enum Verdict: Sendable, Equatable {
        /// It ships; the development region of the project or package that ships it, if it names one.
        case shipped(developmentRegion: String?)
        /// It is in the project's reach, and no target copies it.
        case unshipped(project: String)
        /// No project or package reaches it.
        case unknown
    }

    package private(set) var projects: [XcodeProject] = []
    package private(set) var packages: [PackageManifest] = []
    /// Warnings for projects that could not be read (the check goes on as without them).
    package private(set) var diagnostics: [Diagnostic] = []
    /// What could not be read of a package manifest (a computed `defaultLocalization`).
    package private(set) var notes: [String] = []
    /// Each package's target folders and each project's folder, ``LexicalPath/caseFolded(_:)`` once.
    private var foldedTargetFolders: [[String]] = []
    private var foldedProjectFolders: [String] = []
    /// Whether each project names a folder of tables (a folder reference, a bundle, a synchronized
    /// folder): most name none, and then a file's folder and name are all that judge it.
    private var projectsNameFolders: [Bool] = []
    /// The development language each package's tables take: its `defaultLocalization`, or, when that
    /// cannot be read, the region of the project around it.
    private var packageRegions: [String?] = []

    /// Reads the projects and manifests at `projectPaths` and `manifestPaths` (as the search found
    /// them) and those in each of `searchedFolders` (the searched folders, and the bundles of tables named
    /// on their own) and in every folder above it, up to the working directory.
    /// A project whose file is unchanged since `projectStore` recorded it is taken from the record; one
    /// that `prepared` read already (with the same store) is taken from there.
    package init(
        projectPaths: [String], manifestPaths: [String], searchedFolders: [String], workingDirectory: String,
        projectStore: (any XcodeProjectStore)? = nil, prepared: SurveyPreparation? = nil
    ) {
        let base = Self.base(of: workingDirectory)
        var projectsFound = projectPaths
        var manifestsFound = manifestPaths
        Self.searchAncestors(of: searchedFolders, base: base, projects: &projectsFound, manifests: &manifestsFound)
        var seen = Set<String>()
        for path in projectsFound where seen.insert(LexicalPath.absolute(path, base: base)).inserted {
            do {
                if let read = prepared?.project(path) {
                    projects.append(try read.get())
                } else {
                    projects.append(try XcodeProject.read(path, absoluteBase: base, store: projectStore))
                }
            } catch {
                let shown = BundleLoader.displayPath(PathText.joining(path, "project.pbxproj"), relativeTo: workingDirectory)
                diagnostics.append(Diagnostic(
                    RuleDescription.unreadableProject,
                    message: "this Xcode project cannot be read (\(error.message)); its tables are checked as if it were not there, so its development region and what its targets copy are not known",
                    location: SourceLocation(file: shown, line: 1, column: 1)))
            }
        }
        for path in manifestsFound where seen.insert(LexicalPath.absolute(path, base: base)).inserted {
            readManifest(path, base: base, workingDirectory: workingDirectory)
        }
        foldedTargetFolders = packages.map { $0.targetFolders.map(LexicalPath.caseFolded) }
        foldedProjectFolders = projects.map { LexicalPath.caseFolded($0.projectFolder) }
        projectsNameFolders = projects.map { !$0.referencedFolders.isEmpty || !$0.shippedFolders.isEmpty }
        // A package whose language cannot be read takes the development region of the project whose
        // folder holds it (the deepest), if any.
        packageRegions = packages.map { package in
            if let region = package.defaultLocalization { return region }
            guard package.unreadableLocalization != nil else { return nil }
            let folded = LexicalPath.caseFolded(package.folder)
            let holder = projects.indices.filter { Self.isInside(folded, foldedProjectFolders[$0]) || folded == foldedProjectFolders[$0] }
                .max { projects[$0].projectFolder.utf8.count < projects[$1].projectFolder.utf8.count }
            return holder.flatMap { projects[$0].developmentRegion }
        }
    }

    /// The base that projects and manifests are read against: the working directory, absolute.
    static func base(of workingDirectory: String) -> String {
        LexicalPath.absolute(workingDirectory, base: "/")
    }

    /// The largest `Package.swift` read: a real manifest is a few kilobytes.
    static let largestManifest = 1 << 20

    /// Reads the manifest at `path` into ``packages``, or says why it is left out: a manifest SwiftPM
    /// refuses, or one too large to read, is a finding, and its folder is checked as if it had none.
    private mutating func readManifest(_ path: String, base: String, workingDirectory: String) {
        let shown = BundleLoader.displayPath(path, relativeTo: workingDirectory)
        let location = SourceLocation(file: shown, line: 1, column: 1)
        // The size is asked before the file is read: a pull request may make it any size.
        guard let stamp = FileStamp(path: LexicalPath.absolute(path, base: base)), stamp.isRegularFile else { return }
        guard stamp.size < Self.largestManifest, let bytes = try? FileBytes.read(atPath: path), bytes.count < Self.largestManifest else {
            diagnostics.append(Diagnostic(
                RuleDescription.refusedManifest,
                message: "this package manifest is \(max(Int(stamp.size), Self.largestManifest) >> 10) KiB, at least the 1 MiB pushloc reads, so it is not read; the tables in its folder are checked as if it were not there",
                location: location))
            return
        }
        // A manifest in the working directory has an empty parent, which is the base itself.
        let folder = LexicalPath.absolute(PathText.parent(path), base: base)
        let manifest = PackageManifest(text: String(decoding: bytes, as: UTF8.self), path: path, folder: folder)
        if manifest.isRefused {
            let named = manifest.outsidePaths.prefix(3).map { "'\(ControlCharacterEscaping.escaped($0))'" }.joined(separator: ", ")
            diagnostics.append(Diagnostic(
                RuleDescription.refusedManifest,
                message: "a target's path: \(named) leads out of this package's folder, and SwiftPM refuses such a package; the tables in its folder are checked as if this manifest were not there",
                location: location))
            return
        }
        switch manifest.unreadableLocalization {
        case .computed?:
            notes.append("\(shown): defaultLocalization is computed, not written out, so it could not be read without running the manifest (pushloc never runs it); its tables take the development region of the project around it, else en, unless --base says otherwise")
        case .ambiguous?:
            notes.append("\(shown): defaultLocalization is given in a #if branch whose condition pushloc cannot tell, given twice, or next to a regex literal, so it is ambiguous; its tables take the development region of the project around it, else en, unless --base says otherwise")
        case nil:
            break
        }
        packages.append(manifest)
    }

    /// Where the file or folder at the absolute, lexically normal `path` stands.
    package func verdict(for path: String) -> Verdict {
        let folded = LexicalPath.caseFolded(path)
        return verdict(folded: folded, holders: holders(ofFolded: folded))
    }

    /// What holds the folders of one bundle, found once for all of them: what holds a bundle's folder
    /// holds each `.lproj` folder in it, unless a package target or a project lies inside the bundle's
    /// folder (then each folder is looked at on its own).
    package struct BundleHolders {
        fileprivate let holders: Holders
    }

    /// The ``BundleHolders`` of the absolute, lexically normal bundle folder `folder`, or `nil` when
    /// something that can hold tables lies inside it.
    package func holders(ofBundle folder: String) -> BundleHolders? {
        let folded = LexicalPath.caseFolded(folder)
        let inside = { (held: String) in held != folded && Self.isInside(held, folded) }
        guard !foldedProjectFolders.contains(where: inside), !foldedTargetFolders.contains(where: { $0.contains(where: inside) })
        else { return nil }
        return BundleHolders(holders: holders(ofFolded: folded, orEqual: true))
    }

    /// Where each file named in `names` inside the absolute, lexically normal `folder` stands, in
    /// order: what holds the folder (a package's target, a project's folder) is found once, or taken
    /// from `bundle` for a folder directly in a bundle, and so are the files each project names in
    /// the folder; each file is then told by its name, in any case.
    package func verdicts(inFolder folder: String, names: [String], within bundle: BundleHolders? = nil) -> [Verdict] {
        var verdicts: [Verdict] = []
        verdicts.reserveCapacity(names.count)
        forEachVerdict(inFoldedFolder: LexicalPath.caseFolded(folder), names: names, within: bundle) { verdicts.append($1) }
        return verdicts
    }

    /// Calls `body` with each name's index in `names` and its verdict, in order, for the files named
    /// in the folder `foldedFolder` (already ``LexicalPath/caseFolded(_:)``), as
    /// ``verdicts(inFolder:names:within:)`` gives them, with no array made (this runs for every
    /// folder of every bundle).
    package func forEachVerdict(
        inFoldedFolder foldedFolder: String, names: [String], within bundle: BundleHolders? = nil, _ body: (Int, Verdict) -> Void
    ) {
        // A file inside `folder` is inside what holds `folder`, or inside `folder` itself.
        let holders = bundle?.holders ?? holders(ofFolded: foldedFolder, orEqual: true)
        // What each project says of each file, project by project: each project's files are taken
        // out once for the folder (a method called on an array's element copies the element each
        // time). The answers are kept on the stack: this runs for every folder of every bundle.
        let count = projects.count
        withUnsafeTemporaryAllocation(of: ProjectFiles.Membership.self, capacity: max(names.count * count, 1)) { says in
            says.initialize(repeating: [])
            var prefix: String?
            for index in projects.indices {
                let files = projects[index].files
                if let folder = files.folder(inFolded: foldedFolder) {
                    for (place, name) in names.enumerated() { says[place * count + index] = files.membership(ofName: name, inFolder: folder) }
                }
                // A file's whole path is made only where a folder the project names may hold it.
                guard projectsNameFolders[index] else { continue }
                let referenced = projects[index].referencedFolders
                let shipped = projects[index].shippedFolders
                guard referenced.mayHoldFiles(inFolded: foldedFolder) || shipped.mayHoldFiles(inFolded: foldedFolder) else { continue }
                let start = prefix ?? (foldedFolder == "/" ? "/" : foldedFolder + "/")
                prefix = start
                for (place, name) in names.enumerated() {
                    let path = LexicalPath.caseFolded(name, after: start)
                    says[place * count + index] = XcodeProject.adding(
                        says[place * count + index], ofFolded: path, referencedFolders: referenced, shippedFolders: shipped)
                }
            }
            for place in names.indices { body(place, verdict(holders: holders) { says[place * count + $0] }) }
        }
    }

    /// The package whose target folders hold a path, and the deepest project folder that holds it, by
    /// their indices in ``packages`` and ``projects`` (nothing is copied).
    fileprivate typealias Holders = (package: Int?, project: Int?)

    /// The ``Holders`` of the case-folded `folded` (with `orEqual`, a folder equal to it counts).
    private func holders(ofFolded folded: String, orEqual: Bool = false) -> Holders {
        let holds = { (folder: String) in Self.isInside(folded, folder) || (orEqual && folded == folder) }
        let package = packages.indices.filter { index in foldedTargetFolders[index].contains(where: holds) }
            .max { packages[$0].folder.count < packages[$1].folder.count }
        let project = projects.indices.filter { holds(foldedProjectFolders[$0]) }
            .max { projects[$0].projectFolder.count < projects[$1].projectFolder.count }
        return (package, project)
    }

    /// The verdict on the case-folded `folded`, which `holders` hold.
    private func verdict(folded: String, holders: Holders) -> Verdict {
        verdict(holders: holders) { projects[$0].membership(ofFolded: folded) }
    }

    /// The verdict on a file that `holders` hold, of which the project at each index says `membership`.
    private func verdict(holders: Holders, membership: (Int) -> ProjectFiles.Membership) -> Verdict {
        // The projects whose references reach the path, by index (no project is copied).
        var firstReaching: Int?
        var shipping: Int?
        var deepestReach = 0
        for index in projects.indices {
            let says = membership(index)
            guard says.contains(.referenced) else { continue }
            if firstReaching == nil { firstReaching = index }
            if shipping == nil, says.contains(.shipped) { shipping = index }
            deepestReach = max(deepestReach, projects[index].projectFolder.utf8.count)
        }
        if let package = holders.package, firstReaching == nil || deepestReach <= packages[package].folder.utf8.count {
            return .shipped(developmentRegion: packageRegions[package])
        }
        if let shipping {
            return .shipped(developmentRegion: projects[shipping].developmentRegion)
        }
        if let project = firstReaching ?? holders.project {
            return .unshipped(project: projects[project].path)
        }
        return .unknown
    }

    /// Whether the converting build of the project that ships `path` fails on a table that does not
    /// parse (``XcodeProject/convertsStrings``).
    package func buildConverts(_ path: String) -> Bool {
        projects.contains { $0.convertsStrings && $0.ships(path) }
    }

    /// Whether `path` is below `folder` (both case-folded, or both as written).
    private static func isInside(_ path: String, _ folder: String) -> Bool {
        LexicalPath.hasPrefix(path, folder) && (folder == "/" || path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/"))
    }

    /// Adds the projects and manifests in each of `folders` and in each folder above it up to the
    /// working directory (a check of one table, as pre-commit runs it, searches no tree, yet the project
    /// that ships the table is usually in a folder above it).
    private static func searchAncestors(
        of folders: [String], base: String, projects: inout [String], manifests: inout [String]
    ) {
        var listed = Set<String>()
        for folder in folders {
            var current = LexicalPath.absolute(folder, base: base)
            while current == base || isInside(current, base), listed.insert(current).inserted {
                for entry in DirectoryListing.entries(of: current) ?? [] {
                    if entry.name == "Package.swift" {
                        manifests.append(PathText.joining(current, entry.name))
                    } else if entry.isDirectory, entry.name.hasSuffix(".xcodeproj") {
                        projects.append(PathText.joining(current, entry.name))
                    }
                }
                guard current != base, current != "/" else { break }
                current = PathText.parent(current)
            }
        }
    }
}
