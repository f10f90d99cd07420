import Foundation
import PushlocTestSupport
import Testing

/// The version is written once (ToolVersion); everything a user copies says the same: `pushloc --version`,
/// CHANGELOG.md's newest release, and the documents' pre-commit `rev` and `Package.swift` snippets.
@Suite struct ReleaseVersionTests {
    static func text(_ relative: String) throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The documents a user copies snippets from: the README, `Documentation/` and the library's DocC
    /// articles, as (path, text).
    static func documents() throws -> [(path: String, text: String)] {
        var paths = ["README.md"]
        for folder in ["Documentation", "Sources/PushLocalization/PushLocalization.docc"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent(folder).path)
            paths += names.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
        }
        return try paths.map { ($0, try text($0)) }
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

    /// No tag exists until a release is made, so a pre-commit `rev` is the placeholder `<commit-sha>`
    /// (a snippet that names a tag fails as copied: `pathspec did not match`), or the version once tagged.
    @Test func everyPreCommitRevisionIsTheVersionOrTheCommitPlaceholder() throws {
        let version = try Self.printedVersion()
        var all: [String] = []
        for document in try Self.documents() {
            let revisions = ReleaseVersions.preCommitRevisions(inReadme: document.text)
            all += revisions
            #expect(revisions.allSatisfy { $0 == version || $0 == ReleaseVersions.commitPlaceholder }, "\(document.path) rev: \(revisions)")
        }
        #expect(!all.isEmpty)
    }

    @Test func everyPackageSnippetIsTheVersion() throws {
        let version = try Self.printedVersion()
        var all: [String] = []
        for document in try Self.documents() {
            let versions = ReleaseVersions.packageVersions(inReadme: document.text)
            all += versions
            #expect(versions.allSatisfy { $0 == version }, "\(document.path) .package(... from:) \(versions)")
        }
        #expect(ReleaseVersions.packageVersions(inReadme: try Self.text("README.md")).count >= 2, "the README shows the package to both an iOS and a server team")
        #expect(!all.isEmpty)
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
    /// The `rev` a pre-commit snippet shows until a release is tagged.
    static let commitPlaceholder = "<commit-sha>"

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
