import Foundation
import PushlocTestSupport
import Testing

/// How the command line words a usage error: a misspelt command names the one meant, and a located
/// error says `error:` once.
@Suite struct UsageMessageTests {
    @Test func aMisspeltCommandNamesTheOneMeant() throws {
        let folder = try TemporaryFolder()
        let run = try PushlocProcess.run(["chek"], in: folder.root)
        #expect(run.status == 2)
        #expect(run.standardError.contains("did you mean 'check'?"), "\(run.standardError)")
        let far = try PushlocProcess.run(["xyzzyplugh"], in: folder.root)
        #expect(far.status == 2 && !far.standardError.contains("did you mean"), "\(far.standardError)")
    }

    @Test func aConfigurationErrorSaysErrorOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("L/en.lproj/Localizable.strings", "\"A\" = \"a\";\n")
        try folder.write(".pushloc.yml", "strict: maybe\n")
        for command in [["check", "L"], ["build", "--localizations", "L", "--out", "out"]] {
            let run = try PushlocProcess.run(command, in: folder.root)
            #expect(run.status == 2, "\(command)")
            #expect(run.standardError.components(separatedBy: "error:").count == 2, "\(command): \(run.standardError)")
            #expect(run.standardError.hasPrefix(".pushloc.yml:1:"), "\(command): \(run.standardError)")
        }
    }
}

/// `pushloc rules ID` shows one rule; a misspelt id names the one meant.
@Suite struct RuleCommandTests {
    @Test func oneRuleInTextAndJSON() throws {
        let folder = try TemporaryFolder()
        let text = try PushlocProcess.run(["rules", "duplicate-key"], in: folder.root)
        #expect(text.status == 0)
        let printed = String(decoding: text.standardOutput, as: UTF8.self)
        #expect(printed.hasPrefix("duplicate-key: ") && printed.contains("Reported by pushloc check . --format json:\n") && printed.contains("--fix corrects"), "\(printed)")
        let json = try PushlocProcess.run(["rules", "syntax", "--format", "json"], in: folder.root)
        let object = try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any]
        #expect(object?["id"] as? String == "syntax" && object?["fixable"] as? Bool == false && object?["mandatory"] as? Bool == true)
    }

    @Test func aMisspeltRuleNamesTheOneMeant() throws {
        let folder = try TemporaryFolder()
        let run = try PushlocProcess.run(["rules", "duplicat-key"], in: folder.root)
        #expect(run.status == 2)
        #expect(run.standardError.contains("no rule 'duplicat-key'; did you mean 'duplicate-key'?"), "\(run.standardError)")
    }
}
