#ifndef PUSHLOC_CALLOCATOR_H
#define PUSHLOC_CALLOCATOR_H

/// Pads each growth of glibc's heaps by `bytes` (mallopt's M_TOP_PAD). Returns 1 when set, 0 when the
/// C library has no such setting (macOS) or refused it.
int pushloc_pad_heap_growth(int bytes);

#endif
