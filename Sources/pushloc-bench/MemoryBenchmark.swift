import Foundation

/// Peak RSS of `pushloc check --format json` on one very large `.strings` file (about 200 MB, 2.8 M
/// entries) with a one-entry second language beside it, next to the input size (target: at most 3x).
enum MemoryBenchmark {
    static func run(root: URL, megabytes: Int = 200) throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("pushloc").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            print("memory: skipped (build the CLI first: swift build -c release --product pushloc)")
            return
        }
        let folder = root.appendingPathComponent("Huge", isDirectory: true)
        let english = folder.appendingPathComponent("en.lproj/Localizable.strings")
        let french = folder.appendingPathComponent("fr.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: english.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: french.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Written in chunks, so the benchmark itself never holds the whole file.
        guard FileManager.default.createFile(atPath: english.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        let handle = try FileHandle(forWritingTo: english)
        var written = 0, index = 0
        while written < megabytes * 1_000_000 {
            var chunk = ""
            chunk.reserveCapacity(1 << 20)
            while chunk.utf8.count < 1 << 20 {
                chunk += "/* Item \(index). */\n\"screen.\(index / 50).item.\(index)\" = \"Item number \(index) with %@ and some text\";\n"
                index += 1
            }
            try handle.write(contentsOf: Data(chunk.utf8))
            written += chunk.utf8.count
        }
        try handle.close()
        try Data("\"screen.0.item.0\" = \"Article %@\";\n".utf8).write(to: french)
        let usage = try AppCheckBenchmark.peakUsage(binary, ["check", folder.path, "--templates", folder.path, "--format", "json"], in: root)
        print(String(format: "pushloc check, %d MB .strings + 1-entry fr: peak RSS %.0f MB (%.1fx the input; target <= 3x), %d entries, %d findings",
                     written / 1_000_000, Double(usage.peakKilobytes) / 1024, Double(usage.peakKilobytes) * 1024 / Double(written), index, usage.findings))
        try? FileManager.default.removeItem(at: folder)
    }
}
