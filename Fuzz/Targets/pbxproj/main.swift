import FuzzSupport
@_spi(Fuzzing) import PushlocCatalog
import PushlocStringsFile

/// The Xcode project reader (an old-style property list, read on every check from a file a pull request
/// controls): never crashes, a failure names a line of the text, every node's accessors answer, and the
/// walk of what the project ships (groups at any depth, ids listed any number of times) ends, with a
/// record that reads back as the same project. The same bytes as a `Package.swift` give target folders
/// inside the package, or a refused manifest.
let fuzzProject: FuzzInput = { data, size in
    let bytes = fuzzBytes(data, size)
    do throws(OpenStepPlist.Failure) {
        let plist = try OpenStepPlist(bytes)
        // Every node is read as a tree, and its strings as keys and suffixes, as the project walk reads them.
        let tree = plist.value(plist.root)
        fuzzCheck(tree == plist.value(plist.root), "a value tree differs from itself")
        var pending = [plist.root]
        var visited = 0
        while let index = pending.popLast(), visited < 100_000 {
            visited += 1
            _ = plist.key(index)
            _ = plist.hasSuffix(index, ".strings")
            _ = plist.hasPrefix(index, "wrapper")
            _ = plist.value(index, "isa")
            pending += plist.elements(index)
            plist.forEachMember(index) { key, value in
                fuzzCheck(plist.string(key) != nil, "a dictionary key that is no string")
                pending.append(value)
            }
        }
    } catch {
        let lines = 1 + bytes.lazy.filter { $0 == 0x0A }.count
        fuzzCheck(error.line >= 1 && error.line <= lines, "a failure outside the text: line \(error.line) of \(lines)")
    }
    let outcome = ProjectReaderFuzzing.read(bytes)
    fuzzCheck(outcome.recordRoundTrips, "a project's record does not read back as the same project")
    let manifest = ProjectReaderFuzzing.readManifest(String(decoding: bytes, as: UTF8.self))
    if !manifest.refused {
        // Compared as bytes, as paths are: `String.hasPrefix` compares characters, and a folder name that
        // starts with a combining mark (U+065E) joins the `/` before it into one character.
        fuzzCheck(manifest.targetFolders.allSatisfy { $0 == "/fuzz" || $0.utf8.starts(with: "/fuzz/".utf8) }, "a target folder outside the package")
    }
    return 0
}

fuzzMain(fuzzProject)
