import Foundation

/// Instructions of one run of a program, counted by `valgrind --tool=callgrind` (stable where wall clocks
/// on a shared machine are not). valgrind reads the program's debug information, so a copy stripped of
/// it (`strip --strip-debug`) is what runs; `nil` when valgrind or strip is not installed.
struct InstructionCount {
    /// The stripped copy of the program that runs under valgrind.
    let program: String

    /// Prepares a stripped copy of `executable` in `scratch`; `nil` without valgrind and strip.
    init?(executable: String, scratch: URL) {
        guard let valgrind = Self.tool("valgrind"), let strip = Self.tool("strip") else { return nil }
        let copy = scratch.appendingPathComponent("pushloc-stripped").path
        guard Self.run(strip, ["--strip-debug", "-o", copy, executable]).status == 0 else { return nil }
        self.valgrind = valgrind
        program = copy
    }

    private let valgrind: String

    /// The instructions of `program arguments` run in `directory`; `nil` when valgrind fails.
    ///
    /// The copy runs once first, unmeasured: pushloc keys its cache of Xcode project records by its
    /// own executable, so a fresh copy's first check reads every project anew, while the timed runs
    /// it is set beside (and a user's every run but the first after an install) find the records.
    func count(_ arguments: [String], in directory: URL) -> Int? {
        _ = Self.run(program, arguments, in: directory)
        let run = Self.run(valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null", program] + arguments, in: directory)
        // valgrind's summary line: "==PID== Collected : 123456".
        for line in run.standardError.split(separator: "\n") where line.contains("Collected :") {
            return line.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
        return nil
    }

    private static func tool(_ name: String) -> String? {
        ["/usr/bin/", "/usr/local/bin/", "/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) -> (status: Int32, standardError: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (-1, "\(error)")
        }
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
