import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocCatalog

/// Projects and manifests a pull request shapes to blind the gate: groups at any depth, ids listed
/// over and over, manifests whose text hides or fakes what SwiftPM reads. Each reads as Xcode and
/// SwiftPM would, and in time linear in its size (measured at 1x and 8x: a growth ratio, not a time).
@Suite struct HostileProjectReadTests {
    /// A project whose main group holds `groups` (object lines), with a variant group `V1` of an `en`
    /// and a `fr` table, copied by a target's Resources phase.
    static func project(mainChildren: String, objects: String, targets: String = "T1", phases: String = "R1", files: String = "B1",
                        configurations: String = "C1") -> [UInt8] {
        let text = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP1 = {isa = PBXProject; developmentRegion = en; mainGroup = G0; buildConfigurationList = L1; targets = (\(targets), ); };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (\(phases), ); buildConfigurationList = L1; };
            \t\tR1 = {isa = PBXResourcesBuildPhase; files = (\(files), ); };
            \t\tB1 = {isa = PBXBuildFile; fileRef = V1; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (\(configurations), ); };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; };
            \t\tV1 = {isa = PBXVariantGroup; children = (F1, F2, ); name = Localizable.strings; sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
            \t\tF2 = {isa = PBXFileReference; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
            \t\tG0 = {isa = PBXGroup; children = (\(mainChildren), ); sourceTree = "<group>"; };
            \(objects)
            \t};
            \trootObject = P1;
            }

            """
        return Array(text.utf8)
    }

    static func read(_ bytes: [UInt8]) throws -> XcodeProject {
        try XcodeProject.parse(bytes, xcodeproj: "App.xcodeproj", absoluteBase: "/work")
    }

    /// Groups nested `depth` deep, each one folder `g` further, the variant group in the deepest.
    static func nested(_ depth: Int) -> [UInt8] {
        var objects = ""
        for level in 0..<depth {
            let child = level + 1 < depth ? "N\(level + 1)" : "V1"
            objects += "\t\tN\(level) = {isa = PBXGroup; children = (\(child), ); path = g; sourceTree = \"<group>\"; };\n"
        }
        return project(mainChildren: "N0", objects: objects)
    }

    @Test func groupsNestedAnyDepthAreRead() throws {
        for depth in [1, 64, 65, 1_000] {
            let project = try Self.read(Self.nested(depth))
            let folder = "/work" + String(repeating: "/g", count: depth)
            #expect(project.ships(folder + "/fr.lproj/Localizable.strings"), "depth \(depth)")
            #expect(project.convertsStrings)
        }
    }

    /// Deeper than any path a file system opens: the tables below name no file, and the read ends.
    @Test func groupsBelowTheLongestPathNameNoFile() throws {
        let project = try Self.read(Self.nested(3_000))
        #expect(project.files.all.isEmpty)
    }

    /// Ids listed many times: the same verdicts as listed once.
    @Test func repeatedIDsAreReadOnce() throws {
        let once = try Self.read(Self.project(mainChildren: "V1", objects: ""))
        let many = Array(repeating: "V1", count: 50).joined(separator: ", ")
        let repeated = try Self.read(Self.project(
            mainChildren: many, objects: "", targets: Array(repeating: "T1", count: 50).joined(separator: ", "),
            phases: Array(repeating: "R1", count: 50).joined(separator: ", "), files: Array(repeating: "B1", count: 50).joined(separator: ", "),
            configurations: Array(repeating: "C1", count: 50).joined(separator: ", ")))
        #expect(once.files == repeated.files && once.convertsStrings == repeated.convertsStrings)
        #expect(repeated.ships("/work/fr.lproj/Localizable.strings"))
    }

    /// The hostile shapes of issue 42, `n` ids each: `targets`, `buildPhases` and `files` listing one
    /// id n times; a variant group of n children that n build files copy; a configuration list of n
    /// entries shared by n targets, each configuration with n settings.
    static func hostile(_ n: Int) -> [UInt8] {
        var objects = ""
        var children: [String] = []
        var buildFiles: [String] = []
        for index in 0..<n {
            children.append("X\(index)")
            buildFiles.append("Y\(index)")
            objects += "\t\tX\(index) = {isa = PBXFileReference; path = l\(index).lproj/Localizable.strings; sourceTree = \"<group>\"; };\n"
            objects += "\t\tY\(index) = {isa = PBXBuildFile; fileRef = W1; };\n"
            objects += "\t\tU\(index) = {isa = PBXNativeTarget; buildPhases = (R1, R2, ); buildConfigurationList = L2; };\n"
        }
        let settings = (0..<n).map { "S\($0) = v;" }.joined(separator: " ")
        objects += "\t\tW1 = {isa = PBXVariantGroup; children = (\(children.joined(separator: ", "))); name = Localizable.strings; sourceTree = \"<group>\"; };\n"
        objects += "\t\tR2 = {isa = PBXResourcesBuildPhase; files = (\(buildFiles.joined(separator: ", "))); };\n"
        objects += "\t\tL2 = {isa = XCConfigurationList; buildConfigurations = (\(Array(repeating: "C2", count: n).joined(separator: ", "))); };\n"
        objects += "\t\tC2 = {isa = XCBuildConfiguration; buildSettings = {\(settings) }; };\n"
        let repeated = Array(repeating: "T1", count: n).joined(separator: ", ")
        return project(
            mainChildren: "V1, W1, " + Array(repeating: "W1", count: n).joined(separator: ", "), objects: objects,
            targets: repeated + ", " + (0..<n).map { "U\($0)" }.joined(separator: ", "),
            phases: Array(repeating: "R1", count: n).joined(separator: ", "), files: Array(repeating: "B1", count: n).joined(separator: ", "))
    }

    /// The best of `rounds` times of `body`, in seconds.
    static func best(rounds: Int = 5, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    /// Reading grows with the file, not with its square: 8 times the ids take well under 64 times as
    /// long (linear would be 8; the bound leaves room for a loaded machine).
    @Test func readingTheHostileShapesIsLinear() throws {
        let small = Self.hostile(1_000)
        let large = Self.hostile(8_000)
        let project = try Self.read(large)
        #expect(project.ships("/work/l7999.lproj/Localizable.strings"))
        let smallTime = try Self.best { _ = try Self.read(small) }
        let largeTime = try Self.best { _ = try Self.read(large) }
        #expect(largeTime / smallTime < 24, "\(small.count) bytes: \(smallTime * 1000) ms; \(large.count) bytes: \(largeTime * 1000) ms")
    }

    static func manifest(paths: Int) -> String {
        "let package = Package(name: \"K\", defaultLocalization: \"de\", targets: ["
            + (0..<paths).map { ".target(name: \"T\($0)\", path: \"Code/T\($0)\")" }.joined(separator: ", ") + "])\n"
    }

    @Test func readingAManifestIsLinearInItsPaths() {
        let small = Self.manifest(paths: 2_000)
        let large = Self.manifest(paths: 16_000)
        #expect(PackageManifest(text: large, path: "/p/Package.swift", folder: "/p").targetFolders.count == 16_000 + 4)
        let smallTime = Self.best { _ = PackageManifest(text: small, path: "/p/Package.swift", folder: "/p") }
        let largeTime = Self.best { _ = PackageManifest(text: large, path: "/p/Package.swift", folder: "/p") }
        #expect(largeTime / smallTime < 24, "\(small.utf8.count) bytes: \(smallTime * 1000) ms; \(large.utf8.count) bytes: \(largeTime * 1000) ms")
    }

    private static func manifest(_ text: String) -> PackageManifest {
        PackageManifest(text: text, path: "/p/Package.swift", folder: "/p")
    }

    /// Only what the compiler reads counts: comments, string literals and `#if false` branches hide nothing.
    @Test func commentsStringsAndInactiveBranchesAreNotRead() {
        let texts = [
            "// we used to set defaultLocalization: \"fr\" here\nlet p = Package(name: \"K\", defaultLocalization: \"de\")",
            "/* defaultLocalization: \"fr\", /* nested */ still a comment: defaultLocalization: \"fr\" */\nlet p = Package(name: \"K\", defaultLocalization: \"de\")",
            "#if false\nlet q = Package(name: \"K\", defaultLocalization: \"fr\")\n#else\nlet p = Package(name: \"K\", defaultLocalization: \"de\")\n#endif",
            "#if !true || false && os(macOS)\nlet q = Package(name: \"K\", defaultLocalization: \"fr\")\n#elseif true\nlet p = Package(name: \"K\", defaultLocalization: \"de\")\n#endif",
            "let s = \"Package(defaultLocalization: \\\"fr\\\") \\(x(\"defaultLocalization: \\\"fr\\\"\"))\"\nlet p = Package(name: \"K\", defaultLocalization: \"de\")",
            "let r = #\"defaultLocalization: \"fr\"\"#\nlet m = \"\"\"\n  defaultLocalization: \"fr\"\n  \"\"\"\nlet p = Package(name: \"K\", defaultLocalization: \"d\\u{65}\")",
            "func f(defaultLocalization: String) {}\nf(defaultLocalization: \"fr\")\nlet p = PackageDescription.Package(name: \"K\", defaultLocalization: \"de\")",
        ]
        for text in texts {
            let manifest = Self.manifest(text)
            #expect(manifest.defaultLocalization == "de" && manifest.unreadableLocalization == nil, "\(text)")
        }
    }

    /// A value that depends on what pushloc cannot tell is ambiguous, and one that is computed says so.
    @Test func unknownConditionsAndComputedValuesAreNotGuessed() {
        let ambiguous = [
            "#if os(macOS)\nlet p = Package(name: \"K\", defaultLocalization: \"fr\")\n#else\nlet p = Package(name: \"K\", defaultLocalization: \"de\")\n#endif",
            "#if swift(>=5.9)\nlet p = Package(name: \"K\", defaultLocalization: \"fr\")\n#endif",
            "let a = Package(name: \"K\", defaultLocalization: \"fr\")\nlet b = Package(name: \"K\", defaultLocalization: \"de\")",
            "let r = /x/\nlet p = Package(name: \"K\", defaultLocalization: \"de\")",
        ]
        for text in ambiguous {
            let manifest = Self.manifest(text)
            #expect(manifest.defaultLocalization == nil && manifest.unreadableLocalization == .ambiguous, "\(text)")
        }
        for text in ["let p = Package(name: \"K\", defaultLocalization: l)", "let p = Package(name: \"K\", defaultLocalization: \"f\" + \"r\")",
                     "let p = Package(name: \"K\", defaultLocalization: \"\\(l)\")"] {
            #expect(Self.manifest(text).unreadableLocalization == .computed, "\(text)")
        }
    }

    /// A target's folder outside the package is refused, as SwiftPM refuses it; a dependency's path is
    /// no target's; a computed path may be any folder of the package.
    @Test func targetFoldersStayInsideThePackage() {
        for path in ["../../App", "/", "/p/Sources", "Sources/../../x", ".."] {
            let manifest = Self.manifest("let p = Package(name: \"G\", targets: [.target(name: \"G\", path: \"\(path)\")])")
            #expect(manifest.isRefused && manifest.outsidePaths == [path], "\(path)")
        }
        let dependency = Self.manifest("let p = Package(name: \"G\", dependencies: [.package(path: \"../Kit\")], targets: [.target(name: \"G\", path: \"Code\")])")
        #expect(!dependency.isRefused && dependency.targetFolders.last == "/p/Code")
        let inactive = Self.manifest("#if false\nlet p = Package(name: \"G\", targets: [.target(name: \"G\", path: \"../x\")])\n#endif")
        #expect(!inactive.isRefused)
        let computed = Self.manifest("let p = Package(name: \"G\", targets: [.target(name: \"G\", path: folder)])")
        #expect(computed.targetFolders.contains("/p"))
    }
}
