import Foundation
import PushlocTestSupport
import Testing

/// pre-commit passes the changed files: the run reports what those files are responsible for.
@Suite struct PreCommitTests {
    /// A repository whose Dutch and Chinese translations have old errors nobody touches.
    static func repository() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("App/en.lproj/Localizable.strings", "\"A\" = \"%@ invited you\";\n\"B\" = \"Inbox\";\n")
        try folder.write("App/de.lproj/Localizable.strings", "\"A\" = \"%@ hat dich eingeladen\";\n\"B\" = \"Posteingang\";\n")
        try folder.write("App/nl.lproj/Localizable.strings", "\"A\" = \"%@ en %@ nodigden je uit\";\n\"B\" = \"Inbox\";\n")
        try folder.write("App/zh-Hans.lproj/Localizable.strings", "\"A\" = \"%d 邀请了你\";\n\"B\" = \"收件箱\";\n")
        try git(["init", "-q"], in: folder.root)
        try git(["add", "."], in: folder.root)
        try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "start"], in: folder.root)
        return folder
    }

    @Test func aChangeInOneLanguageDoesNotFailOnOldErrorsOfOthers() throws {
        let folder = try Self.repository()
        try folder.write("App/de.lproj/Localizable.strings", "\"A\" = \"%@ hat Sie eingeladen\";\n\"B\" = \"Posteingang\";\n")
        let changed = try Self.git(["diff", "--name-only"], in: folder.root).split(separator: "\n").map(String.init)
        #expect(changed == ["App/de.lproj/Localizable.strings"])
        let run = try PushlocProcess.run(["check"] + changed, in: folder.root)
        #expect(run.status == 0, "\(String(decoding: run.standardOutput, as: UTF8.self))")
        // The whole bundle does have the old errors.
        let whole = try PushlocProcess.run(["check", "App"], in: folder.root)
        #expect(whole.status == 1)
    }

    @Test func aChangeInOneLanguageFailsOnItsOwnErrors() throws {
        let folder = try Self.repository()
        try folder.write("App/de.lproj/Localizable.strings", "\"A\" = \"%@ und %@ haben dich eingeladen\";\n\"B\" = \"Posteingang\";\n")
        let run = try PushlocProcess.run(["check", "App/de.lproj/Localizable.strings"], in: folder.root)
        let text = String(decoding: run.standardOutput, as: UTF8.self)
        #expect(run.status == 1)
        #expect(text.contains("App/de.lproj/Localizable.strings:1:") && !text.contains("nl.lproj") && !text.contains("zh-Hans.lproj"))
    }

    @Test func aChangedDevelopmentStringFailsOnTheTranslationsItBreaks() throws {
        let folder = try Self.repository()
        // The English string now reads a number: every translation that reads an object mismatches.
        try folder.write("App/en.lproj/Localizable.strings", "\"A\" = \"%d people invited you\";\n\"B\" = \"Inbox\";\n")
        let run = try PushlocProcess.run(["check", "--format", "json", "App/en.lproj/Localizable.strings"], in: folder.root)
        let text = String(decoding: run.standardOutput, as: UTF8.self)
        #expect(run.status == 1)
        #expect(text.contains("App/de.lproj/Localizable.strings") && text.contains("App/nl.lproj/Localizable.strings"))
    }

    @Test func theCacheFolderFromTheEnvironmentGivesTheSameReport() throws {
        let folder = try Self.repository()
        let cache = try TemporaryFolder()
        let changed = ["check", "App/de.lproj/Localizable.strings"]
        let plain = try PushlocProcess.run(changed, in: folder.root)
        let environment = ["PUSHLOC_CACHE": "on", "PUSHLOC_CACHE_DIR": cache.path("pushloc")]
        for _ in 0..<2 {
            let cached = try PushlocProcess.run(changed, in: folder.root, environment: environment)
            #expect(cached.status == plain.status && cached.standardOutput == plain.standardOutput)
        }
        // One file of the cache's own, in the folder named, and nothing in the repository.
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path("pushloc"))
        #expect(names.count == 1 && names[0].hasSuffix(".cache"))
        #expect(try Self.git(["status", "--porcelain"], in: folder.root).isEmpty)
    }

    /// The cache keeps its newest 64 files; what it removes beyond them is only its own regular files,
    /// never a folder or a link that happens to carry a cache file's name.
    @Test func theCacheTrimRemovesOnlyItsOwnFiles() throws {
        let folder = try Self.repository()
        let cache = try TemporaryFolder()
        let old = Date(timeIntervalSince1970: 1_000_000)
        for index in 0..<64 {
            let name = String(repeating: "0", count: 24) + String(format: "%08x", index) + ".cache"
            try cache.write("pushloc/\(name)", "not a record\n")
            try FileManager.default.setAttributes([.modificationDate: old.addingTimeInterval(Double(index + 10))], ofItemAtPath: cache.path("pushloc/\(name)"))
        }
        let folderName = String(repeating: "a", count: 32) + ".cache"
        let linkName = String(repeating: "b", count: 32) + ".cache"
        try cache.write("pushloc/\(folderName)/keep.txt", "mine\n")
        try cache.write("outside.txt", "mine too\n")
        try FileManager.default.createSymbolicLink(atPath: cache.path("pushloc/\(linkName)"), withDestinationPath: cache.path("outside.txt"))
        for name in [folderName, linkName] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: cache.path("pushloc/\(name)"))
        }
        let environment = ["PUSHLOC_CACHE": "on", "PUSHLOC_CACHE_DIR": cache.path("pushloc")]
        let run = try PushlocProcess.run(["check", "App/de.lproj/Localizable.strings"], in: folder.root, environment: environment)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try String(contentsOfFile: cache.path("pushloc/\(folderName)/keep.txt"), encoding: .utf8) == "mine\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: cache.path("pushloc/\(linkName)")) == cache.path("outside.txt"))
        #expect(try String(contentsOfFile: cache.path("outside.txt"), encoding: .utf8) == "mine too\n")
        // 64 old files and the new one: the oldest of them goes, and only it.
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path("pushloc"))
        #expect(names.count == 66 && !names.contains(String(repeating: "0", count: 32) + ".cache"))
    }

    @discardableResult
    static func git(_ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: printed, as: UTF8.self)
    }
}
