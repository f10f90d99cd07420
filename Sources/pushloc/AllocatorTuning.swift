import CPushlocAllocator
import Foundation

/// How the command line sets up glibc's allocator before any work.
///
/// A check allocates in bursts on every core: each worker thread's heap (a glibc arena) grows by
/// `mprotect` in steps of what the allocation at hand needs, and a check of a source tree with 600
/// small tables made about 260 such calls. A padding of 8 MiB per growth makes it a handful. It only
/// reserves address space: pages are made resident when first written, as before.
///
/// Most of a check's page faults are first writes to fresh heap, and each is a trap into the kernel
/// (2.7-3.6 µs on a virtual machine). The heaps are therefore advised for transparent huge pages, as
/// glibc's `glibc.malloc.hugetlb=1` tunable advises them, so that where the kernel grants huge pages on
/// request one fault maps 2 MiB: on five public apps, 40-75% fewer faults and 1-13% less wall time
/// (the most on the larger apps), for up to a few MiB more peak RSS (see Documentation/Benchmarks.md).
/// `GLIBC_TUNABLES` that names `hugetlb` (`glibc.malloc.hugetlb=0` turns huge pages off) leaves the
/// choice to glibc. The library is not affected; a server sets its own allocator's policy.
enum AllocatorTuning {
    /// The padding added to each growth of a heap, in bytes (`M_TOP_PAD`; glibc's default is 128 KiB).
    static let topPad: Int32 = 8 << 20

    /// Sets the padding, unless `GLIBC_TUNABLES` already chooses one, then advises the heaps for huge
    /// pages, unless it chooses `hugetlb`.
    static func apply() {
        let tunables = getenv("GLIBC_TUNABLES")
        if !(tunables.map { String(cString: $0).contains("top_pad") } ?? false) { _ = pushloc_pad_heap_growth(topPad) }
        _ = pushloc_use_huge_heap_pages(tunables)
    }
}
