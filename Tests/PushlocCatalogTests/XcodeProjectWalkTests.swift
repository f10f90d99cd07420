import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocCatalog

/// The walk of a project's objects: ids told apart by every byte, paths by their extensions, and
/// the keys it reads by every byte of their names.
@Suite struct XcodeProjectWalkTests {
    /// Reads the project file `text` as `App.xcodeproj` in a new folder, with the folder's path.
    private static func read(_ text: String) throws -> (XcodeProject, root: String, folder: TemporaryFolder) {
        let folder = try TemporaryFolder()
        try folder.write("App.xcodeproj/project.pbxproj", text)
        return (try XcodeProject.read(folder.path("App.xcodeproj"), absoluteBase: folder.root.path), folder.root.path, folder)
    }

    /// A project whose main group holds the file references `files` (object lines) and whose one
    /// target's Resources phase copies the build files `buildFiles`.
    private static func project(files: [String], children: [String], buildFiles: [String] = [], phaseFiles: [String] = []) -> String {
        """
        // !$*UTF8*$!
        {
        \tobjects = {
        \(buildFiles.map { "\t\t" + $0 }.joined(separator: "\n"))
        \(files.map { "\t\t" + $0 }.joined(separator: "\n"))
        \t\tGROUP = {isa = PBXGroup; children = (\(children.map { $0 + ", " }.joined())); path = App; sourceTree = "<group>"; };
        \t\tPHASE = {isa = PBXResourcesBuildPhase; files = (\(phaseFiles.map { $0 + ", " }.joined())); };
        \t\tTARGET = {isa = PBXNativeTarget; buildPhases = (PHASE, ); name = App; };
        \t\tPROJECT = {isa = PBXProject; mainGroup = GROUP; targets = (TARGET, ); developmentRegion = en; knownRegions = (en, fr, de, ); };
        \t};
        \trootObject = PROJECT;
        }

        """
    }

    /// Two objects whose ids differ only in their last byte are two objects: one table ships through
    /// its variant group, the other does not.
    @Test func idsThatDifferInTheirLastByteAreTwoObjects() throws {
        let text = Self.project(
            files: [
                "0A1B2C3D4E5F60718293A4C0 = {isa = PBXVariantGroup; children = (0A1B2C3D4E5F60718293A4D0, ); name = L.strings; sourceTree = \"<group>\"; };",
                "0A1B2C3D4E5F60718293A4C1 = {isa = PBXFileReference; lastKnownFileType = text.json; path = Data.json; sourceTree = \"<group>\"; };",
                "0A1B2C3D4E5F60718293A4D0 = {isa = PBXFileReference; name = fr; path = fr.lproj/L.strings; sourceTree = \"<group>\"; };",
                "0A1B2C3D4E5F60718293A4D1 = {isa = PBXFileReference; name = de; path = de.lproj/L.strings; sourceTree = \"<group>\"; };",
            ],
            children: ["0A1B2C3D4E5F60718293A4C0", "0A1B2C3D4E5F60718293A4D1", "0A1B2C3D4E5F60718293A4C1"],
            buildFiles: [
                "0A1B2C3D4E5F60718293A4B0 = {isa = PBXBuildFile; fileRef = 0A1B2C3D4E5F60718293A4C0; };",
                "0A1B2C3D4E5F60718293A4B1 = {isa = PBXBuildFile; fileRef = 0A1B2C3D4E5F60718293A4C1; };",
            ],
            phaseFiles: ["0A1B2C3D4E5F60718293A4B0", "0A1B2C3D4E5F60718293A4B1"])
        let (project, root, _) = try Self.read(text)
        #expect(project.ships(root + "/App/fr.lproj/L.strings"))
        #expect(!project.ships(root + "/App/de.lproj/L.strings"))
        #expect(project.files.all.count == 2)
        #expect(project.knownRegions == ["en", "fr", "de"])
    }

    /// A file reference is a table or a folder of them by its whole extension, short paths included,
    /// and a key is read only when every byte of its name matches.
    @Test func extensionsAndKeysAreMatchedByEveryByte() throws {
        let references = [
            ("A1", "L.strings"), ("A2", "L.stringsdict"), ("A3", "L.xcstrings"), ("A4", "a.lproj"), ("A5", ".lproj"),
            ("A6", "x.bundle"), ("A7", "strings"), ("A8", "lproj"), ("A9", "L.cstrings"), ("B1", "M.Stringsdict"),
            ("B2", "Lstringsdict"), ("B3", "s"), ("B4", "L.xstrings"),
        ]
        var files = references.map { "\($0.0) = {isa = PBXFileReference; path = \"\($0.1)\"; sourceTree = \"<group>\"; };" }
        // Folder types: exact `folder`, any `wrapper…`; a key one byte off is no file type, and one
        // one byte off `sourceTree` leaves the group's tree.
        files += [
            "C1 = {isa = PBXFileReference; lastKnownFileType = folder; path = Assets; sourceTree = \"<group>\"; };",
            "C2 = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Kit; sourceTree = \"<group>\"; };",
            "C3 = {isa = PBXFileReference; lastKnowXFileType = folder; path = Stuff; sourceTree = \"<group>\"; };",
            "C4 = {isa = PBXFileReference; lastKnownFileType = folders; path = More; sourceTree = \"<group>\"; };",
            "C5 = {isa = PBXFileReference; lastKnownFileType = wrappe; path = Less; sourceTree = \"<group>\"; };",
            "C6 = {isa = PBXFileReference; path = Z.strings; sourceTrex = SDKROOT; };",
            "C7 = {isa = PBXFileReference; path = Y.strings; sourceTree = SDKROOT; };",
        ]
        let ids = references.map(\.0) + ["C1", "C2", "C3", "C4", "C5", "C6", "C7"]
        let (project, root, _) = try Self.read(Self.project(files: files, children: ids))
        let referenced = ["L.strings", "L.stringsdict", "L.xcstrings", "a.lproj", ".lproj", "x.bundle", "Assets", "Kit", "Z.strings"]
        let unreferenced = ["strings", "lproj", "L.cstrings", "M.Stringsdict", "Lstringsdict", "s", "L.xstrings", "Stuff", "More", "Less", "Y.strings"]
        for name in referenced {
            #expect(project.membership(ofFolded: LexicalPath.caseFolded(root + "/App/" + name)).contains(.referenced), "\(name)")
        }
        for name in unreferenced {
            #expect(!project.membership(ofFolded: LexicalPath.caseFolded(root + "/App/" + name)).contains(.referenced), "\(name)")
        }
    }
}
