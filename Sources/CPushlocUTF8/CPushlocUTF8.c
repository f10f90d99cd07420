// UTF-8 validation with a byte count, thirty-two bytes per step, and UTF-16 to UTF-8 sixteen ASCII
// code units per step (AVX2).
//
// Why hand-written: validating every table once is a tenth of a check of a large app, and no library
// on the build machines offers it (simdutf is not packaged for them). The method is the "lookup"
// algorithm of Keiser and Lemire ("Validating UTF-8 In Less Than One Instruction Per Byte", 2021):
// each byte is classified by three 16-entry tables, indexed by the high nibble of the byte before it,
// the low nibble of the byte before it and its own high nibble; the AND of the three has a bit set for
// every rule the pair breaks. Bytes that must be the second or third continuation of a three- or four-
// byte sequence are found from the bytes two and three back. The scalar pass in Swift (ValidUTF8) is
// the reference: the tests compare the two on generated and real text.
//
// The transcoder copies the letters of sixteen ASCII code units (Xcode's UTF-16 tables are mostly keys,
// specifiers and Latin text) with one pack, and writes other code units one by one; UTF16Transcoding
// in Swift is its reference.
#include "CPushlocUTF8.h"

#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
#define PUSHLOC_HAS_AVX2_PATH 1

// What a pair of bytes (the one before, this one) can break.
enum {
    TOO_SHORT = 1 << 0,   // a lead byte or ASCII, then a continuation was due
    TOO_LONG = 1 << 1,    // ASCII, then a continuation
    OVERLONG_3 = 1 << 2,  // E0 80...9F
    TOO_LARGE = 1 << 3,   // F4 90...BF, or above
    SURROGATE = 1 << 4,   // ED A0...BF
    OVERLONG_2 = 1 << 5,  // C0, C1
    TOO_LARGE_1000 = 1 << 6,  // F5...FF 80...8F
    OVERLONG_4 = 1 << 6,  // F0 80...8F
    TWO_CONTS = 1 << 7,   // a continuation, then a continuation (unless a 3- or 4-byte lead is before)
    CARRY = TOO_SHORT | TOO_LONG | TWO_CONTS,
};

// Each table is 16 bytes, indexed by a nibble; the same table serves both 128-bit lanes.
static const uint8_t BYTE1_HIGH[16] = {
    // 0_______: ASCII before
    TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG,
    // 10______: a continuation before
    TWO_CONTS, TWO_CONTS, TWO_CONTS, TWO_CONTS,
    // 1100____, 1101____: a two-byte lead before
    TOO_SHORT | OVERLONG_2, TOO_SHORT,
    // 1110____: a three-byte lead before
    TOO_SHORT | OVERLONG_3 | SURROGATE,
    // 1111____: a four-byte lead (or no lead) before
    TOO_SHORT | TOO_LARGE | TOO_LARGE_1000 | OVERLONG_4,
};

static const uint8_t BYTE1_LOW[16] = {
    CARRY | OVERLONG_3 | OVERLONG_2 | OVERLONG_4,  // ____0000
    CARRY | OVERLONG_2,                             // ____0001
    CARRY, CARRY,                                   // ____001_
    CARRY | TOO_LARGE,                              // ____0100
    CARRY | TOO_LARGE | TOO_LARGE_1000,             // ____0101
    CARRY | TOO_LARGE | TOO_LARGE_1000,             // ____011_
    CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000,             // ____1___
    CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000 | SURROGATE, // ____1101
    CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000,
};

static const uint8_t BYTE2_HIGH[16] = {
    // ________ 0_______: ASCII now
    TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT,
    // ________ 1000____
    TOO_LONG | OVERLONG_2 | TWO_CONTS | OVERLONG_3 | TOO_LARGE_1000 | OVERLONG_4,
    // ________ 1001____
    TOO_LONG | OVERLONG_2 | TWO_CONTS | OVERLONG_3 | TOO_LARGE,
    // ________ 101_____
    TOO_LONG | OVERLONG_2 | TWO_CONTS | SURROGATE | TOO_LARGE,
    TOO_LONG | OVERLONG_2 | TWO_CONTS | SURROGATE | TOO_LARGE,
    // ________ 11______: a lead now
    TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT,
};

// A sequence cut by the end of a block has its lead among the block's last three bytes: a byte above
// its limit here starts a sequence longer than the bytes left.
static const uint8_t INCOMPLETE_LIMITS[32] = {
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0xF0 - 1, 0xE0 - 1, 0xC0 - 1,
};

__attribute__((target("avx2,popcnt")))
static inline __m256i table(const uint8_t entries[16]) {
    return _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)entries));
}

__attribute__((target("avx2,popcnt")))
static inline __m256i previous(__m256i input, __m256i before, int back) {
    // The 32 bytes ending `back` bytes before the end of `input`: the last `back` of `before`, then input.
    __m256i joined = _mm256_permute2x128_si256(before, input, 0x21);
    switch (back) {
    case 1: return _mm256_alignr_epi8(input, joined, 15);
    case 2: return _mm256_alignr_epi8(input, joined, 14);
    default: return _mm256_alignr_epi8(input, joined, 13);
    }
}

__attribute__((target("avx2,popcnt")))
static inline __m256i nibble_high(__m256i v) {
    return _mm256_and_si256(_mm256_srli_epi16(v, 4), _mm256_set1_epi8(0x0F));
}

__attribute__((target("avx2,popcnt")))
static long validate_count_avx2(const uint8_t *bytes, size_t length, uint8_t byte) {
    const __m256i byte1_high = table(BYTE1_HIGH);
    const __m256i byte1_low = table(BYTE1_LOW);
    const __m256i byte2_high = table(BYTE2_HIGH);
    const __m256i incomplete_limits = _mm256_loadu_si256((const __m256i *)INCOMPLETE_LIMITS);
    const __m256i wanted = _mm256_set1_epi8((char)byte);
    const __m256i low_nibble = _mm256_set1_epi8(0x0F);
    __m256i before = _mm256_setzero_si256();
    __m256i error = _mm256_setzero_si256();
    __m256i incomplete = _mm256_setzero_si256();
    long count = 0;
    size_t i = 0;
    uint8_t last[32];
    for (;;) {
        __m256i input;
        if (i + 32 <= length) {
            input = _mm256_loadu_si256((const __m256i *)(bytes + i));
        } else if (i < length) {
            // The last bytes, padded with zeros (ASCII): a sequence they cut is then too short.
            memset(last, 0, sizeof last);
            memcpy(last, bytes + i, length - i);
            input = _mm256_loadu_si256((const __m256i *)last);
            if (byte == 0) count -= (long)(32 - (length - i));
        } else {
            break;
        }
        count += __builtin_popcount((unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(input, wanted)));
        if (_mm256_movemask_epi8(input) == 0) {
            error = _mm256_or_si256(error, incomplete);
            incomplete = _mm256_setzero_si256();
        } else {
            __m256i prev1 = previous(input, before, 1);
            __m256i special = _mm256_and_si256(
                _mm256_and_si256(
                    _mm256_shuffle_epi8(byte1_high, nibble_high(prev1)),
                    _mm256_shuffle_epi8(byte1_low, _mm256_and_si256(prev1, low_nibble))),
                _mm256_shuffle_epi8(byte2_high, nibble_high(input)));
            __m256i prev2 = previous(input, before, 2);
            __m256i prev3 = previous(input, before, 3);
            __m256i third = _mm256_subs_epu8(prev2, _mm256_set1_epi8((char)(0xE0 - 0x80)));
            __m256i fourth = _mm256_subs_epu8(prev3, _mm256_set1_epi8((char)(0xF0 - 0x80)));
            __m256i must_continue = _mm256_and_si256(_mm256_or_si256(third, fourth), _mm256_set1_epi8((char)0x80));
            error = _mm256_or_si256(error, _mm256_xor_si256(must_continue, special));
            incomplete = _mm256_subs_epu8(input, incomplete_limits);
        }
        before = input;
        i += 32;
    }
    error = _mm256_or_si256(error, incomplete);
    return _mm256_testz_si256(error, error) ? count : -1;
}

// One code unit (and its pair, for a surrogate) at `in[*read]`, written as UTF-8 at `out + written`.
// Returns the new `written`, or -1 for an unpaired surrogate.
static inline long transcode_unit(const uint8_t *in, size_t length, size_t *read, uint8_t *out, long written) {
    uint32_t first = (uint32_t)in[*read] | (uint32_t)in[*read + 1] << 8;
    *read += 2;
    if (first < 0x80) {
        out[written] = (uint8_t)first;
        return written + 1;
    }
    if (first < 0x800) {
        out[written] = (uint8_t)(0xC0 | first >> 6);
        out[written + 1] = (uint8_t)(0x80 | (first & 0x3F));
        return written + 2;
    }
    if ((first & 0xF800) != 0xD800) {
        out[written] = (uint8_t)(0xE0 | first >> 12);
        out[written + 1] = (uint8_t)(0x80 | ((first >> 6) & 0x3F));
        out[written + 2] = (uint8_t)(0x80 | (first & 0x3F));
        return written + 3;
    }
    // A leading surrogate, then a trailing one: four bytes in, four bytes out.
    if (first >= 0xDC00 || *read + 2 > length) return -1;
    uint32_t second = (uint32_t)in[*read] | (uint32_t)in[*read + 1] << 8;
    if ((second & 0xFC00) != 0xDC00) return -1;
    *read += 2;
    uint32_t scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00);
    out[written] = (uint8_t)(0xF0 | scalar >> 18);
    out[written + 1] = (uint8_t)(0x80 | ((scalar >> 12) & 0x3F));
    out[written + 2] = (uint8_t)(0x80 | ((scalar >> 6) & 0x3F));
    out[written + 3] = (uint8_t)(0x80 | (scalar & 0x3F));
    return written + 4;
}

__attribute__((target("avx2,popcnt")))
static long utf16le_to_utf8_avx2(const uint8_t *in, size_t length, uint8_t *out) {
    if (length % 2 != 0) return -1;
    const __m256i not_ascii = _mm256_set1_epi16((short)0xFF80);
    const __m256i zero = _mm256_setzero_si256();
    long written = 0;
    size_t read = 0;
    while (read + 32 <= length) {
        // The letters of the next sixteen code units, packed (packus works per 128-bit lane: the
        // letters are bytes 0-7 and 16-23, which the permute brings together). All sixteen are stored;
        // only the ASCII ones before the first other unit are kept. The output has room for them:
        // three bytes per code unit still to read.
        __m256i block = _mm256_loadu_si256((const __m256i *)(in + read));
        __m256i packed = _mm256_permute4x64_epi64(_mm256_packus_epi16(block, block), 0x08);
        _mm_storeu_si128((__m128i *)(out + written), _mm256_castsi256_si128(packed));
        unsigned other = ~(unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi16(_mm256_and_si256(block, not_ascii), zero));
        if (other == 0) {
            written += 16;
            read += 32;
            continue;
        }
        unsigned ascii = (unsigned)__builtin_ctz(other) / 2;
        written += ascii;
        read += 2 * ascii;
        // Then the code units that are not ASCII, one at a time, up to the next ASCII one.
        do {
            written = transcode_unit(in, length, &read, out, written);
            if (written < 0) return -1;
        } while (read < length && (in[read + 1] != 0 || in[read] >= 0x80));
    }
    while (read < length) {
        written = transcode_unit(in, length, &read, out, written);
        if (written < 0) return -1;
    }
    return written;
}

__attribute__((target("avx2,popcnt")))
static long find_stop_avx2(const uint8_t *base, long start, long stop, long end, uint8_t a, uint8_t b, uint8_t limit) {
    const __m256i first = _mm256_set1_epi8((char)a);
    const __m256i second = _mm256_set1_epi8((char)b);
    // A byte is below `limit` when the unsigned minimum of it and `limit - 1` is itself.
    const __m256i below = _mm256_set1_epi8((char)(limit - 1));
    long i = start;
    while (i < stop) {
        if (i + 32 > end) break;
        __m256i v = _mm256_loadu_si256((const __m256i *)(base + i));
        __m256i hits = _mm256_or_si256(_mm256_or_si256(_mm256_cmpeq_epi8(v, first), _mm256_cmpeq_epi8(v, second)),
                                       limit == 0 ? _mm256_setzero_si256() : _mm256_cmpeq_epi8(_mm256_min_epu8(v, below), v));
        unsigned mask = (unsigned)_mm256_movemask_epi8(hits);
        if (mask != 0) {
            long found = i + __builtin_ctz(mask);
            return found < stop ? found : stop;
        }
        i += 32;
    }
    // A step past `stop` found nothing before it.
    if (i >= stop) return stop > start ? stop : start;
    for (; i < stop; i++) {
        uint8_t byte = base[i];
        if (byte == a || byte == b || byte < limit) return i;
    }
    return stop;
}

// Whether the vector passes run: -1 until the first call asks the processor (and the environment).
static int vector_passes = -1;

__attribute__((noinline, cold))
static int detect_avx2(void) {
    __builtin_cpu_init();
    int value = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt") ? 1 : 0;
    // PUSHLOC_SIMD=off runs the scalar passes, as on a processor without AVX2: CI tests them so.
    const char *setting = getenv("PUSHLOC_SIMD");
    if (setting != NULL && strcmp(setting, "off") == 0) value = 0;
    __atomic_store_n(&vector_passes, value, __ATOMIC_RELAXED);
    return value;
}

// One load and a branch per call: the search runs once per string of a table.
static inline int has_avx2(void) {
    int value = __atomic_load_n(&vector_passes, __ATOMIC_RELAXED);
    return __builtin_expect(value < 0, 0) ? detect_avx2() : value;
}
#endif

int pushloc_vector_passes(void) {
#ifdef PUSHLOC_HAS_AVX2_PATH
    return has_avx2();
#else
    return 0;
#endif
}

long pushloc_find_stop(const uint8_t *base, long start, long stop, long end, uint8_t a, uint8_t b, uint8_t limit) {
#ifdef PUSHLOC_HAS_AVX2_PATH
    if (has_avx2()) return find_stop_avx2(base, start, stop, end, a, b, limit);
#endif
    (void)base;
    (void)start;
    (void)stop;
    (void)end;
    (void)a;
    (void)b;
    (void)limit;
    return -2;
}

long pushloc_utf16le_to_utf8(const uint8_t *units, size_t length, uint8_t *output) {
#ifdef PUSHLOC_HAS_AVX2_PATH
    if (has_avx2()) return utf16le_to_utf8_avx2(units, length, output);
#endif
    (void)units;
    (void)length;
    (void)output;
    return -2;
}

long pushloc_utf8_validate_count(const uint8_t *bytes, size_t length, uint8_t byte) {
#ifdef PUSHLOC_HAS_AVX2_PATH
    if (has_avx2()) return validate_count_avx2(bytes, length, byte);
#endif
    (void)bytes;
    (void)length;
    (void)byte;
    return -2;
}
