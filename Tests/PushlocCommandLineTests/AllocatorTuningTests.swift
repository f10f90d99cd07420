import CPushlocAllocator
import Foundation
import PushlocTestSupport
import Testing

/// The command line pads glibc's heap growth and advises its heaps for huge pages (``AllocatorTuning``):
/// on glibc the settings are taken, elsewhere they are no-ops that say so, and neither changes a result.
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

    /// A `GLIBC_TUNABLES` that names `hugetlb` leaves huge pages to glibc: the call changes nothing
    /// and says so. Before huge pages are chosen, preparing a thread's heap does nothing.
    @Test func hugePagesAreLeftToGlibcWhenItsTunableChooses() {
        pushloc_prepare_thread_heap()
        #expect(pushloc_use_huge_heap_pages("glibc.malloc.hugetlb=0") == 0)
        #expect(pushloc_use_huge_heap_pages("glibc.malloc.top_pad=0:glibc.malloc.hugetlb=1") == 0)
    }

    /// A check of several bundles (its listing, load and rules on several threads, each thread's heap
    /// advised) reports the same with huge pages as with `glibc.malloc.hugetlb=0`, text and JSON.
    @Test func aRunOnHugePagesGivesTheSameReport() throws {
        let folder = try TemporaryFolder()
        for bundle in ["App", "Widget", "Share"] {
            try folder.write("\(bundle)/en.lproj/Localizable.strings", "\"A\" = \"%@ and %@\";\n\"B\" = \"%d items\";\n")
            for language in ["fr", "de", "ru", "ja", "pt-BR"] {
                try folder.write("\(bundle)/\(language).lproj/Localizable.strings", "\"A\" = \"%@\";\n\"B\" = \"%@ items\";\n")
            }
        }
        for format in ["json", "text"] {
            let huge = try PushlocProcess.run(["check", ".", "--format", format], in: folder.root)
            let small = try PushlocProcess.run(["check", ".", "--format", format], in: folder.root,
                                               environment: ["GLIBC_TUNABLES": "glibc.malloc.hugetlb=0"])
            #expect(huge.status == 1 && small.status == 1)
            #expect(huge.standardOutput == small.standardOutput && !huge.standardOutput.isEmpty)
            #expect(huge.standardError == small.standardError)
        }
    }
}
