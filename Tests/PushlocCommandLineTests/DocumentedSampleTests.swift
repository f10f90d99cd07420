import Foundation
import PushlocTestSupport
import Testing

/// The sample outputs in the README and `Documentation/` are what the built `pushloc` prints, and the
/// synopsis in `Documentation/Commands.md` lists every option `--help` lists: the documents cannot
/// drift from the tool.
@Suite struct DocumentedSampleTests {
    static let repository = Repository.root

    /// The text of a document, by its path in the repository.
    static func document(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines printed after `$ command` in a document's fenced block, with the block's indentation removed.
    static func sample(after command: String, in document: String) -> String? {
        let lines = document.components(separatedBy: "\n")
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
        #expect(Self.sample(after: "swift run pushloc check", in: try Self.document("README.md")) == expected, "README.md's sample should read:\n\(expected)")
    }

    @Test func theMultiBundleSampleIsTheRealAppFixture() throws {
        let fixture = try RealAppFixture()
        let command = "pushloc check . --exclude '**/StringsConvertor/input'"
        let expected = try Self.printed(["check", ".", "--exclude", "**/StringsConvertor/input"], in: fixture.folder.root)
        #expect(Self.sample(after: command, in: try Self.document("Documentation/Bundles.md")) == expected, "Documentation/Bundles.md's sample should read:\n\(expected)")
    }

    @Test func theRenderSampleIsTheShippedTemplate() throws {
        let command = "pushloc render templates/notifications/game_invite.json --locale fr-CA --locale ar"
        let expected = try Self.printed(["render", "templates/notifications/game_invite.json", "--locale", "fr-CA", "--locale", "ar"], in: Self.repository)
        #expect(Self.sample(after: command, in: try Self.document("Documentation/Commands.md")) == expected, "Documentation/Commands.md's render sample should read:\n\(expected)")
    }

    /// Every `--option` that a command's `--help` lists is in the synopsis of that command in
    /// `Documentation/Commands.md`.
    @Test(arguments: ["check", "parse", "format", "render", "payloads", "devtodev", "buttons", "build", "rules"])
    func theSynopsisListsEveryOption(_ command: String) throws {
        let help = try Self.printed([command, "--help"], in: Self.repository)
        let options = Set(help.matches(of: /(?m)^ {2}(?:-[a-z], )?(--[a-z][a-z-]*)/).map { String($0.output.1) })
            .subtracting(["--help", "--version"])
        let document = try Self.document("Documentation/Commands.md")
        // The synopsis: the lines of the first block that start with `pushloc <command>`, and their
        // continuation lines.
        var synopsis = ""
        var inCommand = false
        for line in document.components(separatedBy: "\n") {
            if line.hasPrefix("pushloc ") { inCommand = line.hasPrefix("pushloc \(command) ") || line == "pushloc \(command)" }
            else if !line.hasPrefix(" ") { inCommand = false }
            if inCommand { synopsis += line + "\n" }
        }
        #expect(!synopsis.isEmpty, "no synopsis line for \(command)")
        for option in options.sorted() {
            #expect(synopsis.contains(option), "Documentation/Commands.md's synopsis of \(command) lacks \(option)")
        }
    }
}
