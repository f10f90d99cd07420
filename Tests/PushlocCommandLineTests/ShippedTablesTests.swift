import Foundation
import PushlocTestSupport
import Testing

/// `pushloc check .` in an app's root checks what the app ships, in the project's development
/// language (``ShippingAppFixture``).
@Suite struct ShippedTablesTests {
    private static func printed(_ run: PushlocProcess.Result) -> String {
        String(decoding: run.standardOutput, as: UTF8.self) + run.standardError
    }

    @Test func aRecordedProjectGivesTheSameCheck() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        let cache = try TemporaryFolder()
        let environment = ["PUSHLOC_CACHE": "on", "PUSHLOC_CACHE_DIR": cache.root.path]
        let first = try PushlocProcess.run(["check", ".", "--format", "json"], in: folder.root, environment: environment)
        let recorded = try FileManager.default.contentsOfDirectory(atPath: cache.root.path).filter { $0.hasSuffix(".cache") }
        #expect(recorded.count == 1)
        let second = try PushlocProcess.run(["check", ".", "--format", "json"], in: folder.root, environment: environment)
        let uncached = try PushlocProcess.run(["check", ".", "--format", "json"], in: folder.root)
        #expect(first.status == 1 && second.status == 1)
        #expect(first.standardOutput == second.standardOutput && second.standardOutput == uncached.standardOutput)
        // A damaged record is read as a miss, and the project again.
        let record = cache.root.appendingPathComponent(try #require(recorded.first)).path
        try "pushloc Xcode project record 1\nkey\tnothing\n".write(toFile: record, atomically: true, encoding: .utf8)
        let damaged = try PushlocProcess.run(["check", ".", "--format", "json"], in: folder.root, environment: environment)
        #expect(damaged.standardOutput == uncached.standardOutput)
    }

    @Test func onlyShippedTablesAreCheckedAgainstTheDevelopmentRegion() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        let run = try PushlocProcess.run(["check", "."], in: folder.root)
        let text = Self.printed(run)
        #expect(run.status == 1)
        // French reads an argument the en-US source lacks: found, because en-US is the reference.
        #expect(text.contains("Tasks/Resources/fr.lproj/Localizable.strings:1:"))
        #expect(text.contains("[argument-extra]"))
        // Spanish and Japanese ship with no target: not checked, and named once.
        #expect(!text.contains("es.lproj/Localizable.strings:"))
        #expect(!text.contains("ja.lproj/Sync.strings:"))
        #expect(text.contains("note: not checked: 2 tables in 2 places that no target of Tasks.xcodeproj copies into the app (Sync/ja.lproj, Tasks/Resources/es.lproj); pass --include-unshipped"))
        // The package's Welsh ships in the package's language, German: its extra %@ is found.
        #expect(text.contains("Packages/Kit/Sources/Kit/Resources/cy.lproj/Kit.strings:1:27: error:"))

        let json = try PushlocProcess.run(["check", ".", "--format", "json"], in: folder.root)
        let report = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Any])
        #expect((summary["notes"] as? [String])?.count == 1)
        let bases = (summary["bundles"] as? [[String: Any]])?.compactMap { $0["base"] as? String }
        #expect(bases == ["de", "en-US", "en-US", "en-US"])
    }

    /// A check of a folder below the project's finds the project in a folder above it.
    @Test func aSubfolderIsJudgedByTheProjectAboveIt() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        let run = try PushlocProcess.run(["check", "Tasks"], in: folder.root)
        let text = Self.printed(run)
        #expect(text.contains("Tasks/Resources/fr.lproj/Localizable.strings:1:") && text.contains("[argument-extra]"))
        #expect(!text.contains("es.lproj/Localizable.strings:"))
        #expect(text.contains("note: not checked: 1 table in 1 place that no target of Tasks.xcodeproj copies into the app (Tasks/Resources/es.lproj)"))
    }

    @Test func unshippedTablesAreCheckedWhenAsked() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        let flag = try PushlocProcess.run(["check", ".", "--include-unshipped"], in: folder.root)
        #expect(Self.printed(flag).contains("Tasks/Resources/es.lproj/Localizable.strings:1:"))
        #expect(Self.printed(flag).contains("Sync/ja.lproj/Sync.strings:1:"))
        #expect(!Self.printed(flag).contains("note: not checked"))
        try folder.write(".pushloc.yml", "include-unshipped: true\n")
        let configured = try PushlocProcess.run(["check", "."], in: folder.root)
        #expect(Self.printed(configured).contains("Tasks/Resources/es.lproj/Localizable.strings:1:"))
    }

    /// pre-commit passes the changed file: the project above it still decides the reference.
    @Test func aChangedFileIsJudgedByItsProject() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        let run = try PushlocProcess.run(["check", "Tasks/Resources/fr.lproj/Localizable.strings"], in: folder.root)
        #expect(run.status == 1)
        #expect(Self.printed(run).contains("but the en-US string has 1 argument(s)"))
    }

    @Test func anUnreadableProjectIsAWarningAndTheCheckGoesOn() throws {
        let folder = try TemporaryFolder()
        try folder.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = (")
        try folder.write("App/en.lproj/Localizable.strings", "\"a\" = \"%@\";\n")
        try folder.write("App/fr.lproj/Localizable.strings", "\"a\" = \"%@\";\n")
        let run = try PushlocProcess.run(["check", "."], in: folder.root)
        #expect(run.status == 0)
        #expect(Self.printed(run).contains("App.xcodeproj/project.pbxproj:1:1: warning: this Xcode project cannot be read (line 2:"))
        #expect(Self.printed(run).contains("[unreadable-project]"))
    }
}

/// Interface Builder tables are labels shown as written: no format findings, but missing, empty and
/// broken entries still are.
@Suite struct InterfaceBuilderTableTests {
    @Test func aStoryboardTableGetsNoFormatFindings() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Base.lproj/Main.storyboard", "<document/>\n")
        try folder.write("App/en.lproj/Main.strings", "\"Ab1-c2-D3e.text\" = \"% of screen\";\n\"Xy9-k1-Q2w.title\" = \"Done\";\n")
        try folder.write("App/hu.lproj/Main.strings", "\"Ab1-c2-D3e.text\" = \"a képernyő %-a\";\n")
        // No storyboard beside it: known by its object-id keys.
        try folder.write("App/en.lproj/Settings.strings", "\"Zz1-a2-b3C.placeholder\" = \"50% off\";\n")
        try folder.write("App/hu.lproj/Settings.strings", "\"Zz1-a2-b3C.placeholder\" = \"\";\n")
        // A table code formats, with the same text: its findings stand.
        try folder.write("App/en.lproj/Localizable.strings", "\"share\" = \"% of screen\";\n")
        try folder.write("App/hu.lproj/Localizable.strings", "\"share\" = \"a képernyő %-a\";\n")
        let run = try PushlocProcess.run(["check", "App", "--format", "json"], in: folder.root)
        let report = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
        let findings = (report["diagnostics"] as? [[String: Any]] ?? []).map { ($0["file"] as? String ?? "", $0["rule"] as? String ?? "") }
        #expect(!findings.contains { $0.0.hasSuffix("Main.strings") && $0.1 != "missing-key" })
        #expect(findings.contains { $0.0 == "App/hu.lproj/Main.strings" && $0.1 == "missing-key" })
        #expect(findings.contains { $0.0 == "App/hu.lproj/Settings.strings" && $0.1 == "empty-value" })
        #expect(!findings.contains { $0.0.hasSuffix("Settings.strings") && $0.1 != "empty-value" })
        #expect(findings.contains { $0.0 == "App/hu.lproj/Localizable.strings" && $0.1 == "argument-extra" })
    }
}

/// Where a broken table's consequence comes from: swift-build's copy step parses a table it converts
/// to binary, and validates a text table unless the project turns validation off.
@Suite struct BuildConsequenceTests {
    private static func syntaxMessage(_ folder: TemporaryFolder) throws -> String {
        let run = try PushlocProcess.run(["check", ".", "--format", "json"], in: folder.root)
        let report = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
        let findings = report["diagnostics"] as? [[String: Any]] ?? []
        return try #require(findings.first { $0["rule"] as? String == "syntax" }?["message"] as? String)
    }

    @Test func anIOSBuildFailsOnABrokenTable() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        try folder.write("Tasks/Resources/de.lproj/Localizable.strings", "\"greeting\" = \"Hallo %@\"\n")
        let message = try Self.syntaxMessage(folder)
        #expect(message.contains("missing ';'"))
        #expect(message.hasSuffix("so its copy step parses this table and fails the build here with 'validation failed' instead of shipping it"))
    }

    @Test func aTextCopyingBuildShipsTheBrokenTable() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        let project = ShippingAppFixture.projectFile.replacingOccurrences(of: "buildSettings = {SDKROOT = iphoneos; };", with: "buildSettings = {SDKROOT = iphoneos; STRINGS_FILE_OUTPUT_ENCODING = \"UTF-16\"; };")
        try folder.write("Tasks.xcodeproj/project.pbxproj", project)
        try folder.write("Tasks/Resources/de.lproj/Localizable.strings", "\"greeting\" = \"Hallo %@\"\n")
        let message = try Self.syntaxMessage(folder)
        // The copy step still validates text tables: VALIDATE_STRINGS_FILES_WHILE_COPYING is YES by default.
        #expect(message.contains("Apple's parser rejects the whole file"))
        #expect(message.contains("Xcode's copy step validates tables by default (VALIDATE_STRINGS_FILES_WHILE_COPYING = YES)"))
        #expect(message.hasSuffix("a project that turns validation off ships the table, and the phone loads none of its strings"))
    }
}
