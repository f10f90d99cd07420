#ifndef PUSHLOC_CUTF8_H
#define PUSHLOC_CUTF8_H

#include <stddef.h>
#include <stdint.h>

// Each function below returns -2 instead of its answer when the processor has no AVX2, or when the
// environment variable PUSHLOC_SIMD is `off` (read once): the caller then runs its own scalar pass.

/// Whether the vector passes run here (1) or every call below returns -2 (0): callers on a hot path ask once.
int pushloc_vector_passes(void);

/// Validates `length` bytes at `bytes` as UTF-8 by the rules of Swift's `String(validating:)` (no
/// overlong forms, no surrogates, nothing above U+10FFFF, no truncated sequence) and counts the bytes
/// equal to the ASCII byte `byte`, in one pass, thirty-two bytes at a time with AVX2.
///
/// Returns the count when the bytes are valid, -1 when they are not, and -2 when this processor (or
/// this build's target) has no AVX2: the caller then runs its own scalar pass.
long pushloc_utf8_validate_count(const uint8_t *bytes, size_t length, uint8_t byte);

/// Transcodes `length` bytes of UTF-16 little-endian text at `units` to UTF-8 at `output`, which has
/// room for `length / 2 * 3` bytes; sixteen ASCII code units at a time with AVX2.
///
/// Returns the bytes written; -1 when `length` is odd or a surrogate is unpaired (nothing useful is
/// written then), and -2 when this processor (or this build's target) has no AVX2: the caller then
/// runs its own pass.
long pushloc_utf16le_to_utf8(const uint8_t *units, size_t length, uint8_t *output);

/// The first offset from `start` below `stop` whose byte is `a`, `b` or below `limit` (at most 0x80),
/// or `stop` when there is none; thirty-two bytes at a time with AVX2. `end` (at least `stop`) is
/// where the readable bytes at `base` end: a step may read up to there, never past it.
///
/// Returns -2 when this processor (or this build's target) has no AVX2: the caller then searches itself.
long pushloc_find_stop(const uint8_t *base, long start, long stop, long end, uint8_t a, uint8_t b, uint8_t limit);

#endif
