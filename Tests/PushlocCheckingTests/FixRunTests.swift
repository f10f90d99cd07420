@testable import PushlocChecking
import PushlocChecks
import Foundation
import PushlocStringsFile
import PushlocTestSupport
import Testing

/// `check --fix` inside: the diff built from the fixes' regions, the fixed point, and a file that
/// changes between the read and the write.
@Suite struct FixRunTests {
    /// Runs every round of fixes on `text`, as a translation of `source` when given.
    static func fixed(_ bytes: [UInt8], source: [String: String]? = nil) -> FixRounds {
        let lookup: ((String) -> String?)? = source.map { table in { table[$0] } }
        return FixRounds(bytes, path: "fr.lproj/Localizable.strings", developmentText: lookup) { _ in { _ in true } }
    }

    static func change(_ rounds: FixRounds, path: String = "L/fr.lproj/Localizable.strings") -> FixRun.Change {
        FixRun.Change(path: path, target: path, before: rounds.before, after: rounds.after, fixes: rounds.fixes,
                      encoding: rounds.document.encoding, hasByteOrderMark: rounds.document.hasByteOrderMark, regions: rounds.regions)
    }

    @Test func theDiffOfALargeFileIsLinearWorkWithExactHunks() throws {
        var text = ""
        for index in 0..<20_000 { text += "\"KEY_\(index)\" = \"Value number \(index)\";\n" }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[10] = "\"KEY_10\" = \"Next \\u203A\";"
        lines[10_000] = "\"KEY_10000\" = \"Next \\u203A\";"
        lines.insert("\"KEY_10000\" = \"Next \\U203A\";", at: 10_001)
        lines[19_990] = "\"KEY_19990\" = \"Back \\u2039\";"
        let bytes = Array(lines.joined(separator: "\n").utf8)
        #expect(bytes.count > 500_000)
        let rounds = Self.fixed(bytes)
        var diff = UnifiedDiff()
        let rendered = try #require(FixDiff.render(Self.change(rounds), with: &diff))
        // One pass over both texts, plus the lines printed.
        #expect(diff.steps < 2 * (bytes.count + rounds.after.count) + 100)
        #expect(rendered.components(separatedBy: "@@ -").count - 1 == 3)
        #expect(rendered.contains("@@ -8,7 +8,7 @@\n"))
        #expect(rendered.contains("@@ -9998,8 +9998,7 @@\n"))
        #expect(rendered.contains("@@ -19988,7 +19987,7 @@\n"))
        #expect(rendered.contains("-\"KEY_10000\" = \"Next \\u203A\";\n-\"KEY_10000\" = \"Next \\U203A\";\n+\"KEY_10000\" = \"Next \\U203A\";\n"))
        #expect(Self.applying(rendered, to: bytes) == rounds.after)
    }

    @Test func generatedFilesReachTheFixedPointInOneRunAndTheirDiffsApply() {
        var generator = SeededGenerator(seed: 0x5EED)
        let keys = ["A", "B", "C"]
        let values = ["x", "\\u00e9", "\\U00e9", "\\u1$@", "1$@", "%1$@", "\\ud83d\\ude00", "\\ud800", "\\u0000", "\\udemy", "\\u00e9a",
                      "\\u202e", "%2$@ 1$@", "100 % 1$@", "\\ud83d\\Ude00", "a\\nb", "\\\\u00e9"]
        let source = ["A": "%1$@", "B": "%1$@ %2$@", "C": "c"]
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let key = keys.randomElement(using: &generator) ?? "A"
                let value = (0..<Int.random(in: 1...2, using: &generator)).map { _ in values.randomElement(using: &generator) ?? "" }.joined(separator: " ")
                text += "\"\(key)\" = \"\(value)\";" + (Bool.random(using: &generator) ? "\r\n" : "\n")
            }
            let once = Self.fixed(Array(text.utf8), source: source)
            let twice = Self.fixed(once.after, source: source)
            #expect(twice.after == once.after, "\(text)")
            if once.after != once.before, let rendered = FixDiff.render(Self.change(once)) {
                #expect(Self.applying(rendered, to: once.before) == once.after, "\(text)")
            }
            // No fix makes a character the device cannot show.
            let before = StringsParser.parse(once.before, path: "x").diagnostics.count { $0.rule == "syntax" }
            let after = StringsParser.parse(once.after, path: "x").diagnostics.count { $0.rule == "syntax" }
            #expect(after <= before, "\(text)")
        }
    }

    @Test func aFileChangedAfterItWasReadIsNotOverwritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", "\"A\" = \"Next \\u203A\";\n")
        var request = CheckRequest()
        request.paths = ["Localizations"]
        let session = try CheckSession(request, workingDirectory: folder.root.path)
        let plan = try session.attempt { () throws(CheckSessionError) in try FixRun.plan(in: session) }
        #expect(plan.changes.count == 1)
        let edited = Data("\"A\" = \"Next \\u203A\";\n\"B\" = \"new\";\n".utf8)
        try edited.write(to: folder.root.appendingPathComponent("Localizations/en.lproj/Localizable.strings"))
        let written = try session.attempt { () throws(CheckSessionError) in try FixRun.write(plan.changes) }
        #expect(written.written.isEmpty)
        #expect(written.notes == ["Localizations/en.lproj/Localizable.strings: not fixed: it changed while pushloc was fixing it"])
        #expect(try Data(contentsOf: folder.root.appendingPathComponent("Localizations/en.lproj/Localizable.strings")) == edited)
    }

    /// `diff` applied to `bytes` by its hunk headers alone, as `patch` would: the context and removed
    /// lines must be there, exactly, at the header's line.
    static func applying(_ diff: String, to bytes: [UInt8]) -> [UInt8]? {
        let old = withTerminators(String(decoding: bytes, as: UTF8.self))
        var patch: [(mark: Character, line: String)] = []
        for line in withTerminators(diff).dropFirst(2) {
            if line.hasPrefix("\\") {
                guard var last = patch.popLast(), last.line.hasSuffix("\n") else { return nil }
                last.line.removeLast()
                patch.append(last)
            } else if let mark = line.first {
                patch.append((mark, String(line.dropFirst())))
            }
        }
        var result = "", consumed = 0
        for (mark, line) in patch {
            if mark == "@" {
                let numbers = line.dropFirst(3).split(separator: " ")[0].split(separator: ",")
                guard let start = Int(numbers[0]), let count = Int(numbers[1]) else { return nil }
                let first = count == 0 ? start : start - 1
                guard first >= consumed, first <= old.count else { return nil }
                result += old[consumed..<first].joined()
                consumed = first
                continue
            }
            if mark == " " || mark == "-" {
                guard consumed < old.count, old[consumed] == line else { return nil }
                consumed += 1
            }
            if mark == " " || mark == "+" { result += line }
        }
        result += old[consumed...].joined()
        return Array(result.utf8)
    }

    /// The lines of `text`, each with its `\n` (the last one may have none).
    static func withTerminators(_ text: String) -> [String] {
        // By bytes: a `\r\n` is one Character, which a split on "\n" would not cut.
        var lines: [String] = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) + "\n" }
        if let last = lines.popLast(), last != "\n" { lines.append(String(last.dropLast())) }
        return lines
    }
}

extension CheckSession {
    /// Runs `body`, for tests that call the session's typed-throwing steps.
    func attempt<Value>(_ body: () throws(CheckSessionError) -> Value) throws -> Value {
        do { return try body() } catch { throw error }
    }
}
