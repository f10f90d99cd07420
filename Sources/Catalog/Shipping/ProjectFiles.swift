import Diagnostics

/// The table files an Xcode project names, each with whether the project refers to it and whether a
/// target copies it.
///
/// Paths are compared without regard to case, as the file systems of the Macs that build the app
/// compare them (a project's `InfoPlist.strings` is the checkout's `infoPlist.strings`).
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

    /// Each file's case-folded absolute path with what the project says of it, in the order the files
    /// were first added (the project's walk, or its record's lines): the order a record lists them in,
    /// the same each time the project is read.
    package private(set) var entries: [(path: String, membership: Membership)] = []
    /// Each path's place in ``entries``: one look-up per file and project answers both questions.
    private var places: [String: Int] = [:]

    package init() {}

    /// Each file's case-folded absolute path, with what the project says of it.
    package var all: [String: Membership] {
        Dictionary(entries.map { ($0.path, $0.membership) }, uniquingKeysWith: { $0.union($1) })
    }

    /// The paths of ``entries``, in order.
    package var order: [String] { entries.map(\.path) }

    /// Two sets of files are equal when they name the same files alike, in whatever order.
    package static func == (lhs: ProjectFiles, rhs: ProjectFiles) -> Bool {
        lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs.membership(ofFolded: $0.path) == $0.membership }
    }

    /// Makes room for `count` more files (a record knows how many it lists).
    mutating func reserve(_ count: Int) {
        places.reserveCapacity(places.count + count)
        entries.reserveCapacity(entries.count + count)
    }

    /// Adds `membership` to the file at the absolute, lexically normal `path`.
    package mutating func insert(_ membership: Membership, file path: String) {
        insert(membership, foldedFile: LexicalPath.caseFolded(path))
    }

    /// Adds `membership` to the file at `path`, already ``LexicalPath/caseFolded(_:)``.
    package mutating func insert(_ membership: Membership, foldedFile path: String) {
        // One hash of the path finds its place or claims the next one.
        let next = entries.count
        var place = next
        Self.read(&places[path, default: next], into: &place)
        if place == next {
            entries.append((path, membership))
        } else {
            entries[place].membership.formUnion(membership)
        }
    }

    /// Copies `slot` to `place`: an access through the dictionary's defaulting subscript, which stores
    /// the default when the key is new.
    private static func read(_ slot: inout Int, into place: inout Int) {
        place = slot
    }

    /// What the project says of the file at the case-folded absolute `path` (empty: nothing).
    package func membership(ofFolded path: String) -> Membership {
        places[path].map { entries[$0].membership } ?? []
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
        folders.append(Folder(path: folded, excluded: excluded, prefix: folded == "/" ? "/" : folded + "/"))
    }

    /// Whether the file or folder at the absolute, normal `path` belongs to the set.
    package func contains(_ path: String) -> Bool {
        contains(folded: LexicalPath.caseFolded(path))
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
