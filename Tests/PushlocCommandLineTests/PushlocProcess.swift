import Foundation

/// Runs the `pushloc` executable that `swift build` put beside the test bundle.
struct PushlocProcess {
    /// What one run printed, and its exit code.
    struct Result {
        var status: Int32
        var standardOutput: Data
        var standardError: String
    }

    /// The built `pushloc`, in the folder of the test bundle's executable.
    static let executable: URL? = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent(), folder.deletingLastPathComponent().deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("pushloc")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }()

    /// Runs `pushloc arguments...` in `directory` and waits for it, with `environment` added to this
    /// process's; the pre-commit cache is off unless `environment` names one (tests never write to the
    /// user's cache folder).
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Result {
        guard let executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(["PUSHLOC_CACHE": "off"]) { _, off in off }
            .merging(environment) { _, given in given }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting, so that a full pipe never blocks the child.
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, standardOutput: printed, standardError: String(decoding: complained, as: UTF8.self))
    }
}
