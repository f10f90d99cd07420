#ifndef PUSHLOC_CICUSHIM_H
#define PUSHLOC_CICUSHIM_H

// The only boundary between pushloc and the system ICU. This header exposes
// plain C types only (int32_t, uint16_t, char, double and opaque pointers), so
// that Swift modules which also import Foundation (which ships its own ICU)
// never see two definitions of ICU's types. All functions return the length
// written (without the terminating NUL) or a negative value on failure.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's version, e.g. "72.1".
int32_t plicu_version(char *out, int32_t capacity);

/// Canonicalises a locale identifier in any common spelling (pt_BR, zh_Hans,
/// en-us, sr_Latn_RS) into a BCP 47 language tag (pt-BR, zh-Hans, en-US).
int32_t plicu_canonical_tag(const char *identifier, char *out, int32_t capacity);

/// Adds likely subtags (zh-TW -> zh-Hant-TW). Input and output are BCP 47.
int32_t plicu_add_likely_subtags(const char *tag, char *out, int32_t capacity);

/// Removes likely subtags (zh-Hant-TW -> zh-TW). Input and output are BCP 47.
int32_t plicu_minimize_subtags(const char *tag, char *out, int32_t capacity);

/// The CLDR parent of a tag (es-MX -> es-419, en-IN -> en-001, fr-CA -> fr,
/// zh-Hant-HK -> zh-Hant). Writes "" (length 0) for a bare language.
int32_t plicu_parent_tag(const char *tag, char *out, int32_t capacity);

/// CLDR's explicit parent of a tag only ("%%Parent" in the locale's data:
/// es-MX -> es-419, zh-Hant -> "" for the root). Returns -2 when the locale's
/// data names no parent (the caller then truncates), -1 on error.
int32_t plicu_explicit_parent_tag(const char *tag, char *out, int32_t capacity);

/// The display name of `tag` in `display_tag`, as UTF-16.
int32_t plicu_display_name(const char *tag, const char *display_tag, uint16_t *out, int32_t capacity);

/// The character orientation of a locale's script (uloc_getCharacterOrientation):
/// 0 left-to-right, 1 right-to-left, 2 top-to-bottom, 3 bottom-to-top, -1 on error.
int32_t plicu_character_orientation(const char *tag);

/// Plural rules for a locale (cardinal). Returns NULL on failure.
void *plicu_plural_rules_open(const char *tag);
void plicu_plural_rules_close(void *rules);
/// The category keyword (zero, one, two, few, many, other) for `number`.
int32_t plicu_plural_rules_select(void *rules, double number, char *out, int32_t capacity);
/// Every category keyword the locale uses, space-separated.
int32_t plicu_plural_rules_keywords(void *rules, char *out, int32_t capacity);
/// The CLDR category (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other) of each whole number 0..<bound,
/// written to out[number], stopping early once the numbers so far have selected every category of
/// stop_mask (bit 0 zero ... bit 5 other; 0 never stops). Returns how many numbers were written
/// (bound for the whole map), or -1 when ICU fails.
int32_t plicu_plural_rules_integer_map_until(void *rules, int32_t bound, int32_t stop_mask, uint8_t *out);
/// CLDR's samples of one category (`keyword`): its "@integer" samples when it has any, else its
/// "@decimal" ones, with ranges expanded (ru one: 1, 21, 31, 41, ...). Writes at most `capacity`
/// numbers and returns how many, or -1 on failure. An unknown keyword has none (0).
int32_t plicu_plural_rules_samples(void *rules, const char *keyword, double *out, int32_t capacity);

/// The rules' CLDR text ("one: i = 1 and v = 0 @integer 1; ..."), NUL-terminated, in `out`: the length
/// written, or -1 when it does not fit or on failure. Languages with the same text select alike.
int32_t plicu_plural_rules_text(void *rules, char *out, int32_t capacity);

/// A formatter that keeps exactly `fraction_digits` (0...999) decimals, for choosing a plural category
/// from a number as written. NULL on failure. Immutable: safe to use from many threads at once.
void *plicu_plural_decimal_formatter_open(int32_t fraction_digits);
void plicu_plural_decimal_formatter_close(void *formatter);
/// The category keyword of the decimal number `digits` (ASCII, `-?[0-9]+(.[0-9]+)?`, `length` bytes),
/// formatted by `formatter` (which keeps its visible fraction digits) and selected by the rules on the
/// formatted result, as CLDR reads it ("1.0" is "other" in en, "1" is "one").
int32_t plicu_plural_rules_select_decimal(void *rules, void *formatter, const char *digits, int32_t length,
                                          char *out, int32_t capacity);

/// The locale's cardinal rules as CLDR writes them in ICU's data, with their samples ("one: v = 0 and
/// i % 10 = 1 ... @integer 1, 21, 31, ... @decimal ...; other: ..."), NUL-terminated: the length, or -1.
int32_t plicu_plural_rules_source(const char *tag, char *out, int32_t capacity);

/// A decimal number formatter for a locale (honours @numbers=...). NULL on failure.
void *plicu_number_format_open(const char *tag);
void plicu_number_format_close(void *format);
int32_t plicu_number_format_int64(void *format, int64_t value, uint16_t *out, int32_t capacity);
int32_t plicu_number_format_double(void *format, double value, uint16_t *out, int32_t capacity);

/// A grapheme-cluster (character) break iterator. NULL on failure. Not thread-safe:
/// one per thread, or behind a lock.
void *plicu_grapheme_iterator_open(void);
void plicu_grapheme_iterator_close(void *iterator);
/// Writes the grapheme-cluster boundaries of UTF-8 `text` as byte offsets
/// (always starting with 0 and ending with `length`). Returns how many were
/// written, or -(needed) when `capacity` is too small, or INT32_MIN on error.
int32_t plicu_grapheme_boundaries_utf8(void *iterator, const char *text, int32_t length, int32_t *out, int32_t capacity);
/// The largest grapheme boundary <= `offset` (a byte offset into UTF-8 `text`).
/// An offset inside a multi-byte sequence counts from that code point's start.
/// Returns INT32_MIN on error.
int32_t plicu_grapheme_floor_utf8(void *iterator, const char *text, int32_t length, int32_t offset);

#ifdef __cplusplus
}
#endif

#endif
