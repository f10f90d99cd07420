import PushlocDiagnostics
import PushlocStringsFile

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
    /// The table files the project refers to, and which of them its targets copy into their products.
    package let files: ProjectFiles
    /// The folders whose files the targets copy (folder references, bundles, synchronized folders).
    package let shippedFolders: FolderSet
    /// The folders whose files the project refers to, whether a target copies them or not.
    package let referencedFolders: FolderSet
    /// The folder the project's paths start from (the folder that holds the `.xcodeproj`).
    package let projectFolder: String
    /// Whether a build converts its `.strings` tables to binary property lists (the default for iOS,
    /// tvOS, watchOS and visionOS targets, or `STRINGS_FILE_OUTPUT_ENCODING = binary`): Xcode's copy
    /// step then parses each table, and one that does not parse fails the build.
    package let convertsStrings: Bool

    /// What the project says of the file or folder at the case-folded absolute `path`: whether it
    /// refers to it, and whether a target copies it (as a file of its own or inside a folder).
    package func membership(ofFolded path: String) -> ProjectFiles.Membership {
        Self.adding(files.membership(ofFolded: path), ofFolded: path, referencedFolders: referencedFolders, shippedFolders: shippedFolders)
    }

    /// `membership` with what a project's folders (folder references, bundles, synchronized folders)
    /// say of the file or folder at the case-folded absolute `path`.
    static func adding(
        _ membership: ProjectFiles.Membership, ofFolded path: String, referencedFolders: FolderSet, shippedFolders: FolderSet
    ) -> ProjectFiles.Membership {
        var membership = membership
        if !membership.contains(.referenced), referencedFolders.contains(folded: path) { membership.insert(.referenced) }
        if !membership.contains(.shipped), shippedFolders.contains(folded: path) { membership.insert(.shipped) }
        return membership
    }

    /// Whether a target copies the file at the absolute, lexically normal `path`.
    package func ships(_ path: String) -> Bool {
        membership(ofFolded: LexicalPath.caseFolded(path)).contains(.shipped)
    }

    /// Why a project file could not be read.
    package struct ReadError: Error, Sendable {
        package var message: String
    }

    /// Reads the project at `xcodeproj` (its path as given, absolute or relative to the working
    /// directory `absoluteBase` names), or takes its record from `store` when one was made from
    /// exactly these bytes of the project file (``XcodeProjectRecord``).
    package static func read(_ xcodeproj: String, absoluteBase: String, store: (any XcodeProjectStore)? = nil) throws(ReadError) -> XcodeProject {
        let file = PathText.joining(xcodeproj, "project.pbxproj")
        let absoluteFile = LexicalPath.absolute(file, base: absoluteBase)
        // A recorded project needs only the digest of its file, read through one small buffer; a
        // miss (or a file that cannot be read so) is read whole below, and keyed by those bytes.
        var missedKey: String?
        if let store, let digest = ProjectFileDigest.hex(ofFileAt: file, limit: maximumSize) {
            let key = XcodeProjectRecord.key(ofFile: absoluteFile, count: digest.count, digest: digest.hex)
            if let record = store.record(for: key), let project = XcodeProjectRecord.project(from: record, key: key, path: xcodeproj) {
                return project
            }
            missedKey = key
        }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(atPath: file)
        } catch {
            throw ReadError(message: "cannot read it: \(error.localizedDescription)")
        }
        // The key holds a digest of the bytes read, and those same bytes are parsed on a miss.
        let key = store == nil ? nil : XcodeProjectRecord.key(ofFile: absoluteFile, bytes: bytes)
        if let store, let key, key != missedKey, let record = store.record(for: key),
           let project = XcodeProjectRecord.project(from: record, key: key, path: xcodeproj) {
            return project
        }
        let project = try parse(bytes, xcodeproj: xcodeproj, absoluteBase: absoluteBase)
        if let store, let key { store.store(XcodeProjectRecord.text(of: project, key: key), for: key) }
        return project
    }

    /// Reads and walks the bytes of the project file of `xcodeproj`.
    package static func parse(_ bytes: [UInt8], xcodeproj: String, absoluteBase: String) throws(ReadError) -> XcodeProject {
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

/// The walk of one project's objects, over the flat property list: no value tree is built, and an
/// object id stays the node of the string that names it, looked up in ``ProjectObjectTable`` by its
/// bytes (a project has thousands of objects, and only its groups, table file references, targets
/// and settings matter).
private struct XcodeProjectReader {
    typealias Index = OpenStepPlist.Index
    /// An id: the string node that names an object.
    typealias ObjectID = OpenStepPlist.Index
    typealias Object = ProjectObjectTable.Object
    let plist: OpenStepPlist
    let objects: ProjectObjectTable
    let rootObject: Index
    let xcodeproj: String
    let projectFolder: String

    /// Where the walk put an object: nowhere yet, a file reference that may hold tables (its place
    /// in ``tables``), or a group (its place in ``groupPaths``), a variant group told apart (a
    /// Sources phase ships only these).
    struct Place {
        enum Kind: UInt8 {
            case unresolved, table, group, variantGroup
        }

        var kind = Kind.unresolved
        var index: Int32 = 0
    }

    /// A table file, or a folder of them (a folder reference, a bundle, an `.lproj`), that the project
    /// refers to, and whether a target copies it.
    struct Table {
        /// A folder's absolute path; a file's case-folded folder.
        var path: String
        /// A file's case-folded name; empty for a folder.
        var name: String
        var isFolder: Bool
        var shipped = false
    }

    /// Each object's place, by its ordinal in ``objects``: an array read by index, where a
    /// dictionary would hash each object again.
    var places: ContiguousArray<Place>
    /// What the walk has done with each object, by its ordinal (``Visit``): a pull request may list
    /// one id any number of times (in `targets`, `buildPhases`, `files`, `children`), and each object
    /// is read once, so that reading stays linear in the file's size.
    var visits: ContiguousArray<Visit>
    /// For each object, the last target (by ordinal plus one) that listed it as a synchronized
    /// folder: a folder listed twice by one target is added once.
    var listedBy: ContiguousArray<Int32>
    /// What each build configuration list says of converting tables, once it has been read.
    var listConverts: [Int: Bool?] = [:]
    /// The membership exceptions of each synchronized folder, by its ordinal, then by the ordinal of
    /// the target each exception set names, made once per folder.
    var exceptionNames: [Int: [Int: [String]]] = [:]

    /// What the walk has done with an object.
    struct Visit: OptionSet {
        let rawValue: UInt8
        /// A target whose phases and folders were read.
        static let target = Visit(rawValue: 1)
        /// A build phase whose files were read.
        static let phase = Visit(rawValue: 2)
        /// A build file (or its reference) read for a Resources phase, which copies.
        static let copied = Visit(rawValue: 4)
        /// A build file (or its reference) read for a Sources phase, which compiles variant groups.
        static let compiled = Visit(rawValue: 8)
        /// A build configuration whose settings were read into ``settings``.
        static let configuration = Visit(rawValue: 16)
        /// An exception set already claimed by a synchronized folder.
        static let exception = Visit(rawValue: 32)
    }

    /// What a build configuration's settings say of converting tables: `binary` (true), another
    /// encoding (false), or nothing (nil); and, when its SDK is named, whether that platform converts.
    struct Settings {
        var encodingIsBinary: Bool?
        var sdkConverts: Bool?
    }

    /// The settings of each configuration read, by ordinal.
    var settings: [Int: Settings] = [:]
    var tables: [Table] = []
    /// The resolved path of each group, in the order the walk met them.
    var groupPaths: [String] = []
    /// The synchronized folders met while resolving: every file in them is referenced.
    var synchronizedFolders = FolderSet()

    init(_ plist: OpenStepPlist, xcodeproj: String) throws(XcodeProject.ReadError) {
        guard let objectsNode = plist.value(plist.root, "objects"), plist.node(objectsNode).kind == .dictionary else {
            throw XcodeProject.ReadError(message: "it has no objects")
        }
        let objects = ProjectObjectTable(plist, objects: objectsNode)
        guard let rootID = plist.value(plist.root, "rootObject"), let project = objects.object(named: rootID)?.node,
              plist.value(project, "isa").map({ plist.isString($0, "PBXProject") }) == true else {
            throw XcodeProject.ReadError(message: "its root object is not a PBXProject")
        }
        self.plist = plist
        self.objects = objects
        self.places = ContiguousArray(repeating: Place(), count: objects.count)
        self.visits = ContiguousArray(repeating: [], count: objects.count)
        self.listedBy = ContiguousArray(repeating: 0, count: objects.count)
        self.rootObject = project
        self.xcodeproj = xcodeproj
        let parent = PathText.parent(xcodeproj)
        self.projectFolder = LexicalPath.absolute(plist.string(project, "projectDirPath") ?? "", base: parent.isEmpty ? "/" : parent)
    }

    /// The ids an array value of `object` lists (its elements, read in place; an element that is no
    /// string names no object).
    private func ids(_ object: Index, _ key: StaticString) -> ArraySlice<Index> {
        guard let list = plist.value(object, key) else { return [] }
        return plist.elements(list)
    }

    /// The id a value of `object` names.
    private func id(_ object: Index, _ key: StaticString) -> ObjectID? {
        plist.value(object, key)
    }

    private func isa(_ object: Index, _ kind: StaticString) -> Bool {
        plist.value(object, "isa").map { plist.isString($0, kind) } ?? false
    }

    /// The resolved path of `object`, `nil` when the walk did not resolve it.
    private func path(_ object: Object) -> String? {
        let place = places[object.ordinal]
        switch place.kind {
        case .unresolved: return nil
        case .table: return tables[Int(place.index)].isFolder ? tables[Int(place.index)].path : nil
        case .group, .variantGroup: return groupPaths[Int(place.index)]
        }
    }

    mutating func project(path: String) -> XcodeProject {
        if let mainGroup = id(rootObject, "mainGroup") {
            resolve(mainGroup, in: (projectFolder, LexicalPath.caseFolded(projectFolder)))
        }
        var shippedFolders = FolderSet()
        let projectConverts = settingsConvert(id(rootObject, "buildConfigurationList"), inherited: nil)
        var convertsStrings = projectConverts
        for targetID in ids(rootObject, "targets") {
            guard let target = objects.object(named: targetID), !visits[target.ordinal].contains(.target) else { continue }
            visits[target.ordinal].insert(.target)
            ship(target, folders: &shippedFolders)
            // Once one target converts, the project does: no other target's settings are read.
            guard convertsStrings != true, let listID = id(target.node, "buildConfigurationList"),
                  let list = objects.object(named: listID) else { continue }
            // A list's answer depends only on the project's, which is fixed: read once, however many
            // targets share it.
            let converts: Bool?
            if let known = listConverts[list.ordinal] {
                converts = known
            } else {
                converts = settingsConvert(listID, inherited: projectConverts)
                listConverts[list.ordinal] = converts
            }
            if converts == true { convertsStrings = true }
        }
        var files = ProjectFiles()
        files.reserve(folders: tables.count)
        var referencedFolders = synchronizedFolders
        for table in tables {
            if table.isFolder {
                referencedFolders.insert(folder: table.path)
                if table.shipped { shippedFolders.insert(folder: table.path) }
            } else {
                files.insert(table.shipped ? [.referenced, .shipped] : .referenced, foldedName: table.name, inFolder: files.folder(folded: table.path))
            }
        }
        let regions = plist.value(rootObject, "knownRegions").map { plist.elements($0).compactMap(plist.string) } ?? []
        return XcodeProject(
            path: path,
            developmentRegion: plist.string(rootObject, "developmentRegion").map(LanguageName.canonical),
            knownRegions: regions,
            files: files, shippedFolders: shippedFolders, referencedFolders: referencedFolders, projectFolder: projectFolder,
            convertsStrings: convertsStrings ?? false)
    }

    /// Marks what `target` copies: its Resources phases' files, the variant groups its Sources phases
    /// compile, and its synchronized folders (added to `folders`). Each phase, build file and
    /// variant group is read once, whichever target lists it first and however often.
    private mutating func ship(_ target: Object, folders: inout FolderSet) {
        for phaseID in ids(target.node, "buildPhases") {
            // Resources are copied; a localized source (an intent definition's or a storyboard's variant
            // group in the Sources phase) is compiled with its per-language tables.
            guard let phase = objects.object(named: phaseID), !visits[phase.ordinal].contains(.phase) else { continue }
            visits[phase.ordinal].insert(.phase)
            let copies = isa(phase.node, "PBXResourcesBuildPhase")
            guard copies || isa(phase.node, "PBXSourcesBuildPhase") else { continue }
            let visit: Visit = copies ? .copied : .compiled
            for buildFileID in ids(phase.node, "files") {
                guard let buildFile = objects.object(named: buildFileID), !visits[buildFile.ordinal].contains(visit) else { continue }
                visits[buildFile.ordinal].insert(visit)
                guard let referenceID = id(buildFile.node, "fileRef"), let reference = objects.object(named: referenceID),
                      !visits[reference.ordinal].contains(visit) else {
                    continue
                }
                visits[reference.ordinal].insert(visit)
                let place = places[reference.ordinal]
                if place.kind == .variantGroup {
                    // Both kinds of phase ship a variant group's tables: its children are marked once.
                    guard !visits[reference.ordinal].contains(visit == .copied ? .compiled : .copied) else { continue }
                    for child in ids(reference.node, "children") {
                        if let object = objects.object(named: child), places[object.ordinal].kind == .table {
                            tables[Int(places[object.ordinal].index)].shipped = true
                        }
                    }
                } else if copies, place.kind == .table {
                    tables[Int(place.index)].shipped = true
                }
            }
        }
        let targetMark = Int32(truncatingIfNeeded: target.ordinal + 1)
        for groupID in ids(target.node, "fileSystemSynchronizedGroups") {
            guard let group = objects.object(named: groupID), listedBy[group.ordinal] != targetMark, let folder = path(group) else { continue }
            listedBy[group.ordinal] = targetMark
            let names = exceptions(of: group, folder: folder)[target.ordinal] ?? []
            folders.insert(folder: folder, excluding: Set(names))
        }
    }

    /// The membership exceptions of the synchronized folder `group` at `folder`, as absolute paths,
    /// by the ordinal of the target each exception set names; read once per folder, and each
    /// exception set for the first folder that lists it.
    private mutating func exceptions(of group: Object, folder: String) -> [Int: [String]] {
        if let known = exceptionNames[group.ordinal] { return known }
        var byTarget: [Int: [String]] = [:]
        for exceptionID in ids(group.node, "exceptions") {
            guard let exception = objects.object(named: exceptionID), !visits[exception.ordinal].contains(.exception) else { continue }
            visits[exception.ordinal].insert(.exception)
            guard let targetID = id(exception.node, "target"), let target = objects.object(named: targetID) else { continue }
            let names = plist.value(exception.node, "membershipExceptions").map { plist.elements($0).compactMap(plist.string) } ?? []
            byTarget[target.ordinal, default: []] += names.map { LexicalPath.absolute($0, base: folder) }
        }
        exceptionNames[group.ordinal] = byTarget
        return byTarget
    }

    /// The members of an object the walk reads, found in one pass over its members (the last of a
    /// repeated key, as CoreFoundation keeps).
    private struct Fields {
        var isa: Index?
        var path: Index?
        var sourceTree: Index?
        var children: Index?
        var fileType: Index?
        var explicitFileType: Index?
    }

    /// The first (and for a longer name, the last) eight bytes of each name ``fields(_:)`` looks for,
    /// as little-endian words (the bytes of `isa` are 0x69 0x73 0x61): with the name's length they
    /// cover every byte of it, so one comparison tells a key, except `lastKnownFileType`, whose
    /// ninth byte neither word covers and is confirmed byte by byte.
    private enum FieldWord {
        static var isa: UInt64 { 0x61_7369 }
        static var path: UInt64 { 0x6874_6170 }
        static var children: UInt64 { 0x6E65_7264_6C69_6863 }
        /// `sourceTr` and `urceTree`, the first and last eight bytes of `sourceTree`.
        static var sourceTree: (UInt64, UInt64) { (0x7254_6563_7275_6F73, 0x6565_7254_6563_7275) }
        /// `explicit` and `FileType`, of `explicitFileType`.
        static var explicitFileType: (UInt64, UInt64) { (0x7469_6369_6C70_7865, 0x6570_7954_656C_6946) }
        /// `lastKnow` and `FileType`, of `lastKnownFileType` (its ninth byte is compared apart).
        static var lastKnownFileType: (UInt64, UInt64) { (0x776F_6E4B_7473_616C, 0x6570_7954_656C_6946) }
    }

    /// The members of `object` the walk reads: each key is told by its length and its first and last
    /// eight bytes, with no closure call per member.
    private func fields(_ object: Index) -> Fields {
        var fields = Fields()
        plist.memberNodes(object).withUnsafeBufferPointer { members in
            var position = 0
            while position + 1 < members.count {
                let key = members[position]
                let value = members[position + 1]
                position += 2
                guard let ends = plist.stringEnds(key) else { continue }
                switch ends.count {
                case 3: if ends.first == FieldWord.isa { fields.isa = value }
                case 4: if ends.first == FieldWord.path { fields.path = value }
                case 8: if ends.first == FieldWord.children { fields.children = value }
                case 10: if (ends.first, ends.last) == FieldWord.sourceTree { fields.sourceTree = value }
                case 16: if (ends.first, ends.last) == FieldWord.explicitFileType { fields.explicitFileType = value }
                case 17:
                    if (ends.first, ends.last) == FieldWord.lastKnownFileType, plist.isString(key, "lastKnownFileType") { fields.fileType = value }
                default: break
                }
            }
        }
        return fields
    }

    /// The longest resolved path a group may have and still hold files: no file system opens a
    /// longer path (Linux's `PATH_MAX`; macOS allows 1024 bytes), so nothing below such a group is
    /// a file of the checkout, and its children are not resolved (their tables stay unknown to the
    /// project, and are checked).
    static let longestPath = 4096

    /// Records the resolved path of object `objectID` and of everything below it, `folder` being
    /// the path of the group that holds it. The groups are walked with a stack of their own, in the
    /// order a recursive walk would take, so that no nesting is too deep to read and each object is
    /// resolved once (the first place the walk meets it).
    private mutating func resolve(_ objectID: ObjectID, in folder: (path: String, folded: String)) {
        var pending: [(id: ObjectID, folder: (path: String, folded: String))] = [(objectID, folder)]
        while let (id, folder) = pending.popLast() {
            guard let children = resolveOne(id, in: folder) else { continue }
            let start = pending.count
            for child in plist.elements(children.node) { pending.append((child, children.folder)) }
            // Popped in the order listed.
            pending[start...].reverse()
        }
    }

    /// Records the resolved path of object `objectID` in `folder`; for a group, its children node and
    /// its own path, the folder of its children.
    private mutating func resolveOne(
        _ objectID: ObjectID, in folder: (path: String, folded: String)
    ) -> (node: Index, folder: (path: String, folded: String))? {
        guard let object = objects.object(named: objectID), places[object.ordinal].kind == .unresolved else { return nil }
        let fields = fields(object.node)
        // Most of a project is sources and images: a file reference is resolved only when it can
        // hold a table (a table file, an `.lproj`, a bundle or a folder reference), tested on the
        // property list's bytes before any path is made.
        let isFileReference = fields.isa.map { plist.isString($0, "PBXFileReference") } ?? false
        var isFolder = false
        if isFileReference {
            guard let pathNode = fields.path else { return nil }
            switch tableKind(pathNode) {
            case .table: break
            case .folder: isFolder = true
            case nil:
                guard isFolderType(fields) else { return nil }
                isFolder = true
            }
            // A folder reference or a wrapper holds tables whatever its name.
            if !isFolder { isFolder = isFolderType(fields) }
        }
        let base: (path: String, folded: String)?
        if let tree = fields.sourceTree {
            if plist.isString(tree, "<group>") {
                base = folder
            } else if plist.isString(tree, "SOURCE_ROOT") {
                base = (projectFolder, LexicalPath.caseFolded(projectFolder))
            } else if plist.isString(tree, "<absolute>") {
                base = ("/", "/")
            } else {
                base = nil
            }
        } else {
            base = folder
        }
        guard let base else { return nil }
        if isFileReference, !isFolder {
            // A table file is kept by its folded folder and name, the way a check looks it up, folded
            // from the property list's bytes when its path is plain.
            let previousName = tables.last?.name
            var plain: (folder: String, name: String)?
            if let node = fields.path {
                _ = plist.withStringBytes(node) { plain = LexicalPath.caseFoldedParts(appending: $0, toFoldedNormal: base.folded, previousName: previousName) }
            }
            let parts = plain ?? LexicalPath.caseFoldedParts(
                fields.path.flatMap(plist.string).map { LexicalPath.appending($0, toNormal: base.path) } ?? base.path)
            places[object.ordinal] = Place(kind: .table, index: Int32(truncatingIfNeeded: tables.count))
            tables.append(Table(path: parts.folder, name: parts.name, isFolder: false))
            return nil
        }
        let path = fields.path.flatMap(plist.string).map { LexicalPath.appending($0, toNormal: base.path) } ?? base.path
        if isFileReference {
            places[object.ordinal] = Place(kind: .table, index: Int32(truncatingIfNeeded: tables.count))
            tables.append(Table(path: path, name: "", isFolder: isFolder))
            return nil
        }
        var kind = Place.Kind.group
        if let isa = fields.isa {
            if plist.isString(isa, "PBXVariantGroup") {
                kind = .variantGroup
            } else if plist.isString(isa, "PBXFileSystemSynchronizedRootGroup") {
                synchronizedFolders.insert(folder: path)
            }
        }
        places[object.ordinal] = Place(kind: kind, index: Int32(truncatingIfNeeded: groupPaths.count))
        groupPaths.append(path)
        guard let children = fields.children, path.utf8.count <= Self.longestPath else { return nil }
        return (children, (path, LexicalPath.caseFolded(path)))
    }

    /// What a file reference's path names by its extension.
    private enum TableKind {
        /// A table file (`.strings`, `.stringsdict`, `.xcstrings`).
        case table
        /// A folder whose files all ship with it (`.lproj`, `.bundle`).
        case folder
    }

    /// The bytes the walk compares paths and file types with, as little-endian words (the bytes of
    /// `.lproj` are 0x2E 0x6C 0x70 0x72 0x6F 0x6A): a path's last eight bytes tell its extension,
    /// and a type's first eight its kind, in one comparison each.
    private enum NameWord {
        static var strings: UInt64 { 0x7367_6E69_7274_732E }
        /// `ingsdict`, the end of `.stringsdict`.
        static var stringsdictEnd: UInt64 { 0x7463_6964_7367_6E69 }
        /// `cstrings`, the end of `.xcstrings`.
        static var xcstringsEnd: UInt64 { 0x7367_6E69_7274_7363 }
        static var lproj: UInt64 { 0x6A6F_7270_6C2E }
        static var bundle: UInt64 { 0x65_6C64_6E75_622E }
        static var folder: UInt64 { 0x7265_646C_6F66 }
        static var wrapper: UInt64 { 0x72_6570_7061_7277 }
    }

    /// What the file reference's path (the string node `path`) names, `nil` for neither a table nor
    /// a folder of them. Every extension starts with a byte that is not zero, so a path shorter
    /// than one never matches the zeros its last eight bytes are padded with.
    private func tableKind(_ path: Index) -> TableKind? {
        guard let tail = plist.stringEnds(path)?.last else { return nil }
        switch tail {
        case NameWord.strings: return .table
        case NameWord.stringsdictEnd: return plist.hasSuffix(path, ".stringsdict") ? .table : nil
        case NameWord.xcstringsEnd: return plist.hasSuffix(path, ".xcstrings") ? .table : nil
        default: break
        }
        if tail >> 16 == NameWord.lproj || tail >> 8 == NameWord.bundle { return .folder }
        return nil
    }

    /// Whether the build configurations of the list `listID` convert tables (`nil`: they do not say,
    /// so `inherited` stands, and with no project setting either, the platform's default). A
    /// configuration listed twice counts once, and each configuration's settings are read once.
    private mutating func settingsConvert(_ listID: ObjectID?, inherited: Bool?) -> Bool? {
        guard let listID, let list = objects.object(named: listID)?.node else { return inherited }
        var converts = inherited
        var seen = Set<Int>()
        for configurationID in ids(list, "buildConfigurations") {
            guard let configuration = objects.object(named: configurationID), seen.insert(configuration.ordinal).inserted else { continue }
            let said = settings(of: configuration)
            if let binary = said.encodingIsBinary {
                if binary { return true }
                converts = false
            } else if converts == nil, let sdk = said.sdkConverts {
                converts = sdk
            }
        }
        return converts
    }

    /// What the settings of `configuration` say of converting tables, read once.
    private mutating func settings(of configuration: Object) -> Settings {
        if visits[configuration.ordinal].contains(.configuration) { return settings[configuration.ordinal] ?? Settings() }
        visits[configuration.ordinal].insert(.configuration)
        var said = Settings()
        if let buildSettings = plist.value(configuration.node, "buildSettings") {
            if let encoding = plist.value(buildSettings, "STRINGS_FILE_OUTPUT_ENCODING") {
                said.encodingIsBinary = plist.isString(encoding, "binary")
            }
            if let sdk = plist.string(buildSettings, "SDKROOT") {
                // Apple's iOS, tvOS, watchOS and visionOS platforms set STRINGS_FILE_OUTPUT_ENCODING = binary.
                said.sdkConverts = ["iphoneos", "appletvos", "watchos", "xros"].contains(sdk)
            }
        }
        settings[configuration.ordinal] = said
        return said
    }

    /// Whether a file reference's type says it is a folder reference or a wrapper (a bundle).
    private func isFolderType(_ fields: Fields) -> Bool {
        guard let type = fields.fileType ?? fields.explicitFileType, let head = plist.stringEnds(type) else { return false }
        // `folder` exactly, or any type that starts with `wrapper` (its first seven bytes).
        return (head.count == 6 && head.first == NameWord.folder) || (head.count >= 7 && head.first & 0x00FF_FFFF_FFFF_FFFF == NameWord.wrapper)
    }
}
