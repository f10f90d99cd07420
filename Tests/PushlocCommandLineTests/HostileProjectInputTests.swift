import Foundation
import PushlocTestSupport
import Testing

/// A pull request that changes one file of the app's Xcode project or of a package manifest must not
/// turn a broken translation (French `%@ %@` against en-US `Hello %@`, ``ShippingAppFixture``) from an
/// error into nothing: through the built binary, each hostile file still ends in exit 1 with that
/// error, and whatever pushloc does not follow is a finding or a note the user sees.
@Suite(.timeLimit(.minutes(20))) struct HostileProjectInputTests {
    private static func printed(_ run: PushlocProcess.Result) -> String {
        String(decoding: run.standardOutput, as: UTF8.self) + run.standardError
    }

    /// The French error of the fixture, found.
    private static func expectFrenchError(_ run: PushlocProcess.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == 1, "\(printed(run))", sourceLocation: sourceLocation)
        #expect(printed(run).contains("Tasks/Resources/fr.lproj/Localizable.strings:1:") && printed(run).contains("[argument-extra]"),
                "\(printed(run))", sourceLocation: sourceLocation)
    }

    /// The fixture with its project file changed by `edit`.
    private static func app(_ edit: (String) -> String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        try folder.write("Tasks.xcodeproj/project.pbxproj", edit(ShippingAppFixture.projectFile))
        return folder
    }

    /// Issue 42, 1: `files = ( // resources<U+2028> B0000001, …)`. Foundation ends the comment at the
    /// separator and reads the id; so does pushloc.
    @Test(arguments: ["\u{2028}", "\u{2029}", "\r"])
    func aLineCommentEndedByASeparatorHidesNoId(_ separator: String) throws {
        let folder = try Self.app {
            $0.replacingOccurrences(of: "files = (B0000001 /* Localizable.strings in Resources */, );", with: "files = ( // resources\(separator) B0000001, );")
        }
        let run = try PushlocProcess.run(["check", "."], in: folder.root)
        Self.expectFrenchError(run)
        #expect(Self.printed(run).contains("note: not checked: 2 tables in 2 places that no target of Tasks.xcodeproj copies into the app (Sync/ja.lproj, Tasks/Resources/es.lproj)"), "\(Self.printed(run))")
    }

    /// Issue 42, 2: groups nested deeper than 64 are read.
    @Test func groupsNestedDeeperThan64AreRead() throws {
        var groups = ""
        for level in 0..<200 {
            let child = level < 199 ? "D\(level + 1)" : "G0000002 /* Resources */"
            groups += "\t\tD\(level) = {isa = PBXGroup; children = (\(child), ); sourceTree = \"<group>\"; };\n"
        }
        let folder = try Self.app {
            $0.replacingOccurrences(of: "\t\t\t\tG0000002 /* Resources */,\n", with: "\t\t\t\tD0,\n")
                .replacingOccurrences(of: "/* End PBXGroup section */", with: groups + "/* End PBXGroup section */")
        }
        Self.expectFrenchError(try PushlocProcess.run(["check", "."], in: folder.root))
    }

    /// Issue 42, 8: ids listed thousands of times read in time, with the same verdicts.
    @Test func repeatedIdsReadInTime() throws {
        let many = { (id: String, count: Int) in Array(repeating: id, count: count).joined(separator: ", ") }
        let folder = try Self.app {
            $0.replacingOccurrences(of: "\t\t\t\tT0000001 /* Tasks */,\n\t\t\t\tT0000002 /* Widget */,", with: many("T0000001", 3_000) + ", T0000002,")
                .replacingOccurrences(of: "\t\t\t\tR0000001 /* Resources */,\n\t\t\t);", with: many("R0000001", 3_000) + ",\n\t\t\t);")
                .replacingOccurrences(of: "files = (B0000001 /* Localizable.strings in Resources */, );", with: "files = (\(many("B0000001", 3_000)), );")
        }
        let start = Date()
        Self.expectFrenchError(try PushlocProcess.run(["check", "."], in: folder.root))
        #expect(Date().timeIntervalSince(start) < 20)
    }

    /// Issue 42, 3: a comment, a block comment or a `#if false` branch of `Package.swift` does not
    /// change the package's language; a `#if` pushloc cannot tell is a note, and the project's region
    /// stands in.
    @Test func aManifestIsReadOutsideCommentsAndInactiveBranches() throws {
        let real = ShippingAppFixture.packageManifest
        for prefix in ["// we used to set defaultLocalization: \"cy\" here\n", "/* defaultLocalization: \"cy\", */\n",
                       "#if false\nlet old = Package(name: \"Kit\", defaultLocalization: \"cy\")\n#endif\n"] {
            let folder = try TemporaryFolder()
            try ShippingAppFixture.write(into: folder)
            try folder.write("Packages/Kit/Package.swift", prefix + real)
            let run = try PushlocProcess.run(["check", "."], in: folder.root)
            #expect(Self.printed(run).contains("Packages/Kit/Sources/Kit/Resources/cy.lproj/Kit.strings:1:27: error:"), "\(prefix)\n\(Self.printed(run))")
        }
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        try folder.write("Packages/Kit/Package.swift", real.replacingOccurrences(
            of: "    defaultLocalization: \"de\",\n", with: "    #if os(macOS)\n    defaultLocalization: \"cy\",\n    #endif\n"))
        let run = try PushlocProcess.run(["check", "."], in: folder.root)
        #expect(Self.printed(run).contains("note: Packages/Kit/Package.swift: defaultLocalization is given in a #if branch"), "\(Self.printed(run))")
        Self.expectFrenchError(run)
    }

    /// Issue 42, 4: a manifest whose target leaves its package is refused, as SwiftPM refuses it, and
    /// takes over no table of the app.
    @Test(arguments: ["../../Tasks", "/", "../.."])
    func aForeignManifestTakesOverNothing(_ path: String) throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        try folder.write("Tools/Gen/Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Gen", defaultLocalization: "fr", targets: [.target(name: "Gen", path: "\(path)")])

            """)
        let run = try PushlocProcess.run(["check", "."], in: folder.root)
        Self.expectFrenchError(run)
        #expect(Self.printed(run).contains("Tools/Gen/Package.swift:1:1: warning: a target's path: '\(path)' leads out of this package's folder"), "\(Self.printed(run))")
        #expect(Self.printed(run).contains("[refused-manifest]"))
    }

    /// Issue 42, 5: a manifest of 1 MiB or more is a finding that names it, and its folder is checked
    /// as if it had none (here the project around it copies none of its tables: a note says so).
    @Test func aManifestTooLargeToReadIsAFinding() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        try folder.write("Packages/Kit/Package.swift", ShippingAppFixture.packageManifest + "// " + String(repeating: "x", count: 1 << 20) + "\n")
        let run = try PushlocProcess.run(["check", "."], in: folder.root)
        Self.expectFrenchError(run)
        #expect(Self.printed(run).contains("Packages/Kit/Package.swift:1:1: warning: this package manifest is 1024 KiB"), "\(Self.printed(run))")
        #expect(Self.printed(run).contains("Packages/Kit/Sources/Kit/Resources/cy.lproj"), "\(Self.printed(run))")
    }

    /// Issue 42, 6: a cache folder others can write, or another user's, is not used, and the run says
    /// so; records are the user's alone (0600).
    @Test func aCacheFolderOthersCanWriteIsNotUsed() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        let cache = try TemporaryFolder()
        chmod(cache.root.path, 0o777)
        let environment = ["PUSHLOC_CACHE": "on", "PUSHLOC_CACHE_DIR": cache.root.path]
        let run = try PushlocProcess.run(["check", "."], in: folder.root, environment: environment)
        Self.expectFrenchError(run)
        #expect(Self.printed(run).contains("is not used: others than its owner can write it"), "\(Self.printed(run))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.root.path).isEmpty)
        if geteuid() == 0 {
            chmod(cache.root.path, 0o755)
            chown(cache.root.path, 4242, 4242)
            let foreign = try PushlocProcess.run(["check", "."], in: folder.root, environment: environment)
            #expect(Self.printed(foreign).contains("is not used: it belongs to another user"), "\(Self.printed(foreign))")
            chown(cache.root.path, 0, 0)
        }
        chmod(cache.root.path, 0o700)
        let used = try PushlocProcess.run(["check", "."], in: folder.root, environment: environment)
        Self.expectFrenchError(used)
        #expect(!Self.printed(used).contains("is not used"))
        let records = try FileManager.default.contentsOfDirectory(atPath: cache.root.path).filter { $0.hasSuffix(".cache") }
        #expect(!records.isEmpty)
        for record in records {
            let mode = try FileManager.default.attributesOfItem(atPath: cache.root.appendingPathComponent(record).path)[.posixPermissions] as? Int
            #expect(mode == 0o600, "\(record): \(String(mode ?? 0, radix: 8))")
        }
    }

    /// Issue 42, 6: a record put in the place of another project's record is a miss: the project is
    /// read again, and its verdicts stand.
    @Test func aSwappedRecordIsAMiss() throws {
        let cache = try TemporaryFolder()
        let environment = ["PUSHLOC_CACHE": "on", "PUSHLOC_CACHE_DIR": cache.root.path]
        // A project that copies nothing: its record says no table ships.
        let blind = try Self.app { $0.replacingOccurrences(of: "files = (B0000001 /* Localizable.strings in Resources */, );", with: "files = ( );") }
        _ = try PushlocProcess.run(["check", "."], in: blind.root, environment: environment)
        let blindRecord = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.root.path).first { $0.hasSuffix(".cache") })
        let app = try TemporaryFolder()
        try ShippingAppFixture.write(into: app)
        Self.expectFrenchError(try PushlocProcess.run(["check", "."], in: app.root, environment: environment))
        // Every record of the real app is replaced by the blind project's.
        let blindText = try Data(contentsOf: cache.root.appendingPathComponent(blindRecord))
        for record in try FileManager.default.contentsOfDirectory(atPath: cache.root.path) where record.hasSuffix(".cache") && record != blindRecord {
            try blindText.write(to: cache.root.appendingPathComponent(record))
        }
        Self.expectFrenchError(try PushlocProcess.run(["check", "."], in: app.root, environment: environment))
    }

    /// A record changed on disk is a miss: a folder listing whose `fr.lproj` entry was renamed in the
    /// record (the folder's stamp still matches) does not hide French; the folder is listed again.
    @Test func aDamagedRecordIsAMiss() throws {
        let cache = try TemporaryFolder()
        let environment = ["PUSHLOC_CACHE": "on", "PUSHLOC_CACHE_DIR": cache.root.path]
        let app = try TemporaryFolder()
        try ShippingAppFixture.write(into: app)
        app.ageFolders()
        Self.expectFrenchError(try PushlocProcess.run(["check", "."], in: app.root, environment: environment))
        var damaged = 0
        for record in try FileManager.default.contentsOfDirectory(atPath: cache.root.path) where record.hasSuffix(".cache") {
            let url = cache.root.appendingPathComponent(record)
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            guard text.contains("fr.lproj") else { continue }
            try Data(text.replacingOccurrences(of: "fr.lproj", with: "fr.lproX").utf8).write(to: url)
            damaged += 1
        }
        #expect(damaged > 0, "a record names fr.lproj")
        Self.expectFrenchError(try PushlocProcess.run(["check", "."], in: app.root, environment: environment))
    }
}

/// `scripts/install DIR` as a user runs it, with `PUSHLOC_INSTALL_BINARY` giving the binary instead of
/// a release build: a link planted in DIR is replaced, never written through, and a binary that does
/// not run is not installed.
@Suite struct InstallScriptTests {
    private static func install(_ folder: TemporaryFolder, binary: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [Repository.path("scripts/install"), folder.path("bin")]
        process.environment = ProcessInfo.processInfo.environment.merging(["PUSHLOC_INSTALL_BINARY": binary]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test func aPlantedLinkIsNeverWrittenThrough() throws {
        let binary = try #require(PushlocProcess.executable).path
        let folder = try TemporaryFolder()
        try folder.write("victim", "keep me\n")
        try folder.write("other-victim", "keep me too\n")
        try FileManager.default.createDirectory(atPath: folder.path("bin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("bin/.pushloc.new"), withDestinationPath: folder.path("victim"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("bin/pushloc"), withDestinationPath: folder.path("other-victim"))
        let run = try Self.install(folder, binary: binary)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("installed \(folder.path("bin"))/pushloc ("), "\(run.output)")
        #expect(try String(contentsOfFile: folder.path("victim"), encoding: .utf8) == "keep me\n")
        #expect(try String(contentsOfFile: folder.path("other-victim"), encoding: .utf8) == "keep me too\n")
        let installed = try FileManager.default.attributesOfItem(atPath: folder.path("bin/pushloc"))
        #expect(installed[.type] as? FileAttributeType == .typeRegular)
        // No staging folder is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("bin")).sorted() == [".pushloc.new", "pushloc"])
    }

    @Test func aBinaryThatDoesNotRunIsNotInstalled() throws {
        let folder = try TemporaryFolder()
        try folder.write("broken", "#!/bin/sh\nexit 3\n")
        chmod(folder.path("broken"), 0o755)
        let run = try Self.install(folder, binary: folder.path("broken"))
        #expect(run.status != 0)
        #expect(run.output.contains("does not run"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("bin/pushloc")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("bin")).isEmpty)
    }
}
