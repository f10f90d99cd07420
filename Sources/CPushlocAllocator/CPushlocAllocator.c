// glibc's allocator settings, which Swift's Glibc module does not import (malloc.h).
#include "CPushlocAllocator.h"

#if defined(__linux__)
#include <malloc.h>
#endif

#if defined(__GLIBC__) && defined(M_TOP_PAD)
int pushloc_pad_heap_growth(int bytes) {
    return mallopt(M_TOP_PAD, bytes);
}
#else
int pushloc_pad_heap_growth(int bytes) {
    (void)bytes;
    return 0;
}
#endif

// Huge pages for the heaps, as glibc's `glibc.malloc.hugetlb=1` tunable gives them when it is in the
// environment at start: each heap is advised (`MADV_HUGEPAGE`) so that, where the kernel grants huge
// pages on request, one page fault maps 2 MiB of fresh heap instead of 4 KiB.
#if defined(__GLIBC__) && defined(__linux__) && defined(M_MMAP_THRESHOLD) && defined(M_TRIM_THRESHOLD)
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#if defined(MADV_HUGEPAGE)
#define PUSHLOC_HUGE_PAGE ((uintptr_t)2 << 20)
// glibc's largest heap of a thread's arena (HEAP_MAX_SIZE on 64-bit targets); each such heap starts at
// a multiple of it.
#define PUSHLOC_THREAD_HEAP_SPAN ((uintptr_t)64 << 20)
// How much fresh heap the main arena takes at once when huge pages are enabled.
#define PUSHLOC_MAIN_HEAP_RESERVE ((size_t)24 << 20)
#define PUSHLOC_KNOWN_HEAPS 64

static atomic_int huge_pages_enabled;
static _Thread_local int thread_heap_prepared;
// The end of the executable's data: the main heap (the program break) lies above it, below the end
// recorded here, and the heaps of threads' arenas are mapped elsewhere.
extern char end;
static uintptr_t main_heap_end;
static _Atomic uintptr_t known_heaps[PUSHLOC_KNOWN_HEAPS];
// The blocks taken to align heaps to huge pages: kept for the process's life. Stored where the
// compiler must keep them, since an allocation whose result is dropped may be left out.
static void *_Atomic skipped_blocks[PUSHLOC_KNOWN_HEAPS + 1];
static atomic_int skipped_count;

/// Takes the rest of the 2 MiB block that `address` lies in from the heap and keeps it: the block's
/// first pages were written in small pages, so its later ones would be too. The heap's next
/// allocations then start at a huge page's boundary. Only the taken block's header is written.
static void skip_to_huge_page_boundary(uintptr_t address) {
    uintptr_t left = PUSHLOC_HUGE_PAGE - (address & (PUSHLOC_HUGE_PAGE - 1));
    if (left <= 2 * 4096) return;
    void *block = malloc(left - 2 * 4096);
    int slot = atomic_fetch_add(&skipped_count, 1);
    if (slot < PUSHLOC_KNOWN_HEAPS + 1) {
        atomic_store(&skipped_blocks[slot], block);
    }
}

/// Whether `heap` is newly seen (and now recorded); a heap reused by a later thread is not prepared twice.
static int record_heap(uintptr_t heap) {
    for (int index = 0; index < PUSHLOC_KNOWN_HEAPS; index++) {
        uintptr_t expected = 0;
        if (atomic_compare_exchange_strong(&known_heaps[index], &expected, heap)) return 1;
        if (expected == heap) return 0;
    }
    return 0;
}

int pushloc_use_huge_heap_pages(const char *tunables) {
    if (tunables != NULL && strstr(tunables, "hugetlb") != NULL) return 0;
    // Blocks up to 32 MiB come from the heaps (glibc's own threshold rises to that as large blocks are
    // freed), and a heap keeps up to 64 MiB free at its top rather than giving it back.
    if (mallopt(M_MMAP_THRESHOLD, 32 << 20) == 0 || mallopt(M_TRIM_THRESHOLD, 64 << 20) == 0) return 0;
    void *probe = malloc(16);
    if (probe == NULL) return 0;
    uintptr_t address = (uintptr_t)probe;
    skip_to_huge_page_boundary(address);
    free(probe);
    // One growth of the main heap, advised whole from the probe's next huge page on; freed, it stays
    // the heap's top for later blocks. Held in an atomic, so that the compiler keeps an allocation
    // whose bytes are never used.
    static void *_Atomic held_reserve;
    atomic_store(&held_reserve, malloc(PUSHLOC_MAIN_HEAP_RESERVE));
    void *reserve = atomic_load(&held_reserve);
    uintptr_t after = (uintptr_t)sbrk(0);
    uintptr_t start = (address + PUSHLOC_HUGE_PAGE - 1) & ~(PUSHLOC_HUGE_PAGE - 1);
    if (reserve == NULL || after == (uintptr_t)-1 || after <= start) {
        free(reserve);
        return 0;
    }
    int advised = madvise((void *)start, after - start, MADV_HUGEPAGE) == 0;
    free(reserve);
    main_heap_end = after;
    thread_heap_prepared = 1;
    atomic_store(&huge_pages_enabled, advised);
    return advised;
}

void pushloc_prepare_thread_heap(void) {
    if (thread_heap_prepared || !atomic_load_explicit(&huge_pages_enabled, memory_order_acquire)) return;
    thread_heap_prepared = 1;
    void *probe = malloc(16);
    if (probe == NULL) return;
    uintptr_t address = (uintptr_t)probe;
    free(probe);
    // A thread that shares the main arena has nothing to prepare.
    if (address >= (uintptr_t)&end && address < main_heap_end) return;
    uintptr_t heap = address & ~(PUSHLOC_THREAD_HEAP_SPAN - 1);
    if (!record_heap(heap)) return;
    if (madvise((void *)heap, PUSHLOC_THREAD_HEAP_SPAN, MADV_HUGEPAGE) != 0) return;
    if (address - heap < PUSHLOC_HUGE_PAGE) skip_to_huge_page_boundary(address);
}
#else
int pushloc_use_huge_heap_pages(const char *tunables) { (void)tunables; return 0; }
void pushloc_prepare_thread_heap(void) {}
#endif
#else
int pushloc_use_huge_heap_pages(const char *tunables) { (void)tunables; return 0; }
void pushloc_prepare_thread_heap(void) {}
#endif
