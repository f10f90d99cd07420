// See CPushlocICUShim.h. This file is the only place that includes ICU headers.
#include "CPushlocICUShim.h"

#include <string.h>
#include <pthread.h>
#include <unicode/uversion.h>
#include <unicode/ustring.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/upluralrules.h>
#include <unicode/unum.h>
#include <unicode/ubrk.h>
#include <unicode/utext.h>

static int32_t copy_out(const char *src, char *out, int32_t capacity) {
    int32_t length = (int32_t)strlen(src);
    if (length + 1 > capacity) return -1;
    memcpy(out, src, (size_t)length + 1);
    return length;
}

int32_t plicu_version(char *out, int32_t capacity) {
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(info);
    u_versionToString(info, text);
    return copy_out(text, out, capacity);
}

// BCP 47 tag -> ICU locale id (pt-BR -> pt_BR). Accepts ICU ids as well.
static int32_t to_icu_id(const char *tag, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(tag, out, capacity, &parsed, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    if (parsed != (int32_t)strlen(tag) || length == 0) {
        // Not a well-formed BCP 47 tag: treat it as an ICU locale id.
        status = U_ZERO_ERROR;
        length = uloc_canonicalize(tag, out, capacity, &status);
        if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    }
    return length;
}

static int32_t to_tag(const char *icu_id, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_toLanguageTag(icu_id, out, capacity, 0, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    return length;
}

int32_t plicu_canonical_tag(const char *identifier, char *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    char canonical[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(identifier, id, (int32_t)sizeof id) < 0) return -1;
    UErrorCode status = U_ZERO_ERROR;
    uloc_canonicalize(id, canonical, (int32_t)sizeof canonical, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    return to_tag(canonical, out, capacity);
}

int32_t plicu_add_likely_subtags(const char *tag, char *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    char maximized[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(tag, id, (int32_t)sizeof id) < 0) return -1;
    UErrorCode status = U_ZERO_ERROR;
    uloc_addLikelySubtags(id, maximized, (int32_t)sizeof maximized, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    return to_tag(maximized, out, capacity);
}

int32_t plicu_minimize_subtags(const char *tag, char *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    char minimized[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(tag, id, (int32_t)sizeof id) < 0) return -1;
    UErrorCode status = U_ZERO_ERROR;
    uloc_minimizeSubtags(id, minimized, (int32_t)sizeof minimized, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    return to_tag(minimized, out, capacity);
}

// CLDR's explicit parents (es_MX -> es_419, en_IN -> en_001, zh_Hant -> root),
// read once from supplementalData/parentLocales, a table of parent -> children.
//
// Not read from each locale's own "%%Parent": ures_openDirect() never returns
// for some aliased ids in ICU 72's data (no_NO), so pushloc never opens a
// locale bundle by a caller's id.
enum { PARENT_ID_CAPACITY = 32, PARENT_TABLE_CAPACITY = 1024 };
typedef struct {
    char child[PARENT_ID_CAPACITY];
    char parent[PARENT_ID_CAPACITY];
} ParentEntry;
static ParentEntry parent_table[PARENT_TABLE_CAPACITY];
static int32_t parent_table_count = 0;
static pthread_once_t parent_table_once = PTHREAD_ONCE_INIT;

static void add_parent_entry(const char *parent, const UChar *child, int32_t length) {
    if (parent_table_count >= PARENT_TABLE_CAPACITY) return;
    if (length <= 0 || length >= PARENT_ID_CAPACITY || strlen(parent) >= PARENT_ID_CAPACITY) return;
    ParentEntry *entry = &parent_table[parent_table_count];
    u_UCharsToChars(child, entry->child, length);
    entry->child[length] = 0;
    strcpy(entry->parent, parent);
    parent_table_count++;
}

static void load_parent_table(void) {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *supplemental = ures_openDirect(NULL, "supplementalData", &status);
    UResourceBundle *parents = ures_getByKey(supplemental, "parentLocales", NULL, &status);
    if (U_SUCCESS(status)) {
        UResourceBundle *group = NULL;
        while (ures_hasNext(parents)) {
            UErrorCode groupStatus = U_ZERO_ERROR;
            group = ures_getNextResource(parents, group, &groupStatus);
            if (U_FAILURE(groupStatus)) break;
            const char *parent = ures_getKey(group);
            if (parent == NULL) continue;
            int32_t length = 0;
            if (ures_getType(group) == URES_STRING) {
                const UChar *child = ures_getString(group, &length, &groupStatus);
                if (U_SUCCESS(groupStatus)) add_parent_entry(parent, child, length);
            } else if (ures_getType(group) == URES_ARRAY) {
                int32_t size = ures_getSize(group);
                for (int32_t index = 0; index < size; index++) {
                    UErrorCode childStatus = U_ZERO_ERROR;
                    const UChar *child = ures_getStringByIndex(group, index, &length, &childStatus);
                    if (U_SUCCESS(childStatus)) add_parent_entry(parent, child, length);
                }
            }
        }
        if (group != NULL) ures_close(group);
    }
    if (parents != NULL) ures_close(parents);
    if (supplemental != NULL) ures_close(supplemental);
}

// Looks up the explicit parent of an ICU locale id (keywords ignored).
// Returns 1 and fills `parent` when CLDR names one, 0 when not, -1 on error.
static int explicit_parent_id(const char *id, char *parent, int32_t capacity) {
    char base[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    parent[0] = 0;
    uloc_getBaseName(id, base, (int32_t)sizeof base, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    if (pthread_once(&parent_table_once, load_parent_table) != 0) return -1;
    for (int32_t index = 0; index < parent_table_count; index++) {
        if (strcmp(parent_table[index].child, base) == 0) {
            if ((int32_t)strlen(parent_table[index].parent) >= capacity) return -1;
            strcpy(parent, parent_table[index].parent);
            return 1;
        }
    }
    return 0;
}

int32_t plicu_explicit_parent_tag(const char *tag, char *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    char parent[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(tag, id, (int32_t)sizeof id) < 0) return -1;
    int found = explicit_parent_id(id, parent, (int32_t)sizeof parent);
    if (found < 0) return -1;
    if (found == 0) return -2;
    if (strcmp(parent, "root") == 0) {
        if (capacity < 1) return -1;
        out[0] = 0;
        return 0;
    }
    return to_tag(parent, out, capacity);
}

int32_t plicu_parent_tag(const char *tag, char *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    char parent[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(tag, id, (int32_t)sizeof id) < 0) return -1;
    // CLDR's explicit parent (es_MX -> es_419, en_IN -> en_001) lives in the
    // locale's own resource bundle as "%%Parent"; otherwise truncate.
    if (explicit_parent_id(id, parent, (int32_t)sizeof parent) <= 0) {
        UErrorCode status = U_ZERO_ERROR;
        uloc_getParent(id, parent, (int32_t)sizeof parent, &status);
        if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    }
    if (parent[0] == 0 || strcmp(parent, "root") == 0) {
        if (capacity < 1) return -1;
        out[0] = 0;
        return 0;
    }
    return to_tag(parent, out, capacity);
}

int32_t plicu_character_orientation(const char *tag) {
    char id[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(tag, id, (int32_t)sizeof id) < 0) return -1;
    UErrorCode status = U_ZERO_ERROR;
    ULayoutType layout = uloc_getCharacterOrientation(id, &status);
    if (U_FAILURE(status)) return -1;
    switch (layout) {
    case ULOC_LAYOUT_LTR: return 0;
    case ULOC_LAYOUT_RTL: return 1;
    case ULOC_LAYOUT_TTB: return 2;
    case ULOC_LAYOUT_BTT: return 3;
    default: return -1;
    }
}

int32_t plicu_display_name(const char *tag, const char *display_tag, uint16_t *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    char display[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(tag, id, (int32_t)sizeof id) < 0) return -1;
    if (to_icu_id(display_tag, display, (int32_t)sizeof display) < 0) return -1;
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_getDisplayName(id, display, (UChar *)out, capacity, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    return length;
}

void *plicu_plural_rules_open(const char *tag) {
    char id[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(tag, id, (int32_t)sizeof id) < 0) return NULL;
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(id, UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status)) return NULL;
    return rules;
}

void plicu_plural_rules_close(void *rules) {
    if (rules != NULL) uplrules_close((UPluralRules *)rules);
}

int32_t plicu_plural_rules_select(void *rules, double number, char *out, int32_t capacity) {
    UChar keyword[32];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uplrules_select((const UPluralRules *)rules, number, keyword, 32, &status);
    if (U_FAILURE(status) || length >= 32 || length + 1 > capacity) return -1;
    u_UCharsToChars(keyword, out, length);
    out[length] = 0;
    return length;
}

int32_t plicu_plural_rules_keywords(void *rules, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords((const UPluralRules *)rules, &status);
    if (U_FAILURE(status)) return -1;
    int32_t written = 0;
    const char *keyword;
    int32_t length = 0;
    while ((keyword = uenum_next(keywords, &length, &status)) != NULL && U_SUCCESS(status)) {
        int32_t needed = length + (written > 0 ? 1 : 0);
        if (written + needed + 1 > capacity) { uenum_close(keywords); return -1; }
        if (written > 0) out[written++] = ' ';
        memcpy(out + written, keyword, (size_t)length);
        written += length;
    }
    uenum_close(keywords);
    if (U_FAILURE(status) || capacity < 1) return -1;
    out[written] = 0;
    return written;
}

void *plicu_number_format_open(const char *tag) {
    char id[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(tag, id, (int32_t)sizeof id) < 0) return NULL;
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(UNUM_DECIMAL, NULL, 0, id, NULL, &status);
    if (U_FAILURE(status)) return NULL;
    return format;
}

void plicu_number_format_close(void *format) {
    if (format != NULL) unum_close((UNumberFormat *)format);
}

int32_t plicu_number_format_int64(void *format, int64_t value, uint16_t *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = unum_formatInt64((const UNumberFormat *)format, value, (UChar *)out, capacity, NULL, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    return length;
}

int32_t plicu_number_format_double(void *format, double value, uint16_t *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = unum_formatDouble((const UNumberFormat *)format, value, (UChar *)out, capacity, NULL, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    return length;
}

void *plicu_grapheme_iterator_open(void) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_CHARACTER, "", NULL, 0, &status);
    if (U_FAILURE(status)) return NULL;
    return iterator;
}

void plicu_grapheme_iterator_close(void *iterator) {
    if (iterator != NULL) ubrk_close((UBreakIterator *)iterator);
}

static int set_utf8_text(UBreakIterator *iterator, UText *text, const char *bytes, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    utext_openUTF8(text, bytes, length, &status);
    if (U_FAILURE(status)) return 0;
    ubrk_setUText(iterator, text, &status);
    return U_SUCCESS(status);
}

int32_t plicu_grapheme_boundaries_utf8(void *iterator, const char *text, int32_t length, int32_t *out, int32_t capacity) {
    UText utext = UTEXT_INITIALIZER;
    UBreakIterator *breaks = (UBreakIterator *)iterator;
    if (!set_utf8_text(breaks, &utext, text, length)) { utext_close(&utext); return INT32_MIN; }
    int32_t count = 0;
    for (int32_t boundary = ubrk_first(breaks); boundary != UBRK_DONE; boundary = ubrk_next(breaks)) {
        if (count < capacity) out[count] = boundary;
        count++;
    }
    utext_close(&utext);
    return count <= capacity ? count : -count;
}

int32_t plicu_grapheme_floor_utf8(void *iterator, const char *text, int32_t length, int32_t offset) {
    if (offset >= length) return length;
    if (offset <= 0) return 0;
    UText utext = UTEXT_INITIALIZER;
    UBreakIterator *breaks = (UBreakIterator *)iterator;
    if (!set_utf8_text(breaks, &utext, text, length)) { utext_close(&utext); return INT32_MIN; }
    // An offset inside a multi-byte sequence is first moved back to the start of
    // that code point, as ICU's UTF-8 UText sees it (including its handling of
    // ill-formed bytes). Asking ubrk_preceding() with an unaligned offset would
    // skip the boundary at the code point's own start.
    utext_setNativeIndex(&utext, offset);
    int32_t start = (int32_t)utext_getNativeIndex(&utext);
    int32_t result;
    if (start <= 0) {
        result = 0;
    } else if (ubrk_isBoundary(breaks, start)) {
        result = start;
    } else {
        result = ubrk_preceding(breaks, start);
    }
    utext_close(&utext);
    return result == UBRK_DONE || result < 0 ? 0 : result;
}
