import PushlocDiagnostics

/// The table files an Xcode project names, each with whether the project refers to it and whether a
/// target copies it, kept by folder.
///
/// Paths are compared without regard to case, as the file systems of the Macs that build the app
/// compare them (a project's `InfoPlist.strings` is the checkout's `infoPlist.strings`).
///
/// A check judges a bundle folder by folder: each folder is found once per project, and its few
/// files are then told apart by name, so no table's whole path is made, folded or hashed.
package struct ProjectFiles: Sendable, Equatable {
    /// What a project says of one file.
    package struct Membership: OptionSet, Sendable, Hashable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The project refers to the file (a file reference reaches it).
        package static let referenced = Membership(rawValue: 1)
        /// A target copies the file into its product.
        package static let shipped = Membership(rawValue: 2)
    }

    /// One folder the project names files in: its case-folded absolute path (`/` for the root), and
    /// where its files are in the shared lists (no list of its own: a project names hundreds of
    /// folders, most of them an `.lproj` with one or two tables).
    package struct Folder: Sendable {
        package let path: String
        /// Its first and last file, linked by ``ProjectFiles/nextFile`` in the order added.
        fileprivate var first: Int32 = -1
        fileprivate var last: Int32 = -1
        fileprivate var count = 0
        /// Whether its files are kept by name in ``ProjectFiles/largeFolderFiles``.
        fileprivate var isIndexed = false
    }

    /// A file of a folder that holds more than ``scanLimit`` files, as ``largeFolderFiles`` finds it.
    private struct NameInFolder: Hashable, Sendable {
        var folder: Int
        var name: String
    }

    /// The most files a folder tells apart by comparing names one by one: a folder of thousands of
    /// tables still costs one look-up per file.
    static let scanLimit = 16

    /// The folders, in the order their first file was added (the project's walk, or its record's
    /// lines): the order a record lists them in, the same each time the project is read.
    package private(set) var folders: [Folder] = []
    /// Each folder's place in ``folders``, by its case-folded path.
    private var folderPlaces: [String: Int] = [:]
    /// Each file's case-folded name and what the project says of it, with the next file of its folder
    /// (-1: none).
    private var names: [String] = []
    private var memberships: [Membership] = []
    private var nextFile: [Int32] = []
    /// The files of folders beyond ``scanLimit``, by folder and name.
    private var largeFolderFiles: [NameInFolder: Int] = [:]

    package init() {}

    /// Each file's case-folded absolute path, with what the project says of it.
    package var all: [String: Membership] {
        Dictionary(uniqueKeysWithValues: folders.indices.flatMap { folder in
            files(inFolder: folder).map { (Self.joined(folders[folder].path, $0.name), $0.membership) }
        })
    }

    /// Each file's case-folded absolute path, folder by folder in ``folders``' order.
    package var order: [String] {
        folders.indices.flatMap { folder in files(inFolder: folder).map { Self.joined(folders[folder].path, $0.name) } }
    }

    /// Two sets of files are equal when they name the same files alike, in whatever order.
    package static func == (lhs: ProjectFiles, rhs: ProjectFiles) -> Bool {
        lhs.all == rhs.all
    }

    /// Makes room for `count` more folders.
    mutating func reserve(folders count: Int) {
        folderPlaces.reserveCapacity(folderPlaces.count + count)
        folders.reserveCapacity(folders.count + count)
    }

    /// Adds `membership` to the file at the absolute, lexically normal `path`.
    package mutating func insert(_ membership: Membership, file path: String) {
        let parts = LexicalPath.caseFoldedParts(path)
        insert(membership, foldedName: parts.name, inFolder: folder(folded: parts.folder))
    }

    /// The place in ``folders`` of the case-folded absolute `folder`, claimed for it when it is new.
    mutating func folder(folded path: String) -> Int {
        // The tables of one group come one after another, and share their folder's string.
        if let last = folders.indices.last, folders[last].path == path { return last }
        // One hash of the path finds its place or claims the next one.
        let next = folders.count
        var place = next
        Self.read(&folderPlaces[path, default: next], into: &place)
        if place == next { folders.append(Folder(path: path)) }
        return place
    }

    /// Adds `membership` to the case-folded file `name` of the folder at `folder` in ``folders``.
    mutating func insert(_ membership: Membership, foldedName name: String, inFolder folder: Int) {
        if let file = file(foldedName: name, inFolder: folder) {
            memberships[file].formUnion(membership)
            return
        }
        let file = names.count
        names.append(name)
        memberships.append(membership)
        nextFile.append(-1)
        if folders[folder].last >= 0 { nextFile[Int(folders[folder].last)] = Int32(file) } else { folders[folder].first = Int32(file) }
        folders[folder].last = Int32(file)
        folders[folder].count += 1
        if folders[folder].isIndexed {
            largeFolderFiles[NameInFolder(folder: folder, name: name)] = file
        } else if folders[folder].count > Self.scanLimit {
            folders[folder].isIndexed = true
            var current = folders[folder].first
            while current >= 0 {
                largeFolderFiles[NameInFolder(folder: folder, name: names[Int(current)])] = Int(current)
                current = nextFile[Int(current)]
            }
        }
    }

    /// The file whose case-folded name is `name` in the folder at `folder`.
    private func file(foldedName name: String, inFolder folder: Int) -> Int? {
        if folders[folder].isIndexed { return largeFolderFiles[NameInFolder(folder: folder, name: name)] }
        var current = folders[folder].first
        while current >= 0 {
            if names[Int(current)] == name { return Int(current) }
            current = nextFile[Int(current)]
        }
        return nil
    }

    /// The place in ``folders`` of the case-folded absolute `folder`, `nil` when the project names no
    /// file in it.
    package func folder(inFolded folder: String) -> Int? {
        folderPlaces[folder]
    }

    /// The files of the folder at `folder` in ``folders``, with what the project says of each, in the
    /// order added.
    package func files(inFolder folder: Int) -> [(name: String, membership: Membership)] {
        var files: [(name: String, membership: Membership)] = []
        forEachFile(inFolder: folder) { files.append(($0, $1)) }
        return files
    }

    /// Calls `body` with each file of the folder at `folder` in ``folders``, in the order added.
    func forEachFile(inFolder folder: Int, _ body: (_ name: String, _ membership: Membership) -> Void) {
        var current = folders[folder].first
        while current >= 0 {
            body(names[Int(current)], memberships[Int(current)])
            current = nextFile[Int(current)]
        }
    }

    /// What the project says of the file whose case-folded name is `name` in the folder at `folder`.
    package func membership(ofFoldedName name: String, inFolder folder: Int) -> Membership {
        file(foldedName: name, inFolder: folder).map { memberships[$0] } ?? []
    }

    /// What the project says of the file `name` in the folder at `folder`, however its letters are
    /// cased: an ASCII name (as good as every table's) is compared with each name in place, unfolded.
    package func membership(ofName name: String, inFolder folder: Int) -> Membership {
        if !folders[folder].isIndexed {
            var name = name
            let answer = name.withUTF8 { bytes -> Membership? in
                var current = folders[folder].first
                while current >= 0 {
                    guard let equal = LexicalPath.foldsTo(names[Int(current)], ascii: bytes) else { return nil }
                    if equal { return memberships[Int(current)] }
                    current = nextFile[Int(current)]
                }
                return []
            }
            if let answer { return answer }
        }
        return membership(ofFoldedName: LexicalPath.caseFolded(name), inFolder: folder)
    }

    /// What the project says of the file at the case-folded absolute `path` (empty: nothing).
    package func membership(ofFolded path: String) -> Membership {
        let parts = LexicalPath.caseFoldedParts(path)
        return folder(inFolded: parts.folder).map { membership(ofFoldedName: parts.name, inFolder: $0) } ?? []
    }

    /// The path of `name` in `folder`.
    private static func joined(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    /// Copies `slot` to `place`: an access through a dictionary's defaulting subscript, which stores
    /// the default when the key is new.
    private static func read(_ slot: inout Int, into place: inout Int) {
        place = slot
    }
}

/// Folders whose files all belong to a set, each with the files and folders under it left out: the
/// folder references, bundles and synchronized folders a project names or copies.
///
/// Paths are case-folded as ``ProjectFiles``'s are.
package struct FolderSet: Sendable, Equatable {
    /// Absolute, lexically normal folders, lowercased, each with the lowercased absolute paths of
    /// files and folders under it that do not belong.
    package private(set) var folders: [Folder] = []

    /// One folder of the set.
    package struct Folder: Sendable, Equatable {
        package var path: String
        package var excluded: Set<String>
        /// The path with a `/` after it, made once: the test of a path below it.
        fileprivate var prefix: String
        /// The folder that holds it (`/` for one in the root), made once: the test of a folder whose
        /// files it may be.
        fileprivate var parent: String
    }

    package init() {}

    /// Whether the set has no folder (most projects name no folder of tables).
    package var isEmpty: Bool { folders.isEmpty }

    /// Adds a folder, less `excluded`.
    package mutating func insert(folder path: String, excluding excluded: Set<String> = []) {
        insert(foldedFolder: LexicalPath.caseFolded(path), excluding: Set(excluded.map(LexicalPath.caseFolded)))
    }

    /// Adds a folder, less `excluded`, all already ``LexicalPath/caseFolded(_:)``.
    package mutating func insert(foldedFolder folded: String, excluding excluded: Set<String>) {
        folders.append(Folder(path: folded, excluded: excluded, prefix: folded == "/" ? "/" : folded + "/", parent: Self.parent(ofFolded: folded)))
    }

    /// Whether the file or folder at the absolute, normal `path` belongs to the set.
    package func contains(_ path: String) -> Bool {
        contains(folded: LexicalPath.caseFolded(path))
    }

    /// Whether a file directly in the case-folded absolute `folder` may belong to the set: the folder
    /// is one of the set's or below one, or one of the set's is a file in it. A whole folder of files
    /// is ruled out at once, and each file's path is made only where one may belong.
    package func mayHoldFiles(inFolded folder: String) -> Bool {
        guard !folders.isEmpty else { return false }
        // Compared by length first, then by bytes: this is asked of every folder of every bundle.
        let count = folder.utf8.count
        for index in folders.indices {
            if folders[index].path.utf8.count == count, folders[index].path == folder { return true }
            if folders[index].parent.utf8.count == count, folders[index].parent == folder { return true }
            if folders[index].prefix.utf8.count <= count, LexicalPath.hasPrefix(folder, folders[index].prefix) { return true }
        }
        return false
    }

    /// The folder that holds the absolute `path` (`/` for one in the root, and for the root itself).
    private static func parent(ofFolded path: String) -> String {
        path == "/" ? "/" : LexicalPath.caseFoldedParts(path).folder
    }

    /// ``contains(_:)`` of a path already ``LexicalPath/caseFolded(_:)``.
    package func contains(folded path: String) -> Bool {
        folders.contains { folder in
            guard path == folder.path || LexicalPath.hasPrefix(path, folder.prefix) else { return false }
            return !folder.excluded.contains(path)
                && !folder.excluded.contains { LexicalPath.hasPrefix(path, $0) && path.utf8.dropFirst($0.utf8.count).first == UInt8(ascii: "/") }
        }
    }
}
