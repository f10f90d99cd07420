import Foundation
import Testing
import PushlocDiagnostics

/// The byte-level path reading agrees with `NSString` on this machine, for the paths the loader sees
/// and for the edge cases of Foundation's rules (repeated and trailing slashes, leading dots, `..`).
@Suite struct PathTextTests {
    static let components = ["", "/", "//", ".", "..", "...", "a", "a.", "a..", ".a", "..a", "a.b", "a.b.c", "fr.lproj",
                             "Localizable.strings", "Base.lproj", ".hidden.strings", "x y.strings", "é.lproj", "a\u{301}.b",
                             "a.\u{301}b", "日本.strings"]

    @Test func agreesWithNSString() {
        var disagreeing: [String] = []
        var paths: [String] = []
        for first in Self.components {
            for second in Self.components {
                paths += [first + second, first + "/" + second, first + "//" + second + "/", "/" + first + "/" + second]
            }
        }
        // Foundation traps on a run of slashes in a path with combining marks: those are compared
        // with the same paths' slashes fixed first.
        for path in paths {
            let foundationPath = path.utf8.allSatisfy({ $0 < 0x80 }) ? path : Self.fixingSlashes(path)
            if PathText.lastComponent(path) != (foundationPath as NSString).lastPathComponent { disagreeing.append("last: \(path)") }
            if PathText.deletingExtension(path) != (foundationPath as NSString).deletingPathExtension { disagreeing.append("ext: \(path)") }
            let base = ((foundationPath as NSString).lastPathComponent as NSString).deletingPathExtension
            if PathText.baseName(path) != base { disagreeing.append("base: \(path)") }
            if PathText.pathExtension(path) != (foundationPath as NSString).pathExtension { disagreeing.append("extension: \(path)") }
            // Foundation's `deletingLastPathComponent` traps when the last component is one character.
            if PathText.lastComponent(foundationPath).count > 1,
               PathText.parent(path) != (foundationPath as NSString).deletingLastPathComponent {
                disagreeing.append("parent: \(path)")
            }
        }
        #expect(disagreeing.isEmpty, "\(disagreeing.prefix(5))")
        #expect(paths.count > 1_500)
    }

    private static func fixingSlashes(_ path: String) -> String {
        var fixed = ""
        for character in path where !(character == "/" && fixed.last == "/") { fixed.append(character) }
        return fixed
    }

    /// The paths on which Foundation's `deletingLastPathComponent` traps on this toolchain (a last
    /// component of one character), which a user can pass: `build --out a`, `check s`.
    @Test func parentOfOneCharacterComponents() {
        #expect(PathText.parent("a") == "")
        #expect(PathText.parent("b/") == "")
        #expect(PathText.parent(".") == "")
        #expect(PathText.parent("é") == "")
        #expect(PathText.parent("a//") == "")
        #expect(PathText.parent("x/a") == "x")
        #expect(PathText.parent("/a") == "/")
        #expect(PathText.parent("/") == "/")
        #expect(PathText.parent("") == "")
        #expect(PathText.parent("fr.lproj/s") == "fr.lproj")
    }

    /// Splits at the last slash, joins with one slash, and drops trailing `.` components (`link/.`
    /// names the link, not the folder's own `.` entry).
    @Test(arguments: [
        ("a", "", "a"), ("b/", "", "b"), ("/", "/", "/"), ("", "", ""), (".", "", "."), ("..", "", ".."),
        ("./a", ".", "a"), ("/a", "/", "a"), ("a//b", "a", "b"), ("a/b/", "a", "b"), ("/a/b", "/a", "b"),
    ])
    func splitsAtTheLastSlash(path: String, parent: String, name: String) {
        #expect(PathText.parent(path) == parent && PathText.lastComponent(path) == name, "\(path)")
    }

    @Test func joinsAndDropsTrailingDots() {
        #expect(PathText.joining("", "a") == "a" && PathText.joining("/", "a") == "/a" && PathText.joining("x", "a") == "x/a")
        let trimmed = ["link/.", "link/./", "link//.", "./", ".", "/.", "/", "a/b/.", ".."].map(PathText.withoutTrailingDots)
        #expect(trimmed == ["link", "link", "link", ".", ".", "/", "/", "a/b", ".."])
    }

    @Test func namesOfTablesAndFolders() {
        #expect(PathText.baseName("App/Resources/fr.lproj/Localizable.strings") == "Localizable")
        #expect(PathText.baseName("App/Resources/zh-Hant.lproj/") == "zh-Hant")
        #expect(PathText.baseName("Localizable.xcstrings") == "Localizable")
        #expect(PathText.deletingExtension("InfoPlist.strings") == "InfoPlist")
    }
}
