import Catalog
import Diagnostics
import Foundation
import TestSupport
import Testing
@testable import Checks

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
}
