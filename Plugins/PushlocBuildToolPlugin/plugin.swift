import Foundation
import PackagePlugin

/// Runs `pushloc check --reporter xcode` on every build of a target that has localizations, so that
/// the findings appear in Xcode's issue navigator (and in `swift build`'s output). Errors fail the build.
///
/// The check reruns whenever a `.strings`, `.stringsdict` or `.xcstrings` file of the target changes,
/// or `.pushloc.yml` in the package's folder does.
@main
struct PushlocBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles.map(\.url)
        return try CheckCommandBuilder.commands(
            tool: context.tool(named: "pushloc").url,
            workDirectory: context.pluginWorkDirectoryURL,
            projectFolder: context.package.directoryURL,
            name: target.name,
            inputs: inputs
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PushlocBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try CheckCommandBuilder.commands(
            tool: context.tool(named: "pushloc").url,
            workDirectory: context.pluginWorkDirectoryURL,
            projectFolder: context.xcodeProject.directoryURL,
            name: target.displayName,
            inputs: target.inputFiles.map(\.url)
        )
    }
}
#endif

/// The one build command: `pushloc check --reporter xcode BUNDLE ...`, touching a stamp file on success
/// so that the build system knows the command ran and reruns it only when an input changes.
enum CheckCommandBuilder {
    /// The extensions of every table format pushloc reads. A plugin cannot import the package's modules:
    /// this is the one copy of `TableFormats.fileExtensions` (Sources/PushlocFormats) here, and FormatsTests
    /// keeps it equal to the registry's.
    static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings"]

    static func commands(tool: URL, workDirectory: URL, projectFolder: URL, name: String, inputs: [URL]) -> [Command] {
        let localizable = inputs.filter { extensions.contains($0.pathExtension) }
        guard !localizable.isEmpty else { return [] }
        var bundles: Set<String> = []
        for file in localizable {
            let parent = file.deletingLastPathComponent()
            let bundle = parent.pathExtension == "lproj" ? parent.deletingLastPathComponent() : parent
            bundles.insert(bundle.standardizedFileURL.path)
        }
        let configuration = projectFolder.appendingPathComponent(".pushloc.yml")
        var arguments = ["check", "--reporter", "xcode"]
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
        }
        let stamp = workDirectory.appendingPathComponent("\(name).pushloc-checked")
        // sh touches the stamp only when the check passes, so a failing check runs again next build.
        let script = "stamp=\"$1\"; shift; \"$@\" && : > \"$stamp\""
        return [.buildCommand(
            displayName: "pushloc check \(name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, "sh", stamp.path, tool.path] + arguments + bundles.sorted(),
            inputFiles: localizable + (FileManager.default.fileExists(atPath: configuration.path) ? [configuration] : []),
            outputFiles: [stamp]
        )]
    }
}
