import Foundation

/// The arguments after an app-folder mode's flag (`--apps`, `--ship`): `--runs N`, `--pushloc BIN`, and
/// every other argument that is not an option, an app folder (relative to the working directory).
struct AppFolderArguments {
    var folders: [URL] = []
    var runs: Int
    var binary: String?

    init(_ arguments: [String], after flag: String, defaultRuns: Int) {
        runs = defaultRuns
        var index = (arguments.firstIndex(of: flag) ?? arguments.count - 1) + 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--runs", arguments.indices.contains(index + 1) {
                runs = max(1, Int(arguments[index + 1]) ?? defaultRuns)
                index += 2
                continue
            }
            if argument == "--pushloc", arguments.indices.contains(index + 1) {
                binary = arguments[index + 1]
                index += 2
                continue
            }
            if !argument.hasPrefix("--") {
                folders.append(URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL)
            }
            index += 1
        }
    }

    /// The `pushloc` to run: `binary`, else the one beside this benchmark; `nil`, with a line saying
    /// `mode` is skipped, when it is not there.
    static func executable(_ binary: String?, mode: String) -> String? {
        let path = binary ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("pushloc").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            print("\(mode): skipped (build the CLI first: swift build -c release --product pushloc)")
            return nil
        }
        return path
    }
}
