import CPushlocAllocator
import Foundation

/// How the command line sets up glibc's allocator before any work.
///
/// A check allocates in bursts on every core: each worker thread's heap (a glibc arena) grows by
/// `mprotect` in steps of what the allocation at hand needs, and a check of a source tree with 600
/// small tables made about 260 such calls. A padding of 8 MiB per growth makes it a handful. It only
/// reserves address space: pages are made resident when first written, as before, so peak RSS does
/// not change. The library is not affected; a server sets its own allocator's policy.
enum AllocatorTuning {
    /// The padding added to each growth of a heap, in bytes (`M_TOP_PAD`; glibc's default is 128 KiB).
    static let topPad: Int32 = 8 << 20

    /// Sets the padding, unless `GLIBC_TUNABLES` already chooses one.
    static func apply() {
        if let tunables = getenv("GLIBC_TUNABLES"), String(cString: tunables).contains("top_pad") { return }
        _ = pushloc_pad_heap_growth(topPad)
    }
}
