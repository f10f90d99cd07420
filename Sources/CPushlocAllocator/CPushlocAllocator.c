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
