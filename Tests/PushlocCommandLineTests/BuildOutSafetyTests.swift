import Foundation
import PushlocTestSupport
import Testing

/// `build --out` against hostile folders: a marker is a claim, never proof. After every run, each
/// file the user had is still there, byte for byte.
@Suite struct BuildOutSafetyTests {
    /// A project as a pull request finds it: tables, a template, a README and sources.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", "\"TITLE\" = \"Shipped %@\";\n\"BODY\" = \"Arrives %@\";\n")
        try folder.write("Localizations/fr.lproj/Localizable.strings", "\"TITLE\" = \"Expédiée %@\";\n\"BODY\" = \"Arrive %@\";\n")
        try folder.write("templates/notifications/shipped.json", #"{"aps":{"alert":{"title-loc-key":"TITLE","title-loc-args":["A-1"],"loc-key":"BODY","loc-args":["Friday"]}}}"#)
        try folder.write("README.md", "# App\n")
        try folder.write("Sources/App.swift", "print(1)\n")
        return folder
    }

    /// Every regular file and link below `root`, by relative path: a file's bytes, a link's target.
    static func snapshot(_ root: URL) -> [String: Data] {
        var found: [String: Data] = [:]
        func visit(_ folder: String, _ relative: String) {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let path = folder + "/" + entry
                let child = relative.isEmpty ? entry : relative + "/" + entry
                let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                if type == .typeDirectory {
                    visit(path, child)
                } else if type == .typeSymbolicLink {
                    found[child] = Data(((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "").utf8)
                } else {
                    found[child] = FileManager.default.contents(atPath: path) ?? Data()
                }
            }
        }
        visit(root.path, "")
        return found
    }

    /// A marker as anyone can write one: the SHA-256 (from the system's own tool) and path of every
    /// file below `folder` in the project.
    static func forgeMarker(in project: TemporaryFolder, folder: String) throws {
        let base = project.root.appendingPathComponent(folder)
        var lines = ["pushloc build, format 2: the SHA-256 and path of every file this build wrote; "
            + "a later build replaces this folder only when they all match and nothing else is in it"]
        for (path, bytes) in snapshot(base).sorted(by: { $0.key < $1.key }) where path != ".pushloc-build" {
            lines.append(try sha256(bytes) + " " + path)
        }
        try project.write(folder.isEmpty ? ".pushloc-build" : folder + "/.pushloc-build", lines.joined(separator: "\n") + "\n")
    }

    static func sha256(_ data: Data) throws -> String {
        let scratch = try TemporaryFolder()
        let file = try scratch.write("f", bytes: Array(data))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(text.prefix(64))
    }

    /// Runs `pushloc build` with `arguments` and expects `status` and an unchanged project.
    @discardableResult
    static func expectRefused(_ arguments: [String], in project: TemporaryFolder, saying: String, _ location: SourceLocation = #_sourceLocation) throws -> String {
        let before = snapshot(project.root)
        let run = try PushlocProcess.run(["build"] + arguments, in: project.root)
        #expect(run.status == 2, "\(run.standardError)", sourceLocation: location)
        #expect(run.standardError.contains(saying), "\(run.standardError)", sourceLocation: location)
        #expect(snapshot(project.root) == before, "build \(arguments) changed the user's files", sourceLocation: location)
        return run.standardError
    }

    @Test func aForgedMarkerInTheProjectRootDeletesNothing() throws {
        let project = try Self.project()
        try Self.forgeMarker(in: project, folder: "")
        try Self.expectRefused(["--out", "."], in: project, saying: "it holds Localizations, which the build reads")
        // A marker in a folder that holds the inputs named explicitly.
        try project.write("sub/notes.txt", "mine\n")
        try project.write("sub/L/en.lproj/Localizable.strings", "\"TITLE\" = \"Shipped\";\n")
        try Self.forgeMarker(in: project, folder: "sub")
        try Self.expectRefused(["--out", "sub", "--localizations", "sub/L"], in: project, saying: "it holds sub/L")
    }

    @Test func aForgedMarkerOverAProjectDeletesNothing() throws {
        let project = try Self.project()
        for marker in ["Package.swift", ".git/HEAD", "App.xcodeproj/project.pbxproj"] {
            try project.write("other/nested/\(marker)", "mine\n")
            try Self.forgeMarker(in: project, folder: "other")
            try Self.expectRefused(["--out", "other"], in: project, saying: "so it is (or holds) a project")
            try FileManager.default.removeItem(atPath: project.path("other"))
        }
    }

    @Test func anEarlierBuildIsReplacedOnlyWhenEveryFileIsAsItWroteIt() throws {
        let project = try Self.project()
        for _ in 0..<2 {
            let run = try PushlocProcess.run(["build", "--out", "out"], in: project.root)
            #expect(run.status == 0, "\(run.standardError)")
        }
        try project.write("out/check.json", "{\"edited\":true}\n")
        try Self.expectRefused(["--out", "out"], in: project, saying: "check.json is not the file the earlier build wrote")
        try FileManager.default.removeItem(atPath: project.path("out/check.json"))
        try project.write("out/payloads/mine.txt", "mine\n")
        try Self.expectRefused(["--out", "out"], in: project, saying: "holds payloads/mine.txt, which pushloc did not write")
    }

    @Test func aLegacyMarkerProvesNothing() throws {
        let project = try Self.project()
        try project.write("out/.pushloc-build", "pushloc build output; replaced whole by each build\n")
        try project.write("out/check.json", "{}\n")
        try project.write("out/payloads/mine.txt", "mine\n")
        try Self.expectRefused(["--out", "out"], in: project, saying: "Remove the folder by hand")
    }

    @Test func oneCharacterPathsAreBuiltAndRebuilt() throws {
        let project = try Self.project()
        for out in ["a", "b/", "a", "b/"] {
            let run = try PushlocProcess.run(["build", "--out", out], in: project.root)
            #expect(run.status == 0, "build --out \(out): \(run.status) \(run.standardError)")
        }
        #expect(FileManager.default.fileExists(atPath: project.path("b/preview.html")))
        for out in ["/", "", ".", ".."] {
            let before = Self.snapshot(project.root)
            let run = try PushlocProcess.run(["build", "--out", out], in: project.root)
            #expect(run.status == 2, "build --out '\(out)': \(run.status) \(run.standardError)")
            #expect(Self.snapshot(project.root) == before)
        }
    }

    @Test func aTemplateNamedWithANewlineLeavesTheFolderRebuildable() throws {
        let project = try Self.project()
        try project.write("templates/notifications/bad\nname.json", #"{"aps":{"alert":{"loc-key":"BODY","loc-args":["x"]}}}"#)
        try project.write("templates/notifications/bad\rname.json", #"{"aps":{"alert":{"loc-key":"BODY","loc-args":["x"]}}}"#)
        for _ in 0..<2 {
            let run = try PushlocProcess.run(["build", "--out", "out"], in: project.root)
            #expect(run.status != 2, "\(run.standardError)")
            #expect(run.standardError.contains("bad\\nname.json: warning: skipped: the file name holds a control character"))
            #expect(!run.standardError.contains("bad\nname") && !run.standardError.contains("bad\rname"))
        }
    }

    @Test func aLinkNamedWithADotIsStillALinkAndTheModeIsKept() throws {
        let project = try Self.project()
        try FileManager.default.createDirectory(atPath: project.path("real"), withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let first = try PushlocProcess.run(["build", "--out", "real"], in: project.root)
        #expect(first.status == 0, "\(first.standardError)")
        try FileManager.default.createSymbolicLink(atPath: project.path("link"), withDestinationPath: "real")
        for out in ["link/.", "link/./", "link"] {
            try Self.expectRefused(["--out", out], in: project, saying: "it is a symbolic link")
        }
        let again = try PushlocProcess.run(["build", "--out", "real/."], in: project.root)
        #expect(again.status == 0, "\(again.standardError)")
        let mode = try FileManager.default.attributesOfItem(atPath: project.path("real"))[.posixPermissions] as? Int
        #expect(mode == 0o700)
    }

    @Test func aRefusalPrintsFileNamesWithVisibleEscapes() throws {
        let project = try Self.project()
        try project.write("out/evil\n\u{1B}[31mname\u{202E}txt", "mine\n")
        let message = try Self.expectRefused(["--out", "out"], in: project, saying: #"evil\n\u{1B}[31mname\u{202E}txt"#)
        #expect(message.split(separator: "\n").count == 1 && !message.contains("\u{1B}") && !message.contains("\u{202E}"))
    }
}
