// getdents64, which Swift's Glibc module does not import (it needs _GNU_SOURCE).
#if defined(__linux__)
#define _GNU_SOURCE
#include <dirent.h>
#include <unistd.h>
#include <sys/syscall.h>
#endif
#include <errno.h>
#include "CPushlocDirectory.h"

#if defined(__linux__)
int pushloc_reads_directory_entries(void) {
    return 1;
}

long pushloc_read_directory(int descriptor, void *buffer, size_t length) {
    return (long)syscall(SYS_getdents64, descriptor, buffer, length);
}
#else
int pushloc_reads_directory_entries(void) {
    return 0;
}

long pushloc_read_directory(int descriptor, void *buffer, size_t length) {
    (void)descriptor;
    (void)buffer;
    (void)length;
    errno = ENOSYS;
    return -1;
}
#endif
