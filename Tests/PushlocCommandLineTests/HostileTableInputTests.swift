import Foundation
import PushlocTestSupport
import Testing

/// Hostile tables, paths and configuration through the built binary: each ends in a report or a
/// clear error, never in a crash or a hang (the time limits turn a hang into a failure).
@Suite(.timeLimit(.minutes(20))) struct HostileTableInputTests {
    private static func output(_ run: PushlocProcess.Result) -> String {
        String(decoding: run.standardOutput, as: UTF8.self) + run.standardError
    }

    /// Foundation's `deletingLastPathComponent` traps on a one-character last component: `check s`.
    @Test(arguments: ["s", "a", "./b", "é"])
    func aLooseFileWithAOneCharacterNameIsChecked(_ name: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(name, "\"A\" = \"a %@\";\n")
        let run = try PushlocProcess.run(["check", name], in: folder.root)
        #expect(run.status == 0, "\(Self.output(run))")
        #expect(Self.output(run).contains("not inside a <lang>.lproj folder"))
    }

    /// A binary table holding a set: Foundation's reader crashes on it; pushloc names the problem.
    @Test func aBinaryTableWithASetIsOneError() throws {
        let folder = try TemporaryFolder()
        let bytes: [UInt8] = Array("bplist00".utf8) + [0xC1, 0x01, 0x51, 0x61, 0x08, 0x0A, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01,
            0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
            0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0C]
        try folder.write("x.strings", bytes: bytes)
        let parse = try PushlocProcess.run(["parse", "x.strings"], in: folder.root)
        #expect(parse.status == 1)
        #expect(Self.output(parse).contains("its root is a set, not a dictionary"))
        try folder.write("L/en.lproj/Localizable.strings", "\"A\" = \"a\";\n")
        try folder.write("L/fr.lproj/Localizable.strings", bytes: bytes)
        let check = try PushlocProcess.run(["check", "L"], in: folder.root)
        #expect(check.status == 1)
        #expect(Self.output(check).contains("L/fr.lproj/Localizable.strings:1:1: error: this binary property list cannot be read"))
    }

    /// Links to `/proc/self` and `/` inside the project are not followed out of it.
    @Test func linksOutOfTheProjectEndTheWalk() throws {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", "\"A\" = \"a\";\n")
        try folder.write("Localizations/fr.lproj/Localizable.strings", "\"A\" = \"b\";\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path("proc"), withDestinationPath: "/proc/self")
        try FileManager.default.createSymbolicLink(atPath: folder.path("root"), withDestinationPath: "/")
        let run = try PushlocProcess.run(["check", "."], in: folder.root)
        #expect(run.status == 0, "\(Self.output(run))")
        #expect(Self.output(run).contains("2 languages"))
    }

    /// An XML table that declares ISO-8859-1 reads as Foundation reads it.
    @Test func anXMLTableInLatin1IsDecodedAsDeclared() throws {
        let folder = try TemporaryFolder()
        let text: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist version=\"1.0\"><dict><key>k</key><string>caf".utf8)
            + [0xE9] + Array("</string></dict></plist>\n".utf8)
        try folder.write("x.strings", bytes: text)
        let run = try PushlocProcess.run(["parse", "x.strings"], in: folder.root)
        #expect(run.status == 0, "\(Self.output(run))")
        #expect(Self.output(run).contains("\"value\":\"café\""))
    }

    /// A socket under a table's name says it is one.
    @Test func aSocketAsATableIsNamed() throws {
        let folder = try TemporaryFolder()
        try folder.write("L/en.lproj/Localizable.strings", "\"A\" = \"a\";\n")
        let path = folder.path("L/fr.lproj/Localizable.strings")
        try FileManager.default.createDirectory(atPath: folder.path("L/fr.lproj"), withIntermediateDirectories: true)
        let socket = try #require(BoundSocket(at: path))
        defer { withExtendedLifetime(socket) {} }
        let run = try PushlocProcess.run(["check", "L"], in: folder.root)
        #expect(run.status == 2)
        #expect(Self.output(run).contains("it is a socket, not a file"))
        #expect(!Self.output(run).contains("NSCocoaErrorDomain"))
    }

    /// Billion laughs behind a block scalar and behind a U+2028 line break are refused.
    @Test(arguments: ["- a: |\n    text\n  b: &x [1]\n", "# c\u{2028}base: &x en\n"])
    func aliasBombsInTheConfigurationAreRefused(_ configuration: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", "\"A\" = \"a\";\n")
        try folder.write(".pushloc.yml", configuration)
        let run = try PushlocProcess.run(["check"], in: folder.root)
        #expect(run.status == 2)
        #expect(Self.output(run).contains("YAML anchors (&name) are not allowed"))
    }

    /// No raw terminal control reaches the screen: a comment's OSC 52 (writes the clipboard), DEL and
    /// C1 in keys, a right-to-left override in a value, and ESC/BEL in an argument echoed by an error.
    @Test func outputNeverCarriesRawControls() throws {
        let folder = try TemporaryFolder()
        try folder.write("c.strings", bytes: Array("/* \u{1B}]52;c;aGVsbG8=\u{07} */\n\"k\u{7F}\u{85}\" = \"v\u{202E}\";\n".utf8))
        try folder.write("L/en.lproj/Localizable.strings", "\"A\" = \"%@\";\n")
        try folder.write("L/fr.lproj/Localizable.strings", "\"A\" = \"\u{202E} %@ %@\";\n")
        var runs = [try PushlocProcess.run(["parse", "c.strings", "--format", "text"], in: folder.root)]
        for format in ["text", "xcode", "github"] {
            runs.append(try PushlocProcess.run(["check", "L", "--format", format], in: folder.root))
        }
        runs.append(try PushlocProcess.run(["check", "L", "--base", "x\u{1B}[31m\u{07}"], in: folder.root))
        runs.append(try PushlocProcess.run(["check", "L", "--templates", "t\u{1B}]0;x\u{07}"], in: folder.root))
        for run in runs {
            let printed = Self.output(run)
            #expect(!printed.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{7F}" || $0 == "\u{85}" || $0 == "\u{202E}" },
                    "\(printed.debugDescription)")
        }
        #expect(Self.output(runs[0]).contains("/* \\u{1B}]52;c;aGVsbG8=\\u{7} */"))
        #expect(Self.output(runs[4]).contains("--base x\\u{1B}[31m\\u{7}"))
    }
}
