import Foundation
import Testing

/// The README is the product's front page: short, both readers' paths near the top, the test command
/// CI runs, and a pre-commit hook that works as copied.
@Suite struct FrontPageTests {
    static func readme() throws -> [String] {
        try SourceTree.text("README.md").components(separatedBy: "\n")
    }

    @Test func theReadmeIsShortAndShowsBothPathsEarly() throws {
        let lines = try Self.readme()
        #expect(lines.count <= 300, "README.md has \(lines.count) lines; the manual belongs in Documentation/")
        let ios = lines.firstIndex(of: "## For an iOS team")
        let server = lines.firstIndex(of: "## For a server team")
        #expect(ios.map { $0 < 60 } == true, "an iOS team's path starts at line \(ios.map { $0 + 1 } ?? 0)")
        #expect(server.map { $0 < 120 } == true, "a server team's path starts at line \(server.map { $0 + 1 } ?? 0)")
    }

    /// `.ci/run` runs the README's test command; the README says that `.ci/run` does more.
    @Test func theReadmeShowsTheTestCommandThatCIRuns() throws {
        let lines = try Self.readme()
        #expect(lines.contains { $0.hasPrefix("swift test ") || $0 == "swift test" })
        #expect(lines.contains { $0.contains("`.ci/run` does more") })
        let ci = try SourceTree.text(".ci/run").components(separatedBy: "\n")
        #expect(ci.contains("swift test"))
    }

    /// The documented `repo: local` hook runs the installed `pushloc` on the files the published hook
    /// takes, all in one run.
    @Test func theLocalHookMatchesThePublishedHook() throws {
        let published = try Self.hookFields(SourceTree.text(".pre-commit-hooks.yaml"))
        for path in ["README.md", "Documentation/CI.md"] {
            let text = try SourceTree.text(path)
            let block = try #require(text.range(of: "  - repo: local\n").map { text[$0.upperBound...] }?.prefix { $0 != "`" }, "\(path)")
            let local = Self.hookFields(String(block))
            #expect(local["id"] == published["id"], "\(path)")
            #expect(local["entry"] == "pushloc check" && local["language"] == "system", "\(path)")
            #expect(local["files"] == published["files"], "\(path): files \(local["files"] ?? "none"), published \(published["files"] ?? "none")")
            #expect(local["require_serial"] == published["require_serial"], "\(path)")
        }
    }

    /// `key: value` of each line of a YAML hook, its list dash and comment removed.
    static func hookFields(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in text.components(separatedBy: "\n") {
            var trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("- ") { trimmed.removeFirst(2) }
            guard !trimmed.hasPrefix("#"), let colon = trimmed.firstIndex(of: ":") else { continue }
            let key = String(trimmed[..<colon])
            let value = trimmed[trimmed.index(after: colon)...].split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            if fields[key] == nil { fields[key] = value.trimmingCharacters(in: .whitespaces) }
        }
        return fields
    }
}
