import Foundation

/// fontconfig's `fc-list`, asked which installed fonts cover a language.
struct FontList {
    /// The `fc-list` executable.
    let executable: String

    /// `fc-list` from the `PATH`, or `nil` when there is none.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> FontList? {
        ExecutableSearch.find(["fc-list"], environment: environment).map(FontList.init)
    }

    /// What `fc-list :lang=<code>` prints (one line per font), or `nil` when it cannot run or fails.
    func fonts(for code: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [":lang=\(code)", "family"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Read before waiting, so that a full pipe never blocks fc-list.
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: printed, as: UTF8.self)
    }
}
