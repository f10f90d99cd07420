import PushlocCatalog
import PushlocDiagnostics
import PushlocFormats
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks

@Suite struct StandaloneFileCheckTests {
    @Test func aFileOutsideAnyLprojIsStillParsedAndChecked() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("loose/Extra.strings", "\"a\" = \"%1$@ %@\";\n\"b\" = \"x\"\n")
        #expect(!StandaloneFileChecks.isInLproj(file.path))
        #expect(StandaloneFileChecks.isInLproj(folder.path("L/fr.lproj/Localizable.strings")))
        let found = DiagnosticOrder.sorted(StandaloneFileChecks.check(files: [file.path], workingDirectory: folder.root.path))
        #expect(found.map { "\($0.rule) \($0.severity.rawValue) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == [
            "outside-lproj warning 1:1", "mixed-positional warning 1:13", "syntax error 2:10",
        ])
        #expect(found.first?.location?.file == "loose/Extra.strings")
    }

    /// A loose file is a table like any other: every table check of the registry runs over it, not only
    /// the format checks.
    @Test func aLooseTableGetsEveryTableCheck() throws {
        let folder = try TemporaryFolder()
        let labels = try folder.write("loose/Buttons.strings", "\"yes\" = \"Yes, and tell me more about it please\";\n\"no\" = \"No %@\";\n")
        let found = DiagnosticOrder.sorted(StandaloneFileChecks.check(files: [labels.path], workingDirectory: folder.root.path))
        #expect(found.map { "\($0.rule) \($0.severity.rawValue) \($0.location?.line ?? 0)" } == [
            "outside-lproj warning 1", "label-too-long warning 1", "label-format error 2",
        ])
        // `--only-rule` still chooses the passes that run.
        var documents: [TableDocument] = []
        let only = StandaloneFileChecks.check(files: [labels.path], workingDirectory: folder.root.path, enabledRules: ["label-format"], keeping: &documents)
        #expect(Set(only.map(\.rule)) == ["outside-lproj", "label-format"])
    }

    @Test func aLoosePluralTableGetsThePluralChecks() throws {
        let folder = try TemporaryFolder()
        let plurals = try folder.write("loose/Localizable.stringsdict", StringsDictCheckTests.plist("MSGS", format: "%#@n@", forms: ["one": "%d message"]))
        let found = StandaloneFileChecks.check(files: [plurals.path], workingDirectory: folder.root.path)
        #expect(found.map(\.rule).contains("plural-missing-other"))
        #expect(found.allSatisfy { $0.rule == "outside-lproj" || $0.rule.hasPrefix("plural-") })
    }

    @Test func anUnreadableFileIsAnError() {
        let found = StandaloneFileChecks.check(files: ["/nonexistent/loose/Extra.strings"], workingDirectory: "/")
        #expect(found.map { "\($0.rule) \($0.severity.rawValue)" } == ["unreadable-file error"])
    }
}
