#ifndef PUSHLOC_CALLOCATOR_H
#define PUSHLOC_CALLOCATOR_H

/// Pads each growth of glibc's heaps by `bytes` (mallopt's M_TOP_PAD). Returns 1 when set, 0 when the
/// C library has no such setting (macOS) or refused it.
int pushloc_pad_heap_growth(int bytes);

/// Backs glibc's heaps with transparent huge pages where the kernel grants them on request, as the
/// `glibc.malloc.hugetlb=1` tunable does: the main heap now, each thread's heap when the thread calls
/// `pushloc_prepare_thread_heap`. Raises the sizes of blocks the heaps serve and keep (mallopt's
/// M_MMAP_THRESHOLD to 32 MiB, M_TRIM_THRESHOLD to 64 MiB). Does nothing when `tunables` (the
/// process's GLIBC_TUNABLES, or NULL) names `hugetlb`, which glibc has then acted on, or off glibc.
/// Returns 1 when the main heap was advised, else 0.
int pushloc_use_huge_heap_pages(const char *tunables);

/// Advises the calling thread's heap once, after `pushloc_use_huge_heap_pages` enabled huge pages;
/// otherwise does nothing. Cheap to call again on the same thread.
void pushloc_prepare_thread_heap(void);

#endif
