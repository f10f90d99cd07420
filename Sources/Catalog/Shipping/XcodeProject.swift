import Diagnostics
import StringsFile

/// What an Xcode project (`*.xcodeproj/project.pbxproj`) says about the app's localized files: its
/// development region, the regions it knows, which files and folders its targets copy into their
/// products, and whether its build converts `.strings` tables.
///
/// A file ships when a target's Resources phase copies it: a variant group's files (one per
/// language: `fr.lproj/Localizable.strings`), a folder reference or a bundle (every file inside),
/// or a file reference; when its Sources phase compiles a variant group (an intent definition's
/// tables); and, since Xcode 16, every file of a synchronized folder
/// (`PBXFileSystemSynchronizedRootGroup`) that the target lists, less the membership exceptions
/// its exception sets name for that target. Paths are resolved through the groups as Xcode does:
/// `<group>` relative to the enclosing group, `SOURCE_ROOT` to the project's folder, `<absolute>`
/// as written; other source trees (`BUILT_PRODUCTS_DIR`, `SDKROOT`) name no file of the checkout.
package struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    package let path: String
    /// `developmentRegion`, canonicalised (`English` is `en`), when the project names one.
    package let developmentRegion: String?
    /// `knownRegions`, as written.
    package let knownRegions: [String]
    /// What the targets copy into their products.
    package let shipped: PathSet
    /// Every file and folder the project refers to, whether a target copies it or not.
    package let referenced: PathSet
    /// The folder the project's paths start from (the folder that holds the `.xcodeproj`).
    package let projectFolder: String
    /// Whether a build converts its `.strings` tables to binary property lists (the default for iOS,
    /// tvOS, watchOS and visionOS targets, or `STRINGS_FILE_OUTPUT_ENCODING = binary`): Xcode's copy
    /// step then parses each table, and one that does not parse fails the build.
    package let convertsStrings: Bool

    /// Why a project file could not be read.
    package struct ReadError: Error, Sendable {
        package var message: String
    }

    /// Reads the project at `xcodeproj` (its path as given, absolute or relative to the working
    /// directory `absoluteBase` names), or takes its record from `store` when the project file is
    /// unchanged since the record was made (``XcodeProjectRecord``).
    package static func read(_ xcodeproj: String, absoluteBase: String, store: (any XcodeProjectStore)? = nil) throws(ReadError) -> XcodeProject {
        let file = PathText.joining(xcodeproj, "project.pbxproj")
        // The key is taken before the file is read: a file that changes meanwhile gets a new key.
        let key = store == nil ? nil : XcodeProjectRecord.key(ofFile: LexicalPath.absolute(file, base: absoluteBase))
        if let store, let key, let record = store.record(for: key),
           let project = XcodeProjectRecord.project(from: record, key: key, path: xcodeproj) {
            return project
        }
        let project = try parse(file: file, xcodeproj: xcodeproj, absoluteBase: absoluteBase)
        if let store, let key { store.store(XcodeProjectRecord.text(of: project, key: key), for: key) }
        return project
    }

    /// Reads and walks the project file `file` of `xcodeproj`.
    private static func parse(file: String, xcodeproj: String, absoluteBase: String) throws(ReadError) -> XcodeProject {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(atPath: file)
        } catch {
            throw ReadError(message: "cannot read it: \(error.localizedDescription)")
        }
        guard bytes.count <= maximumSize else { throw ReadError(message: "it is larger than \(maximumSize >> 20) MB") }
        let plist: OpenStepPlist
        do {
            plist = try OpenStepPlist(bytes)
        } catch {
            throw ReadError(message: "line \(error.line): \(error.message)")
        }
        let absolute = LexicalPath.absolute(xcodeproj, base: absoluteBase)
        var reader = try XcodeProjectReader(plist, xcodeproj: absolute)
        return reader.project(path: xcodeproj)
    }

    /// The largest project file read (real projects are well under 10 MB).
    static let maximumSize = 64 << 20
}

/// A set of files and of folders whose files belong to it (each folder with files left out).
///
/// Paths are compared without regard to case, as the file systems of the Macs that build the app
/// compare them (a project's `InfoPlist.strings` is the checkout's `infoPlist.strings`).
package struct PathSet: Sendable {
    /// Absolute, lexically normal paths of files, lowercased.
    package private(set) var files: Set<String> = []
    /// Absolute, lexically normal folders, lowercased, each with the lowercased absolute paths of
    /// files and folders under it that do not belong.
    package private(set) var folders: [(path: String, excluded: Set<String>)] = []
    /// Each folder of ``folders`` with a `/` after it, made once: the test of a path below it.
    private var folderPrefixes: [String] = []

    /// Adds a file.
    mutating func insert(file path: String) {
        files.insert(LexicalPath.caseFolded(path))
    }

    /// Adds a folder, less `excluded`.
    mutating func insert(folder path: String, excluding excluded: Set<String> = []) {
        insert(foldedFolder: LexicalPath.caseFolded(path), excluding: Set(excluded.map(LexicalPath.caseFolded)))
    }

    /// Makes room for `count` more files, so that a record of hundreds of them fills the set without
    /// growing it again and again.
    mutating func reserveFiles(_ count: Int) {
        files.reserveCapacity(files.count + count)
    }

    /// Adds a file whose path is already ``LexicalPath/caseFolded(_:)``.
    mutating func insert(foldedFile path: String) {
        files.insert(path)
    }

    /// Adds a folder, less `excluded`, all already ``LexicalPath/caseFolded(_:)``.
    mutating func insert(foldedFolder folded: String, excluding excluded: Set<String>) {
        folders.append((folded, excluded))
        folderPrefixes.append(folded == "/" ? "/" : folded + "/")
    }

    /// Whether the file or folder at the absolute, normal `path` belongs to the set.
    package func contains(_ path: String) -> Bool {
        contains(folded: LexicalPath.caseFolded(path))
    }

    /// ``contains(_:)`` of a path already ``LexicalPath/caseFolded(_:)``.
    func contains(folded path: String) -> Bool {
        if files.contains(path) { return true }
        return folders.indices.contains { index in
            let folder = folders[index]
            guard path == folder.path || LexicalPath.hasPrefix(path, folderPrefixes[index]) else { return false }
            return !folder.excluded.contains(path)
                && !folder.excluded.contains { LexicalPath.hasPrefix(path, $0) && path.utf8.dropFirst($0.utf8.count).first == UInt8(ascii: "/") }
        }
    }
}

/// The walk of one project's objects, over the flat property list: no value tree is built, and object
/// ids stay byte keys (``OpenStepPlist/Key``), never strings (a project has thousands of objects, and
/// only its groups, table file references, targets and settings matter).
private struct XcodeProjectReader {
    typealias Index = OpenStepPlist.Index
    typealias ObjectID = OpenStepPlist.Key
    let plist: OpenStepPlist
    let objects: [ObjectID: Index]
    let rootObject: Index
    let xcodeproj: String
    let projectFolder: String
    /// Each group's and table file's resolved path, by object id.
    var resolved: [ObjectID: String] = [:]
    /// The variant groups met while resolving (a Sources phase ships only these).
    var variantGroups = Set<ObjectID>()

    init(_ plist: OpenStepPlist, xcodeproj: String) throws(XcodeProject.ReadError) {
        guard let objectsNode = plist.value(plist.root, "objects"), plist.node(objectsNode).kind == .dictionary else {
            throw XcodeProject.ReadError(message: "it has no objects")
        }
        let members = plist.members(objectsNode)
        var objects: [ObjectID: Index] = [:]
        objects.reserveCapacity(members.count)
        for member in members {
            if let id = plist.key(member.key) { objects[id] = member.value }
        }
        guard let rootID = plist.value(plist.root, "rootObject").flatMap(plist.key), let project = objects[rootID],
              plist.value(project, "isa").map({ plist.isString($0, "PBXProject") }) == true else {
            throw XcodeProject.ReadError(message: "its root object is not a PBXProject")
        }
        self.plist = plist
        self.objects = objects
        self.rootObject = project
        self.xcodeproj = xcodeproj
        let parent = PathText.parent(xcodeproj)
        self.projectFolder = LexicalPath.absolute(plist.string(project, "projectDirPath") ?? "", base: parent.isEmpty ? "/" : parent)
    }

    /// The ids an array value of `object` lists.
    private func ids(_ object: Index, _ key: StaticString) -> [ObjectID] {
        guard let list = plist.value(object, key) else { return [] }
        return plist.elements(list).compactMap(plist.key)
    }

    /// The id a value of `object` names.
    private func id(_ object: Index, _ key: StaticString) -> ObjectID? {
        plist.value(object, key).flatMap(plist.key)
    }

    private func isa(_ object: Index, _ kind: StaticString) -> Bool {
        plist.value(object, "isa").map { plist.isString($0, kind) } ?? false
    }

    mutating func project(path: String) -> XcodeProject {
        if let mainGroup = id(rootObject, "mainGroup") { resolve(mainGroup, in: projectFolder, depth: 0) }
        var shipped = PathSet()
        var referenced = PathSet()
        for (objectID, resolvedPath) in resolved {
            guard let object = objects[objectID] else { continue }
            if isa(object, "PBXFileReference") {
                if isFolder(object, path: resolvedPath) {
                    referenced.insert(folder: resolvedPath)
                } else {
                    referenced.insert(file: resolvedPath)
                }
            } else if isa(object, "PBXFileSystemSynchronizedRootGroup") {
                referenced.insert(folder: resolvedPath)
            }
        }
        var convertsStrings = settingsConvert(id(rootObject, "buildConfigurationList"), inherited: nil)
        for targetID in ids(rootObject, "targets") {
            guard let target = objects[targetID] else { continue }
            ship(target, id: targetID, into: &shipped)
            if settingsConvert(id(target, "buildConfigurationList"), inherited: convertsStrings) == true { convertsStrings = true }
        }
        let regions = plist.value(rootObject, "knownRegions").map { plist.elements($0).compactMap(plist.string) } ?? []
        return XcodeProject(
            path: path,
            developmentRegion: plist.string(rootObject, "developmentRegion").map(LanguageName.canonical),
            knownRegions: regions,
            shipped: shipped, referenced: referenced, projectFolder: projectFolder,
            convertsStrings: convertsStrings ?? false)
    }

    /// Adds what `target` copies: its Resources phases' files, the variant groups its Sources phases
    /// compile, and its synchronized folders.
    private func ship(_ target: Index, id targetID: ObjectID, into shipped: inout PathSet) {
        for phaseID in ids(target, "buildPhases") {
            // Resources are copied; a localized source (an intent definition's or a storyboard's variant
            // group in the Sources phase) is compiled with its per-language tables.
            guard let phase = objects[phaseID] else { continue }
            let copies = isa(phase, "PBXResourcesBuildPhase")
            guard copies || isa(phase, "PBXSourcesBuildPhase") else { continue }
            for buildFileID in ids(phase, "files") {
                guard let buildFile = objects[buildFileID], let reference = id(buildFile, "fileRef") else { continue }
                if variantGroups.contains(reference), let group = objects[reference] {
                    for child in ids(group, "children") {
                        if let path = resolved[child] { shipped.insert(file: path) }
                    }
                } else if copies, let path = resolved[reference], let object = objects[reference], isa(object, "PBXFileReference") {
                    if isFolder(object, path: path) {
                        shipped.insert(folder: path)
                    } else {
                        shipped.insert(file: path)
                    }
                }
            }
        }
        for groupID in ids(target, "fileSystemSynchronizedGroups") {
            guard let folder = resolved[groupID], let group = objects[groupID] else { continue }
            var excluded = Set<String>()
            for exceptionID in ids(group, "exceptions") {
                guard let exception = objects[exceptionID], id(exception, "target") == targetID else { continue }
                let names = plist.value(exception, "membershipExceptions").map { plist.elements($0).compactMap(plist.string) } ?? []
                for name in names {
                    excluded.insert(LexicalPath.absolute(name, base: folder))
                }
            }
            shipped.insert(folder: folder, excluding: excluded)
        }
    }

    /// Records the resolved path of object `id` and of everything below it, `folder` being the path
    /// of the group that holds it.
    private mutating func resolve(_ objectID: ObjectID, in folder: String, depth: Int) {
        guard depth < 64, resolved[objectID] == nil, let object = objects[objectID] else { return }
        // Most of a project is sources and images: a file reference is resolved only when it can
        // hold a table (a table file, an `.lproj`, a bundle or a folder reference), tested on the
        // property list's bytes before any path is made.
        let pathNode = plist.value(object, "path")
        let kind = plist.value(object, "isa")
        if let kind, plist.isString(kind, "PBXFileReference") {
            guard let pathNode, mayHoldTables(pathNode) || isFolderType(object) else { return }
        }
        let base: String?
        if let tree = plist.value(object, "sourceTree") {
            if plist.isString(tree, "<group>") {
                base = folder
            } else if plist.isString(tree, "SOURCE_ROOT") {
                base = projectFolder
            } else if plist.isString(tree, "<absolute>") {
                base = "/"
            } else {
                base = nil
            }
        } else {
            base = folder
        }
        guard let base else { return }
        if let kind, plist.isString(kind, "PBXVariantGroup") { variantGroups.insert(objectID) }
        let path = pathNode.flatMap(plist.string).map { LexicalPath.absolute($0, base: base) } ?? base
        resolved[objectID] = path
        for child in ids(object, "children") {
            resolve(child, in: path, depth: depth + 1)
        }
    }

    /// Whether a file reference's path (the string node `path`) names a table or a folder of them.
    private func mayHoldTables(_ path: Index) -> Bool {
        plist.hasSuffix(path, ".strings") || plist.hasSuffix(path, ".stringsdict") || plist.hasSuffix(path, ".xcstrings")
            || plist.hasSuffix(path, ".lproj") || plist.hasSuffix(path, ".bundle")
    }

    /// Whether the build configurations of the list `listID` convert tables (`nil`: they do not say,
    /// so `inherited` stands, and with no project setting either, the platform's default).
    private func settingsConvert(_ listID: ObjectID?, inherited: Bool?) -> Bool? {
        guard let listID, let list = objects[listID] else { return inherited }
        var converts = inherited
        for configurationID in ids(list, "buildConfigurations") {
            guard let configuration = objects[configurationID], let settings = plist.value(configuration, "buildSettings") else { continue }
            if let encoding = plist.value(settings, "STRINGS_FILE_OUTPUT_ENCODING") {
                if plist.isString(encoding, "binary") { return true }
                converts = false
            } else if converts == nil, let sdk = plist.string(settings, "SDKROOT") {
                // Apple's iOS, tvOS, watchOS and visionOS platforms set STRINGS_FILE_OUTPUT_ENCODING = binary.
                converts = ["iphoneos", "appletvos", "watchos", "xros"].contains(sdk)
            }
        }
        return converts
    }

    /// Whether a file reference names a folder whose files all ship: a folder reference or a bundle.
    private func isFolder(_ object: Index, path: String) -> Bool {
        isFolderType(object) || LexicalPath.hasSuffix(path, ".bundle") || LexicalPath.hasSuffix(path, ".lproj")
    }

    /// Whether a file reference's type says it is a folder reference or a wrapper (a bundle).
    private func isFolderType(_ object: Index) -> Bool {
        guard let type = plist.value(object, "lastKnownFileType") ?? plist.value(object, "explicitFileType") else { return false }
        return plist.isString(type, "folder") || (plist.string(type).map { LexicalPath.hasPrefix($0, "wrapper") } ?? false)
    }
}
