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
    /// directory `absoluteBase` names).
    package static func read(_ xcodeproj: String, absoluteBase: String) throws(ReadError) -> XcodeProject {
        let file = PathText.joining(xcodeproj, "project.pbxproj")
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(atPath: file)
        } catch {
            throw ReadError(message: "cannot read it: \(error.localizedDescription)")
        }
        guard bytes.count <= maximumSize else { throw ReadError(message: "it is larger than \(maximumSize >> 20) MB") }
        let root: OpenStepValue
        do {
            root = try OpenStepPlistReader.read(bytes)
        } catch {
            throw ReadError(message: "line \(error.line): \(error.message)")
        }
        let absolute = LexicalPath.absolute(xcodeproj, base: absoluteBase)
        var reader = try XcodeProjectReader(root: root, xcodeproj: absolute)
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

    /// Adds a file.
    mutating func insert(file path: String) {
        files.insert(path.lowercased())
    }

    /// Adds a folder, less `excluded`.
    mutating func insert(folder path: String, excluding excluded: Set<String> = []) {
        folders.append((path.lowercased(), Set(excluded.map { $0.lowercased() })))
    }

    /// Whether the file or folder at the absolute, normal `path` belongs to the set.
    package func contains(_ path: String) -> Bool {
        let path = path.lowercased()
        if files.contains(path) { return true }
        return folders.contains { folder in
            guard path == folder.path || path.hasPrefix(folder.path == "/" ? "/" : folder.path + "/") else { return false }
            return !folder.excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
    }
}

/// The walk of one project's objects.
private struct XcodeProjectReader {
    let objects: [String: OpenStepValue]
    let rootObject: OpenStepValue
    let xcodeproj: String
    let projectFolder: String
    /// Each group's and file's resolved path, by object id.
    var resolved: [String: String] = [:]

    init(root: OpenStepValue, xcodeproj: String) throws(XcodeProject.ReadError) {
        guard let members = root["objects"]?.members else { throw XcodeProject.ReadError(message: "it has no objects") }
        var objects: [String: OpenStepValue] = [:]
        objects.reserveCapacity(members.count)
        for member in members { objects[member.key] = member.value }
        guard let rootID = root["rootObject"]?.string, let project = objects[rootID], project["isa"]?.string == "PBXProject" else {
            throw XcodeProject.ReadError(message: "its root object is not a PBXProject")
        }
        self.objects = objects
        self.rootObject = project
        self.xcodeproj = xcodeproj
        let parent = PathText.parent(xcodeproj)
        self.projectFolder = LexicalPath.absolute(project["projectDirPath"]?.string ?? "", base: parent.isEmpty ? "/" : parent)
    }

    mutating func project(path: String) -> XcodeProject {
        if let mainGroup = rootObject["mainGroup"]?.string { resolve(mainGroup, in: projectFolder, depth: 0) }
        var shipped = PathSet()
        var referenced = PathSet()
        for (id, resolvedPath) in resolved {
            guard let object = objects[id], let isa = object["isa"]?.string else { continue }
            switch isa {
            case "PBXFileReference":
                if Self.isFolder(object, path: resolvedPath) {
                    referenced.insert(folder: resolvedPath)
                } else {
                    referenced.insert(file: resolvedPath)
                }
            case "PBXFileSystemSynchronizedRootGroup":
                referenced.insert(folder: resolvedPath)
            default:
                continue
            }
        }
        var convertsStrings = settingsConvert(rootObject["buildConfigurationList"]?.string, inherited: nil)
        for targetID in rootObject["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let target = objects[targetID] else { continue }
            ship(target, id: targetID, into: &shipped)
            if settingsConvert(target["buildConfigurationList"]?.string, inherited: convertsStrings) == true { convertsStrings = true }
        }
        return XcodeProject(
            path: path,
            developmentRegion: rootObject["developmentRegion"]?.string.map(LanguageName.canonical),
            knownRegions: rootObject["knownRegions"]?.array?.compactMap(\.string) ?? [],
            shipped: shipped, referenced: referenced, projectFolder: projectFolder,
            convertsStrings: convertsStrings ?? false)
    }

    /// Adds what `target` copies: its Resources phases' files and its synchronized folders.
    private func ship(_ target: OpenStepValue, id targetID: String, into shipped: inout PathSet) {
        for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
            // Resources are copied; a localized source (an intent definition's or a storyboard's variant
            // group in the Sources phase) is compiled with its per-language tables.
            guard let phase = objects[phaseID], let kind = phase["isa"]?.string,
                  kind == "PBXResourcesBuildPhase" || kind == "PBXSourcesBuildPhase" else { continue }
            for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                guard let reference = objects[buildFileID]?["fileRef"]?.string, let object = objects[reference] else { continue }
                switch object["isa"]?.string {
                case "PBXVariantGroup":
                    for child in object["children"]?.array?.compactMap(\.string) ?? [] {
                        if let path = resolved[child] { shipped.insert(file: path) }
                    }
                case "PBXFileReference" where kind == "PBXResourcesBuildPhase":
                    guard let path = resolved[reference] else { continue }
                    if Self.isFolder(object, path: path) {
                        shipped.insert(folder: path)
                    } else {
                        shipped.insert(file: path)
                    }
                default:
                    continue
                }
            }
        }
        for groupID in target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
            guard let folder = resolved[groupID], let group = objects[groupID] else { continue }
            var excluded = Set<String>()
            for exceptionID in group["exceptions"]?.array?.compactMap(\.string) ?? [] {
                guard let exception = objects[exceptionID], exception["target"]?.string == targetID else { continue }
                for name in exception["membershipExceptions"]?.array?.compactMap(\.string) ?? [] {
                    excluded.insert(LexicalPath.absolute(name, base: folder))
                }
            }
            shipped.insert(folder: folder, excluding: excluded)
        }
    }

    /// Records the resolved path of object `id` and of everything below it, `folder` being the path
    /// of the group that holds it.
    private mutating func resolve(_ id: String, in folder: String, depth: Int) {
        guard depth < 64, resolved[id] == nil, let object = objects[id] else { return }
        let written = object["path"]?.string
        let base: String?
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": base = folder
        case "SOURCE_ROOT": base = projectFolder
        case "<absolute>": base = "/"
        default: base = nil
        }
        guard let base else { return }
        let path = written.map { LexicalPath.absolute($0, base: base) } ?? base
        resolved[id] = path
        for child in object["children"]?.array?.compactMap(\.string) ?? [] {
            resolve(child, in: path, depth: depth + 1)
        }
    }

    /// Whether the build configurations of the list `listID` convert tables (`nil`: they do not say,
    /// so `inherited` stands, and with no project setting either, the platform's default).
    private func settingsConvert(_ listID: String?, inherited: Bool?) -> Bool? {
        guard let listID, let list = objects[listID] else { return inherited }
        var converts = inherited
        for configurationID in list["buildConfigurations"]?.array?.compactMap(\.string) ?? [] {
            guard let settings = objects[configurationID]?["buildSettings"] else { continue }
            if let encoding = settings["STRINGS_FILE_OUTPUT_ENCODING"]?.string {
                if encoding == "binary" { return true }
                converts = false
            } else if converts == nil, let sdk = settings["SDKROOT"]?.string {
                // Apple's iOS, tvOS, watchOS and visionOS platforms set STRINGS_FILE_OUTPUT_ENCODING = binary.
                converts = ["iphoneos", "appletvos", "watchos", "xros"].contains(sdk)
            }
        }
        return converts
    }

    /// Whether a file reference names a folder whose files all ship: a folder reference or a bundle.
    private static func isFolder(_ object: OpenStepValue, path: String) -> Bool {
        let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string ?? ""
        return type == "folder" || type.hasPrefix("wrapper") || type == "folder.assetcatalog"
            || path.hasSuffix(".bundle") || path.hasSuffix(".lproj")
    }
}
