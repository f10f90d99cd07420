import Foundation
import PushlocTestSupport
import Testing

/// The command plugin tells `check`'s options from its paths with a copy of the options that take a
/// value (a plugin cannot import the package's modules); the copy must list what `check` takes.
@Suite struct PluginArgumentsTests {
    @Test func thePluginKnowsEveryOptionThatTakesAValue() throws {
        let folder = try TemporaryFolder()
        let help = try PushlocProcess.run(["check", "--help"], in: folder.root)
        #expect(help.status == 0)
        let plugin = try String(contentsOf: Repository.root.appendingPathComponent("Plugins/PushlocCommandPlugin/plugin.swift"), encoding: .utf8)
        let listed = try #require(Self.set(named: "optionsWithValues", in: plugin))
        let taken = Self.optionsWithValues(inHelp: String(decoding: help.standardOutput, as: UTF8.self))
        #expect(taken.contains("--reporter") && taken.contains("--only-rule"))
        #expect(listed == taken)
    }

    /// The long names of the options that `--help` shows with a `<value>`.
    static func optionsWithValues(inHelp help: String) -> Set<String> {
        var result = Set<String>()
        for line in help.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("--") else { continue }
            // The option's names and value, before the help text's column.
            let names = trimmed.components(separatedBy: "  ").first ?? ""
            guard names.contains("<") else { continue }
            for word in names.split(whereSeparator: { $0 == " " || $0 == "," }) where word.hasPrefix("--") {
                result.insert(String(word))
            }
        }
        return result
    }

    /// The strings of `static let NAME: Set<String> = [...]` in a source file.
    static func set(named name: String, in source: String) -> Set<String>? {
        guard let start = source.range(of: "static let \(name): Set<String> = ["),
              let end = source[start.upperBound...].firstIndex(of: "]") else { return nil }
        let items = source[start.upperBound..<end].split(separator: ",")
        return Set(items.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" \n")) }.filter { !$0.isEmpty })
    }
}
