import Foundation
import PackagePlugin

/// `swift package pushloc-check [ARGUMENTS ...]`: runs `pushloc check` in the package's folder.
///
/// It checks every folder of the package's targets that holds `.lproj` folders or `.xcstrings` files:
/// with no arguments, with `--reporter xcode`; with options only (`--reporter summary`), with those
/// options. Arguments that name a path are passed to `pushloc check` as they are, and check only
/// those paths. A `.pushloc.yml` in the package's folder applies either way.
@main
struct PushlocCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "pushloc")
        let packageFolder = context.package.directoryURL
        var checkArguments = arguments
        if !CheckArguments.namesPath(arguments) {
            let folders = context.package.targets
                .flatMap { LocalizationFolders.find(below: $0.directoryURL) }
            checkArguments = CheckArguments.merged(arguments, folders: folders.map { LocalizationFolders.relative($0, to: packageFolder) })
        }
        let process = Process()
        process.executableURL = tool.url
        process.currentDirectoryURL = packageFolder
        process.arguments = ["check"] + checkArguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("pushloc check exited \(process.terminationStatus)")
            throw PushlocCheckFailed(status: process.terminationStatus)
        }
    }
}

/// `pushloc check` found errors (exit 1) or could not run (exit 2).
struct PushlocCheckFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "pushloc check exited \(status)" }
}

/// The plugin's arguments as `pushloc check` takes them: the discovered folders are added unless an
/// argument names a path.
enum CheckArguments {
    /// The options of `pushloc check` that take a value (the next argument, or `--option=value`). A
    /// plugin cannot import the package's modules: this is a copy of `check`'s options, and
    /// CommandLineTests keeps it equal to what `pushloc check --help` lists.
    static let optionsWithValues: Set<String> = [
        "--base", "--templates", "--exclude", "--missing-keys", "--reporter", "--format", "--config", "--baseline",
        "--write-baseline", "--only-rule", "--color",
    ]

    /// Whether `arguments` name a path to check: an argument that is neither an option nor an
    /// option's value, or anything after `--`.
    static func namesPath(_ arguments: [String]) -> Bool {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" { return index + 1 < arguments.endIndex }
            if !argument.hasPrefix("-") || argument == "-" { return true }
            // `--reporter summary` takes the next argument as its value; `--reporter=summary` does not.
            index += optionsWithValues.contains(argument) ? 2 : 1
        }
        return false
    }

    /// `arguments` with `folders` added: with no arguments, `--reporter xcode` and the folders; with
    /// options only, the options and then the folders.
    static func merged(_ arguments: [String], folders: [String]) -> [String] {
        if arguments.isEmpty { return ["--reporter", "xcode"] + folders }
        return arguments + folders
    }
}

/// The folders that hold `<lang>.lproj` folders or String Catalogs: pushloc's bundles.
enum LocalizationFolders {
    /// The extensions of the table formats whose one file holds every language (and so makes its folder
    /// a bundle). A plugin cannot import the package's modules: this is the one copy of
    /// `TableFormats` (Sources/PushlocFormats) here, and FormatsTests keeps it equal to the registry's.
    static let catalogExtensions: Set<String> = ["xcstrings"]

    static func find(below root: URL) -> [URL] {
        let manager = FileManager.default
        guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var folders: Set<URL> = []
        for case let url as URL in walker where url.pathExtension == "lproj" || catalogExtensions.contains(url.pathExtension) {
            folders.insert(url.deletingLastPathComponent().standardizedFileURL)
            if url.pathExtension == "lproj" { walker.skipDescendants() }
        }
        return folders.sorted { $0.path < $1.path }
    }

    static func relative(_ url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
