import PushlocDiagnostics
import Foundation

/// The absolute paths of one bundle's `.lproj` folders, case-folded as a ship model compares them, with
/// whether each folder is the bundle's child (then whatever holds the bundle holds it).
///
/// A child is made absolute from the bundle's absolute path and its name, not normalised anew. Discovery
/// names a bundle's folders `bundle/NAME`, and such a path is recognised by its bytes when the bundle's
/// path is simple (ASCII, not empty, no run of slashes and no trailing one); any other path is judged by
/// ``PathText`` and ``LexicalPath`` as Foundation's rules read it, with the same answer.
struct BundleFolderPaths {
    /// The bundle's path as found.
    let bundle: String
    /// The bundle's absolute path in normal form.
    let absoluteBundle: String
    /// The absolute working directory that relative paths are read against.
    let absoluteBase: String
    /// The bytes of ``bundle`` when it is ASCII, not empty, and has no run of slashes and no trailing
    /// slash; `nil` otherwise.
    private let simpleBundle: [UInt8]?
    /// What a child's `/NAME` follows in its folded absolute path: the bundle's absolute path,
    /// case-folded, empty for `/`.
    private let childPrefix: [UInt8]

    init(bundle: String, absoluteBundle: String, absoluteBase: String) {
        self.bundle = bundle
        self.absoluteBundle = absoluteBundle
        self.absoluteBase = absoluteBase
        self.childPrefix = absoluteBundle == "/" ? [] : Array(LexicalPath.caseFolded(absoluteBundle).utf8)
        let bytes = Array(bundle.utf8)
        var previous: UInt8 = 0
        var isSimple = bytes.last.map { $0 != UInt8(ascii: "/") } ?? false
        for byte in bytes where isSimple {
            if byte >= 0x80 || (byte == UInt8(ascii: "/") && previous == byte) { isSimple = false }
            previous = byte
        }
        self.simpleBundle = isSimple ? bytes : nil
    }

    /// The case-folded absolute path of the folder `folder` (as discovery names it), and whether it is
    /// the bundle's child.
    func foldedAbsolute(_ folder: String) -> (path: String, isChild: Bool) {
        if let child = simpleChild(folder) { return (child, true) }
        let name = PathText.lastComponent(folder)
        guard PathText.parent(folder) == bundle, LexicalPath.isNormal("/" + name) else {
            return (LexicalPath.caseFolded(LexicalPath.absolute(folder, base: absoluteBase)), false)
        }
        return (LexicalPath.caseFolded(absoluteBundle == "/" ? "/" + name : absoluteBundle + "/" + name), true)
    }

    /// The case-folded absolute path of `folder` when its bytes are the simple bundle path, a `/` and an
    /// ASCII name that is not `.` or `..` and holds no `/`: a path whose parent is the bundle and whose
    /// last component is that name by Foundation's rules, folded as it is copied. `nil` for any other path.
    private func simpleChild(_ folder: String) -> String? {
        guard let simpleBundle else { return nil }
        var folder = folder
        return folder.withUTF8 { path in
            simpleBundle.withUnsafeBufferPointer { head -> String? in
                // `tail` is the `/` after the bundle's path and the name.
                guard path.count > head.count + 1, path[head.count] == UInt8(ascii: "/"),
                      let pathStart = path.baseAddress, let headStart = head.baseAddress,
                      memcmp(pathStart, headStart, head.count) == 0 else { return nil }
                let tail = UnsafeBufferPointer(rebasing: path[head.count...])
                var dots = true
                for byte in tail.dropFirst() {
                    if byte >= 0x80 || byte == UInt8(ascii: "/") { return nil }
                    if byte != UInt8(ascii: ".") { dots = false }
                }
                if dots && tail.count <= 3 { return nil }
                return childPrefix.withUnsafeBufferPointer { start in
                    String(unsafeUninitializedCapacity: start.count + tail.count) { buffer in
                        _ = UnsafeMutableBufferPointer(rebasing: buffer[..<start.count]).initialize(from: start)
                        LexicalPath.foldASCII(tail, into: buffer, at: start.count)
                        return start.count + tail.count
                    }
                }
            }
        }
    }
}
