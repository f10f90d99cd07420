#if os(Linux)
import Foundation
import Testing
@testable import PushlocStringsFile

/// Malformed `.stringsdict` files must not cost memory that stays: Foundation's reader leaked a
/// `CFError` per malformed file on Linux, which a long-running `pushloc check --watch` or a server
/// that validates uploads would feel.
@Suite("stringsdict memory")
struct StringsDictLeakTests {
    /// The resident set size in bytes, from `/proc/self/statm` (its second field, in pages).
    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    static let malformed: [[UInt8]] = [
        "<plist><dict><key>a</key><string>x</dict></plist>",
        "<?xml version=\"1.0\"?>\n<plist><dict><!-- open",
        "<plist><dict><key>a &bogus; b</key><string>x</string></dict></plist>",
        "<plist><dict>\n<key>a</key>\n<date>not a date</date>\n</dict></plist>",
        "{ k = { NSStringLocalizedFormatKey = \"%#@n@\"; }; }",
        "<plist><dict><key>k</key><dict><key>n</key><integer>3</integer></dict></dict></plist>",
    ].map { Array($0.utf8) }

    @Test func malformedFilesLeaveResidentMemoryFlat() {
        var diagnostics = 0
        func parseAll(_ count: Int) {
            for index in 0..<count {
                let bytes = Self.malformed[index % Self.malformed.count]
                diagnostics += StringsDictParser.parse(bytes, path: "bad.stringsdict").diagnostics.count
            }
        }
        parseAll(5_000)  // warm up: allocator pools, caches
        // The tests of other suites run beside this one and grow the process too, now and then by more
        // than a leak would in one batch; a leak grows every batch. So the quietest of three batches counts.
        var growths: [Int] = []
        for _ in 0..<3 {
            let before = Self.residentBytes()
            #expect(before > 0)
            parseAll(35_000)
            growths.append(Self.residentBytes() - before)
        }
        #expect(diagnostics >= 110_000)
        // `PropertyListSerialization` grew by 57.7 MB over 100,000 files (577 bytes per file, measured on
        // Linux with Swift 6.3.1): 20 MB a batch.
        #expect((growths.min() ?? 0) < 8 << 20, "resident memory grew by \(growths) bytes over batches of 35,000 malformed files")
    }
}
#endif
