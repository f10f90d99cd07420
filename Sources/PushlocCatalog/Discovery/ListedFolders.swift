import Foundation
import PushlocDiagnostics

/// The folders the bundle search listed, kept so that a later question about what one of them holds
/// (is there a `swiftgen.yml` here, which subfolders are there) is answered without reading it again.
///
/// Only a folder the search listed is answered for; for any other (outside the searched trees, left out
/// by an exclude, past the listing's budget, or unreadable) the answer is `nil`, and the caller asks the
/// file system as it would have without the listings. An entry's ``DirectoryListing/Entry/isDirectory``
/// follows a symbolic link as `FileManager.fileExists(atPath:isDirectory:)` does, so either answer is
/// the same.
package struct ListedFolders: Sendable {
    /// The listings of one search: its root as the search was given it, what an absolute path below
    /// the root starts with, what the search put before a path below the root instead, and its folders'
    /// listings, by the paths the search made for them.
    private struct Tree: Sendable {
        let root: String
        let absoluteRoot: String
        let absolutePrefix: String
        let keyPrefix: String?
        let listings: FolderListings
    }

    private var trees: [Tree] = []

    /// No folder listed.
    package init() {}

    /// Adds `listings`, of the search of `root` (as the search was given it, relative to
    /// `workingDirectory` when not absolute).
    mutating func add(_ listings: FolderListings, root: String, workingDirectory: String) {
        let absoluteRoot = LexicalPath.absolute(root, base: LexicalPath.absolute(workingDirectory, base: "/"))
        trees.append(Tree(
            root: root, absoluteRoot: absoluteRoot, absolutePrefix: absoluteRoot == "/" ? "/" : absoluteRoot + "/",
            keyPrefix: BundleDiscovery.childPrefix(of: root), listings: listings))
    }

    /// Adds the folders `other` listed, after these.
    mutating func merge(_ other: ListedFolders) {
        trees += other.trees
    }

    /// The entries of the folder at the absolute, normalised path `folder`, or `nil` when no search
    /// listed it.
    package func entries(ofAbsolute folder: String) -> [DirectoryListing.Entry]? {
        for tree in trees {
            guard let key = Self.key(of: folder, in: tree), let entries = tree.listings.listedEntries(of: key) else { continue }
            return entries
        }
        return nil
    }

    /// The key the search of `tree` made for the absolute `folder`, or `nil` when `folder` is not in it.
    /// The search makes a child's path by ``BundleDiscovery/path(of:in:prefix:)``: the root's prefix and
    /// then each name after a slash, which is what the absolute path has after the absolute root. (Paths
    /// are compared and cut as bytes: this runs for every folder the detection of generated accessors
    /// asks about.)
    private static func key(of folder: String, in tree: Tree) -> String? {
        if folder == tree.absoluteRoot { return tree.root }
        var folder = folder
        var absolutePrefix = tree.absolutePrefix
        var keyPrefix = tree.keyPrefix ?? ""
        return folder.withUTF8 { path -> String? in
            absolutePrefix.withUTF8 { absolute -> String? in
                guard path.count > absolute.count, path.prefix(absolute.count).elementsEqual(absolute) else { return nil }
                let rest = UnsafeBufferPointer(rebasing: path[absolute.count...])
                guard tree.keyPrefix != nil else {
                    return (tree.root as NSString).appendingPathComponent(String(decoding: rest, as: UTF8.self))
                }
                return keyPrefix.withUTF8 { head in
                    String(unsafeUninitializedCapacity: head.count + rest.count) { buffer in
                        _ = UnsafeMutableBufferPointer(rebasing: buffer[..<head.count]).initialize(from: head)
                        _ = UnsafeMutableBufferPointer(rebasing: buffer[head.count...]).initialize(from: rest)
                        return head.count + rest.count
                    }
                }
            }
        }
    }
}
