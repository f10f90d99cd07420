import CPushlocAllocator
import Foundation
import PushlocTestSupport
import Testing

/// The command line pads glibc's heap growth (``AllocatorTuning``): on glibc the setting is taken,
/// elsewhere it is a no-op that says so.
@Suite struct AllocatorTuningTests {
    @Test func theHeapPaddingIsAcceptedByGlibc() {
        #if os(Linux) && canImport(Glibc)
        #expect(pushloc_pad_heap_growth(8 << 20) == 1)
        #else
        #expect(pushloc_pad_heap_growth(8 << 20) == 0)
        #endif
    }

    /// A check run by the built binary, padded, reports what the tests of every rule expect: the
    /// padding changes where memory comes from, never a result.
    @Test func aPaddedRunGivesTheSameReport() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/en.lproj/Localizable.strings", "\"A\" = \"%@ and %@\";\n\"B\" = \"b\";\n")
        try folder.write("App/fr.lproj/Localizable.strings", "\"A\" = \"%@\";\n")
        let padded = try PushlocProcess.run(["check", "App", "--format", "json"], in: folder.root)
        let unpadded = try PushlocProcess.run(["check", "App", "--format", "json"], in: folder.root,
                                              environment: ["GLIBC_TUNABLES": "glibc.malloc.top_pad=131072"])
        #expect(padded.status == 0 && unpadded.status == 0)
        #expect(padded.standardOutput == unpadded.standardOutput && !padded.standardOutput.isEmpty)
        #expect(String(decoding: padded.standardOutput, as: UTF8.self).contains("argument-missing"))
    }
}
