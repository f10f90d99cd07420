import Foundation
import PushlocTestSupport
import Testing

/// The version is written once (ToolVersion); everything a user copies says the same: `pushloc --version`,
/// CHANGELOG.md's newest release, and the README's pre-commit `rev` and `Package.swift` snippet.
@Suite struct ReleaseVersionTests {
    static func text(_ relative: String) throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(relative), encoding: .utf8)
    }

    static func printedVersion() throws -> String {
        let run = try PushlocProcess.run(["--version"], in: Repository.root)
        #expect(run.status == 0)
        return String(decoding: run.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func theVersionIsTheChangelogsNewestRelease() throws {
        let version = try Self.printedVersion()
        #expect(ReleaseVersions.isVersion(version), "--version printed \(version)")
        #expect(ReleaseVersions.newestRelease(inChangelog: try Self.text("CHANGELOG.md")) == version)
    }

    @Test func theReadmesPreCommitRevisionIsTheVersion() throws {
        let revisions = ReleaseVersions.preCommitRevisions(inReadme: try Self.text("README.md"))
        #expect(!revisions.isEmpty)
        #expect(revisions.allSatisfy { $0 == (try? Self.printedVersion()) }, "README rev: \(revisions)")
    }

    @Test func theReadmesPackageSnippetIsTheVersion() throws {
        let versions = ReleaseVersions.packageVersions(inReadme: try Self.text("README.md"))
        #expect(!versions.isEmpty)
        #expect(versions.allSatisfy { $0 == (try? Self.printedVersion()) }, "README .package(... from:) \(versions)")
    }

    @Test func aChangelogWithoutAReleaseHeadingHasNoNewestRelease() {
        #expect(ReleaseVersions.newestRelease(inChangelog: "# Changelog\n\n## Unreleased\n\n- more\n") == nil)
        #expect(ReleaseVersions.newestRelease(inChangelog: "## Unreleased\n## 1.2.0\n## 1.1.0\n") == "1.2.0")
        #expect(ReleaseVersions.newestRelease(inChangelog: "## v1.2\n") == nil)
    }

    @Test func snippetsOfOtherPackagesAreNotPushlocs() {
        let readme = """
            .package(url: "https://github.com/swift-server/async-http-client", from: "1.21.0"),
            // .package(url: "https://example.com/pushloc", from: "0.2.0"),
              - repo: /path/to/pushloc
                rev: 0.2.0
            """
        #expect(ReleaseVersions.packageVersions(inReadme: readme) == ["0.2.0"])
        #expect(ReleaseVersions.preCommitRevisions(inReadme: readme) == ["0.2.0"])
    }
}

/// The versions a changelog or README states, read line by line.
enum ReleaseVersions {
    /// `MAJOR.MINOR.PATCH`, digits only, as a release tag is written.
    static func isVersion(_ text: some StringProtocol) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// The first `## MAJOR.MINOR.PATCH` heading; other headings (`## Unreleased`) are skipped.
    static func newestRelease(inChangelog text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix("## ") {
            let heading = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
            if isVersion(heading) { return heading }
        }
        return nil
    }

    /// The value of every `rev:` line (a pre-commit configuration), without a trailing comment.
    static func preCommitRevisions(inReadme text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("rev:") else { return nil }
            return trimmed.dropFirst(4).split(separator: "#").first.map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The `from:` version of every `.package(` line that names pushloc, commented out or not.
    static func packageVersions(inReadme text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.contains(".package("), line.contains("pushloc"), let from = line.range(of: "from: \"") else { return nil }
            let rest = line[from.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }
}
