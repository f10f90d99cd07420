import Foundation
import PushlocTestSupport
import Testing

/// The README's sample outputs are what the built `pushloc` prints, and its synopsis lists every
/// option `--help` lists: the README cannot drift from the tool.
@Suite struct ReadmeSampleTests {
    static let repository = Repository.root

    static func readme() throws -> String {
        try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The lines printed after `$ command` in the README's fenced block, with the block's indentation removed.
    static func sample(after command: String, in readme: String) -> String? {
        let lines = readme.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "$ " + command }) else { return nil }
        let indent = lines[start].prefix { $0 == " " }.count
        var output: [String] = []
        for line in lines[(start + 1)...] {
            if line.trimmingCharacters(in: .whitespaces) == "```" { break }
            output.append(String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count))))
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// What `pushloc arguments` prints (standard output, then standard error) in `folder`.
    static func printed(_ arguments: [String], in folder: URL) throws -> String {
        let run = try PushlocProcess.run(arguments, in: folder)
        return String(decoding: run.standardOutput, as: UTF8.self) + run.standardError
    }

    @Test func theQuickStartSampleIsTheShippedDataWithAThirdArgumentInFrench() throws {
        let folder = try TemporaryFolder()
        for name in ["Localizations", "templates"] {
            try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(name), to: folder.root.appendingPathComponent(name))
        }
        let french = folder.root.appendingPathComponent("Localizations/fr.lproj/Localizable.strings")
        let text = try String(contentsOf: french, encoding: .utf8)
        try text.replacingOccurrences(of: "jouer au Monopoly\";", with: "jouer au Monopoly avec %@\";").write(to: french, atomically: true, encoding: .utf8)
        let expected = try Self.printed(["check"], in: folder.root)
        #expect(Self.sample(after: "swift run pushloc check", in: try Self.readme()) == expected, "README quick start should read:\n\(expected)")
    }

    @Test func theMultiBundleSampleIsTheRealAppFixture() throws {
        let fixture = try RealAppFixture()
        let command = "pushloc check . --exclude '**/StringsConvertor/input'"
        let expected = try Self.printed(["check", ".", "--exclude", "**/StringsConvertor/input"], in: fixture.folder.root)
        #expect(Self.sample(after: command, in: try Self.readme()) == expected, "README multi-bundle sample should read:\n\(expected)")
    }

    @Test func theRenderSampleIsTheShippedTemplate() throws {
        let command = "pushloc render templates/notifications/game_invite.json --locale fr-CA --locale ar"
        let expected = try Self.printed(["render", "templates/notifications/game_invite.json", "--locale", "fr-CA", "--locale", "ar"], in: Self.repository)
        #expect(Self.sample(after: command, in: try Self.readme()) == expected, "README render sample should read:\n\(expected)")
    }

    /// Every `--option` that a command's `--help` lists is in the README's synopsis of that command.
    @Test(arguments: ["check", "parse", "format", "render", "payloads", "devtodev", "buttons", "build", "rules"])
    func theSynopsisListsEveryOption(_ command: String) throws {
        let help = try Self.printed([command, "--help"], in: Self.repository)
        let options = Set(help.matches(of: /(?m)^ {2}(?:-[a-z], )?(--[a-z][a-z-]*)/).map { String($0.output.1) })
            .subtracting(["--help", "--version"])
        let readme = try Self.readme()
        // The synopsis: the lines of the first block that start with `pushloc <command>`, and their
        // continuation lines.
        var synopsis = ""
        var inCommand = false
        for line in readme.components(separatedBy: "\n") {
            if line.hasPrefix("pushloc ") { inCommand = line.hasPrefix("pushloc \(command) ") || line == "pushloc \(command)" }
            else if !line.hasPrefix(" ") { inCommand = false }
            if inCommand { synopsis += line + "\n" }
        }
        #expect(!synopsis.isEmpty, "no synopsis line for \(command)")
        for option in options.sorted() {
            #expect(synopsis.contains(option), "README synopsis of \(command) lacks \(option)")
        }
    }
}
