import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocCatalog

/// The shortcuts the bundle search and path display take must give what the general forms give.
@Suite struct PathFastPathTests {
    static let folders = [
        "/", "/a", "/a/b", "a", "a/b", ".", "./a", "a/", "a//b", "/a/", "//a", "/a/./b", "/a/../b", "/a/b/..", "/a/b/.",
        "/a/.hidden", "/a/...", "/a/..b", "/a/b.", "/é/ü", "../x", "/a/b//", "/.", "/..",
    ]

    @Test(arguments: folders)
    func joiningMatchesNSString(_ folder: String) {
        for name in ["en.lproj", "x", ".git", "Localizable.xcstrings"] {
            #expect(DirectoryListing.join(folder, name) == (folder as NSString).appendingPathComponent(name))
        }
    }

    @Test(arguments: folders)
    func standardAbsolutePathsAreKept(_ path: String) {
        if LexicalPath.isNormal(path) {
            // The general form, as `standardized` computes it for any path.
            let components = path.split(separator: "/").filter { $0 != "." }
            #expect(!components.contains(".."))
            #expect("/" + components.joined(separator: "/") == path)
        }
        #expect(LexicalPath.isNormal(path) == ["/", "/a", "/a/b", "/a/.hidden", "/a/...", "/a/..b", "/a/b.", "/é/ü"].contains(path))
    }

    /// A path made absolute by its bytes is the general form: split at every `/`, `.` dropped, `..`
    /// taking the component before it away (and staying at the root), joined after a `/`.
    @Test(arguments: folders + ["/a/../../b", "a/./../..", "/é/../ü/.", "/a/b/../../.."])
    func absolutePathsAreTheGeneralForm(_ path: String) {
        for base in ["/", "/base", "/base/deeper", "/é"] {
            let joined = path.hasPrefix("/") ? path : (path.isEmpty ? base : base + "/" + path)
            var components: [Substring] = []
            for component in joined.split(separator: "/") where component != "." {
                if component == ".." { _ = components.popLast() } else { components.append(component) }
            }
            #expect(LexicalPath.absolute(path, base: base) == "/" + components.joined(separator: "/"), "\(path) against \(base)")
        }
    }

    /// A path joined to a normal folder is what ``LexicalPath/absolute(_:base:)`` makes of it.
    @Test(arguments: folders + ["", "..", "...", "a/..b", "a.b/c", "a/.", "a/b/../c"])
    func appendingToANormalFolderIsTheAbsolutePath(_ path: String) {
        for base in ["/", "/base", "/base/deeper", "/é"] {
            #expect(LexicalPath.appending(path, toNormal: base) == LexicalPath.absolute(path, base: base), "\(path) against \(base)")
        }
    }

    /// Folding a path eight bytes at a time is what Swift's `lowercased()` makes of ASCII, at every
    /// length and for every byte below 0x80.
    @Test func foldingByWordsIsLowercasing() {
        let ascii = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        for length in 0...40 {
            for start in stride(from: 0, to: 128, by: 7) {
                let text = String((0..<length).map { ascii[(start + $0 * 13) % 128] })
                #expect(LexicalPath.caseFolded(text) == text.lowercased())
                #expect(LexicalPath.caseFolded(text, after: "/p/") == "/p/" + text.lowercased())
            }
        }
        #expect(LexicalPath.caseFolded("/Ünïcode/ABC") == "/ünïcode/abc")
    }

    /// A project's files answer by their folded paths.
    @Test func projectFilesAnswerByFolderAsByPath() {
        var files = ProjectFiles()
        files.insert(.referenced, file: "/App/fr.lproj/Localizable.strings")
        files.insert(.shipped, file: "/app/FR.lproj/localizable.STRINGS")
        files.insert(.referenced, file: "/Root.strings")
        #expect(files.membership(ofFolded: "/app/fr.lproj/localizable.strings") == [.referenced, .shipped])
        #expect(files.membership(ofFolded: "/root.strings") == .referenced)
        #expect(files.membership(ofFolded: "/app/de.lproj/localizable.strings") == [])
        #expect(files.all == ["/app/fr.lproj/localizable.strings": [.referenced, .shipped], "/root.strings": .referenced])
        #expect(files.order == ["/app/fr.lproj/localizable.strings", "/root.strings"])
    }

    /// A folder of many files tells them apart by name as a folder of a few does, in any case.
    @Test func aLargeFolderAnswersByNameAsASmallOne() throws {
        var files = ProjectFiles()
        let count = ProjectFiles.scanLimit * 3
        for index in 0..<count { files.insert(index % 2 == 0 ? .referenced : [.referenced, .shipped], file: "/App/Strings/Table\(index).strings") }
        files.insert(.shipped, file: "/app/strings/TABLE0.STRINGS")
        files.insert(.referenced, file: "/App/Other/Table0.strings")
        let folder = try #require(files.folder(inFolded: "/app/strings"))
        #expect(files.files(inFolder: folder).count == count && files.folders.count == 2)
        #expect(files.files(inFolder: folder).map(\.name) == (0..<count).map { "table\($0).strings" })
        #expect(files.membership(ofFoldedName: "table0.strings", inFolder: folder) == [.referenced, .shipped])
        #expect(files.membership(ofName: "Table\(count - 1).Strings", inFolder: folder) == [.referenced, .shipped])
        #expect(files.membership(ofName: "Table\(count).strings", inFolder: folder) == [])
        #expect(files.membership(ofFolded: "/app/strings/table2.strings") == .referenced)
        #expect(files.membership(ofFolded: "/app/other/table0.strings") == .referenced)
        #expect(files.folder(inFolded: "/app") == nil && files.folder(inFolded: "/App/Strings") == nil)
    }

    /// A record field is escaped where it holds a backslash, a tab or a line break at any place, and
    /// copied whole where it holds none; it reads back as written.
    @Test func recordFieldsAreEscapedWhereverTheEscapeIs() {
        for length in 0...20 {
            for special in ["\\", "\t", "\n", "\r", "]", "[", "~", "\u{7F}"] {
                for place in 0..<max(length, 1) {
                    var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                    if place < length { bytes[place] = Array(special.utf8)[0] }
                    let text = String(decoding: bytes, as: UTF8.self)
                    let naive = bytes.contains { [0x5C, 0x09, 0x0A, 0x0D].contains($0) }
                    let escaped = RecordFieldEscaping.escaped(text)
                    #expect((escaped != text) == naive, "\(length) \(place) \(special)")
                    var written: [UInt8] = []
                    bytes.withUnsafeBufferPointer { RecordFieldEscaping.append(escaping: $0, to: &written) }
                    #expect(written == Array(escaped.utf8))
                    #expect(Array(escaped.utf8).withUnsafeBufferPointer(RecordFieldEscaping.unescaped) == text)
                }
            }
        }
    }

    /// A folder answers for a name in any case as for the name folded, in every script.
    @Test func aFolderAnswersForANameAsForItFolded() throws {
        let names = ["Localizable.strings", "localizable.strings", "LOCALIZABLE.STRINGS", "Localizable.string", "É.strings", "é.strings",
                     "\u{212A}.strings", "k.strings", "\u{130}.strings", "i\u{307}.strings", "ǅ.lproj", "ǆ.lproj", "a", "A", "Ab",
                     "LocalizablÉ.strings", "localizablé.strings", "Localizable.stringz", "InfoPlist.strings", "INFOPLIST.STRINGS", "Z@[`{.strings"]
        for stored in [["localizable.strings"], ["é.strings", "k.strings", "ab"], names.map(LexicalPath.caseFolded)] {
            var files = ProjectFiles()
            for name in stored { files.insert(.referenced, file: "/f/" + name) }
            let folder = try #require(files.folder(inFolded: "/f"))
            for name in names {
                #expect(files.membership(ofName: name, inFolder: folder) == files.membership(ofFoldedName: LexicalPath.caseFolded(name), inFolder: folder), "\(stored) \(name)")
            }
        }
        #expect(LexicalPath.foldsTo("ab", ascii: UnsafeBufferPointer(start: nil, count: 0)) == false)
    }

    /// A path's folded folder and name are the folded path cut at its last `/`, in every script.
    @Test(arguments: ["/App/fr.lproj/Localizable.strings", "/Root.strings", "/", "/a/", "relative.strings", "",
                      "/Ünï/Émoji.strings", "/app/\u{212A}.lproj/\u{130}.strings", "/ǅ/ǅ", "/a/b/c/D.STRINGS"])
    func aPathsFoldedPartsAreItsFoldedPathCut(_ path: String) {
        let folded = LexicalPath.caseFolded(path)
        let parts = LexicalPath.caseFoldedParts(path)
        if let slash = folded.lastIndex(of: "/") {
            #expect(parts.name == String(folded[folded.index(after: slash)...]))
            #expect(parts.folder == (slash == folded.startIndex ? "/" : String(folded[..<slash])))
        } else {
            #expect(parts == ("", folded))
        }
    }

    /// A path appended to a folder and folded in parts is the whole path joined and folded, whatever
    /// the path (plain, with `..`, absolute, empty, in another script).
    @Test func aPathAppendedInFoldedPartsIsThePathJoinedAndFolded() {
        let paths = ["Localizable.strings", "fr.lproj/Localizable.strings", "A/B/C.Strings", "../Up/X.strings", "./x.strings", "a//b.strings",
                     "/Abs/x.strings", "", "É/x.strings", "x/", ".", "..", "a/./b"]
        for base in ["/", "/App", "/Work/My App/Res"] {
            for path in paths {
                let expected = LexicalPath.caseFoldedParts(LexicalPath.appending(path, toNormal: base))
                for previous in [nil, "x.strings", "localizable.strings", "c.strings"] {
                    var bytes = path
                    let got = bytes.withUTF8 { LexicalPath.caseFoldedParts(appending: $0, toFoldedNormal: LexicalPath.caseFolded(base), previousName: previous) }
                    // A path the parts are not made for is left to the whole path.
                    if let got { #expect(got == expected, "\(base) \(path)") }
                    let plain = !path.hasPrefix("/") && !path.isEmpty && path.allSatisfy(\.isASCII)
                        && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == "." || $0 == ".." }
                    #expect((got != nil) == plain, "\(base) \(path)")
                }
            }
        }
    }

    /// A folder's files may belong to a set of folders only when the folder is one of them, below one,
    /// or holds one: the files' own answers agree.
    @Test func aFolderSetRulesOutWholeFolders() {
        var set = FolderSet()
        set.insert(folder: "/App/Resources", excluding: ["/App/Resources/de.lproj"])
        set.insert(folder: "/Other/Data.bundle")
        for (folder, may) in [("/app/resources", true), ("/app/resources/fr.lproj", true), ("/app/resources/de.lproj", true),
                              ("/app", true), ("/app/resourcesx", false), ("/ap", false), ("/other", true), ("/other/data.bundle/x", true), ("/", false)] {
            #expect(set.mayHoldFiles(inFolded: folder) == may, "\(folder)")
            for name in ["l.strings", "data.bundle", "resources"] {
                let path = folder == "/" ? "/" + name : folder + "/" + name
                if set.contains(folded: path) { #expect(may, "\(path)") }
            }
        }
        var root = FolderSet()
        root.insert(folder: "/")
        #expect(root.mayHoldFiles(inFolded: "/") && root.mayHoldFiles(inFolded: "/a"))
    }

    /// A folder's folded path and a name folded after it are the whole path folded.
    @Test(arguments: ["Localizable.strings", "infoplist.STRINGS", "É.strings", "ǅ.lproj", "x", ""])
    func aNameFoldedAfterItsFolderIsThePathFolded(_ name: String) {
        for folder in ["/", "/app/resources/fr.lproj/"] {
            #expect(LexicalPath.caseFolded(name, after: folder) == LexicalPath.caseFolded(folder + name), "\(folder)\(name)")
        }
    }

    /// A file's path as shown is its folder's display prefix and its name, as the general form shows it.
    @Test(arguments: folders)
    func filesAreShownAsTheGeneralFormShowsThem(_ folder: String) {
        let cwd = FileManager.default.currentDirectoryPath
        for directory in ["/", "/a", "/a/b", "/a/", "/é", cwd, "a", ".", "..", "/tmp", "//a"] {
            for name in ["Localizable.strings", "x.stringsdict", ".hidden.strings", "é.strings", "...strings"] {
                let full = DirectoryListing.join(folder, name)
                let shown = BundleLoader.displayPrefix(ofFolder: folder, relativeTo: directory).map { $0 + name }
                #expect((shown ?? full) == BundleLoader.displayPath(full, relativeTo: directory), "\(folder) in \(directory): \(name)")
            }
        }
    }

    /// A path shown relative to the directory the process runs in is the path itself when it is plain;
    /// every path shows as the general form (both made absolute and standardized) shows it.
    @Test(arguments: folders + ["App/en.lproj", "App/é.lproj", "...", "..a", "a/.b/c", "a/b/../c", "App/./en.lproj"])
    func pathsShowAsTheGeneralFormShowsThem(_ path: String) {
        let cwd = FileManager.default.currentDirectoryPath
        func general(_ path: String, _ directory: String) -> String? {
            let absolute = LexicalPath.absolute(path, base: path.hasPrefix("/") ? "/" : cwd)
            let base = LexicalPath.absolute(directory, base: directory.hasPrefix("/") ? "/" : cwd)
            if absolute == base { return "" }
            let prefix = base == "/" ? base : base + "/"
            guard absolute.utf8.starts(with: prefix.utf8) else { return nil }
            return String(decoding: absolute.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
        }
        for directory in [cwd, cwd + "/", ".", "/", "/a", cwd + "/App", PathText.parent(cwd)] {
            #expect(DisplayBase(directory).relativePart(of: path) == general(path, directory), "\(path) in \(directory)")
        }
        #expect(LexicalPath.isPlainRelative(path) == (!path.hasPrefix("/") && !path.isEmpty
            && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == "." || $0 == ".." }))
    }

    /// A folder whose records take several reads (thousands of long names), with names of every kind,
    /// is listed as Foundation lists it, each entry's kind as `stat` says.
    @Test func largeFolderIsListedAsFoundationListsIt() throws {
        let fixture = try TemporaryFolder()
        let root = fixture.root.path
        var made: [String] = ["é.lproj", "\u{301}a", "a b", "日本語.strings", ".hidden", "x.xcstrings", String(repeating: "n", count: 255)]
        for index in 0..<1_500 { made.append("file-\(index)-" + String(repeating: "w", count: 60)) }
        for (index, name) in made.enumerated() {
            if index % 5 == 0 {
                try FileManager.default.createDirectory(atPath: root + "/" + name, withIntermediateDirectories: false)
            } else {
                try fixture.write(name, "")
            }
        }
        let listed = try #require(DirectoryListing.entries(of: root))
        let expected = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(listed.map(\.name).sorted() == expected.sorted())
        #expect(listed.count == made.count)
        for entry in listed {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + entry.name, isDirectory: &isFolder)
            #expect(entry.isDirectory == isFolder.boolValue, "\(entry.name)")
        }
        let both = DirectoryListing.identityAndEntries(of: root, measuringLanguageFiles: true, preread: nil)
        #expect(both.entries?.map(\.name) == listed.map(\.name))
        #expect(both.identity == FolderIdentity(path: root))
        #expect(DirectoryListing.entries(of: root + "/日本語.strings") == nil)
    }

    @Test func listingFollowsLinkedFolders() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("Real/en.lproj/Localizable.strings", "\"A\" = \"a\";\n")
        let root = fixture.root.path
        try FileManager.default.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: root + "/Real")
        try FileManager.default.createSymbolicLink(atPath: root + "/Dangling", withDestinationPath: root + "/Nowhere")
        let entries = try #require(DirectoryListing.entries(of: root))
        let folders = Set(entries.filter(\.isDirectory).map(\.name))
        #expect(folders == ["Real", "Linked"])
        #expect(Set(entries.map(\.name)) == ["Real", "Linked", "Dangling"])
        #expect(DirectoryListing.entries(of: root + "/Nowhere") == nil)
    }

    @Test func tablesWithTheSameLanguagesResolveAsBefore() throws {
        let languages = ["en", "fr", "fr-CA", "pt-BR", "pt-PT", "zh-Hans", "zh-Hant"]
        let resolver = LanguageResolver(available: languages, developmentLanguage: "en")
        for preferred in [["fr-CA"], ["pt"], ["zh-TW", "en"], ["de"], ["x-bogus"], [String(repeating: "a", count: 500)]] {
            let first = resolver.resolve(preferredLanguages: preferred)
            // The second answer comes from the kept answers.
            #expect(resolver.resolve(preferredLanguages: preferred) == first)
            #expect(LanguageResolver(available: languages, developmentLanguage: "en").resolve(preferredLanguages: preferred) == first)
        }
    }
}
