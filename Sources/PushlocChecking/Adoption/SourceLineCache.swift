import PushlocDiagnostics
import Foundation

/// The lines of source files, each file read and split once, for baseline identities and reports.
final class SourceLineCache: @unchecked Sendable {
    private let workingDirectory: String
    private let lock = NSLock()
    private var files: [String: [Substring]] = [:]

    init(workingDirectory: String) {
        self.workingDirectory = workingDirectory
    }

    /// Line `number` (1-based) of `file`, or `nil` when the file cannot be read as text.
    func line(_ number: Int, of file: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        let lines: [Substring]
        if let cached = files[file] {
            lines = cached
        } else {
            let path = file.hasPrefix("/") ? file : workingDirectory + "/" + file
            let text = (try? String(contentsOfFile: path, encoding: .utf8))
                ?? (try? String(contentsOfFile: path, encoding: .utf16)) ?? ""
            lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            files[file] = lines
        }
        guard number >= 1, number <= lines.count else { return nil }
        return String(lines[number - 1])
    }
}
