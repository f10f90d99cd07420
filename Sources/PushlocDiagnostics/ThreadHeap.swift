import CPushlocAllocator

/// The calling thread's heap, prepared for huge pages once the command line has chosen them
/// (`pushloc_use_huge_heap_pages`); otherwise nothing is done. The threads this module starts and the
/// calls its parallel maps run call it before their work: a thread's heap is made when the thread first
/// allocates, and only advice given before most of it is written takes effect.
@usableFromInline
enum ThreadHeap {
    /// Prepares the calling thread's heap, once per thread.
    @usableFromInline
    static func prepare() {
        pushloc_prepare_thread_heap()
    }
}
