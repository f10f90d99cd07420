import Foundation
import PushlocTestSupport
import Testing

/// `build` and `check` run one check session: the same `.pushloc.yml`, suppressions and baseline.
@Suite struct BuildMatchesCheckTests {
    /// A bundle with an argument-extra error, an empty value, a missing key and an extra key, under a
    /// configuration that makes empty values errors, and one suppression comment.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", """
            "A" = "%@ and %@";
            "B" = "Inbox";
            "C" = "Done";
            "D" = "Sent %@";

            """)
        try folder.write("Localizations/fr.lproj/Localizable.strings", """
            "A" = "%@ et %@ et %@";
            "B" = "";
            /* pushloc:disable:next argument-missing */
            "D" = "Envoyé";
            "Z" = "z";

            """)
        try folder.write(".pushloc.yml", "rules:\n  empty-value: error\n")
        return folder
    }

    @Test func buildWritesWhatCheckPrints() throws {
        let folder = try Self.project()
        // The baseline records today's argument-extra; then a new empty value appears, which is reported.
        let recorded = try PushlocProcess.run(["check", "--write-baseline", "baseline.json", "--format", "json"], in: folder.root)
        #expect(recorded.status == 1, "\(recorded.standardError)")
        try folder.write("Localizations/fr.lproj/Localizable.strings", """
            "A" = "%@ et %@ et %@";
            "B" = "";
            /* pushloc:disable:next argument-missing */
            "D" = "Envoyé";
            "Z" = "z";
            "C" = "";

            """)

        let check = try PushlocProcess.run(["check", "--baseline", "baseline.json", "--format", "json"], in: folder.root)
        let build = try PushlocProcess.run(["build", "--baseline", "baseline.json", "--out", "out"], in: folder.root)
        let written = try Data(contentsOf: folder.root.appendingPathComponent("out/check.json"))
        #expect(written == check.standardOutput)
        #expect(check.status == 1 && build.status == 1, "\(check.standardError)\(build.standardError)")

        // What the session did: the new empty value raised to an error, argument-missing suppressed, and
        // the recorded findings (argument-extra, the first empty value, missing and extra keys) hidden.
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains(#""rule":"empty-value","severity":"error""#))
        #expect(!text.contains("argument-missing") && !text.contains("argument-extra"))
        #expect(text.contains(#""errors":1,"warnings":0"#))
    }

    @Test func syntaxCannotBeTurnedOff() throws {
        let folder = try Self.project()
        try folder.write(".pushloc.yml", "rules:\n  syntax: off\n")
        for arguments in [["check"], ["build", "--out", "out"]] {
            let run = try PushlocProcess.run(arguments, in: folder.root)
            #expect(run.status == 2)
            #expect(run.standardError.contains(".pushloc.yml:2:11: error: 'syntax' cannot be turned off"))
        }
    }

    @Test func unknownOnlyRuleIsAUsageErrorWithASuggestion() throws {
        let folder = try Self.project()
        let run = try PushlocProcess.run(["check", "--only-rule", "empty-valu"], in: folder.root)
        #expect(run.status == 2)
        #expect(run.standardError.contains("unknown rule id 'empty-valu'; did you mean 'empty-value'?"))
    }

    @Test func onlyRuleReportsOnlyThatRule() throws {
        let folder = try Self.project()
        let run = try PushlocProcess.run(["check", "--only-rule", "extra-key", "--format", "json"], in: folder.root)
        let text = String(decoding: run.standardOutput, as: UTF8.self)
        #expect(run.status == 0)
        #expect(text.contains(#""rule":"extra-key""#) && !text.contains("empty-value") && !text.contains("argument-extra"))
    }
}
