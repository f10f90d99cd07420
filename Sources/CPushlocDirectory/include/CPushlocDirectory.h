#ifndef PUSHLOC_CDIRECTORY_H
#define PUSHLOC_CDIRECTORY_H

#include <stddef.h>

/// Whether pushloc_read_directory reads entries on this system (Linux): 1, else 0.
int pushloc_reads_directory_entries(void);

/// Reads the next entries of the open folder `descriptor` into `buffer` as Linux's getdents64 gives them
/// (each record: 8-byte inode, 8-byte offset, 2-byte record length, 1-byte type, the name and a NUL).
/// Returns the bytes written, 0 at the end, -1 on error (errno set). Elsewhere always -1.
///
/// `opendir`/`readdir` over the same folder make three more system calls per folder (`fstat`, two
/// `fcntl`) and allocate a 32 KiB stream each time; a search of an app's tree opens thousands.
long pushloc_read_directory(int descriptor, void *buffer, size_t length);

#endif
