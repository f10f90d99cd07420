// See CPushlocICUShim.h. The plural category of a number as written: CLDR's rules read the visible
// fraction digits (v, f, t), which a double cannot carry ("1.0" and "1" differ in en, "1.50" has v = 2),
// so the number goes to ICU as its decimal text, through a formatter that keeps exactly those digits,
// and the rules select on the formatted result (uplrules_selectFormatted).
#include "CPushlocICUShim.h"

#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/upluralrules.h>
#include <unicode/unumberformatter.h>

void *plicu_plural_decimal_formatter_open(int32_t fraction_digits) {
    if (fraction_digits < 0 || fraction_digits > 999) return NULL;
    // "precision-integer" keeps no decimals; ".000" keeps exactly three. Grouping plays no part in the
    // plural operands; the locale gives only the digits, which the rules do not read.
    UChar skeleton[1024];
    int32_t length = 0;
    if (fraction_digits == 0) {
        u_uastrcpy(skeleton, "precision-integer");
        length = u_strlen(skeleton);
    } else {
        skeleton[length++] = (UChar)'.';
        for (int32_t index = 0; index < fraction_digits; index++) skeleton[length++] = (UChar)'0';
        skeleton[length] = 0;
    }
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, length, "en", &status);
    if (U_FAILURE(status)) {
        if (formatter != NULL) unumf_close(formatter);
        return NULL;
    }
    return formatter;
}

void plicu_plural_decimal_formatter_close(void *formatter) {
    if (formatter != NULL) unumf_close((UNumberFormatter *)formatter);
}

int32_t plicu_plural_rules_select_decimal(void *rules, void *formatter, const char *digits, int32_t length,
                                          char *out, int32_t capacity) {
    if (rules == NULL || formatter == NULL || digits == NULL || length <= 0 || out == NULL) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = unumf_openResult(&status);
    if (U_FAILURE(status)) return -1;
    unumf_formatDecimal((const UNumberFormatter *)formatter, digits, length, result, &status);
    UChar keyword[32];
    int32_t written = -1;
    if (U_SUCCESS(status)) {
        written = uplrules_selectFormatted((const UPluralRules *)rules, result, keyword, 32, &status);
    }
    unumf_closeResult(result);
    if (U_FAILURE(status) || written < 0 || written >= 32 || written + 1 > capacity) return -1;
    u_UCharsToChars(keyword, out, written);
    out[written] = 0;
    return written;
}

// The locale's rule set in ICU's plural data ("plurals" resource: locales -> set name -> rules), with each
// keyword's rule as CLDR writes it, samples included. The locale falls back by cutting its last subtag.
int32_t plicu_plural_rules_source(const char *tag, char *out, int32_t capacity) {
    if (tag == NULL || out == NULL || capacity <= 0) return -1;
    char id[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    uloc_forLanguageTag(tag, id, (int32_t)sizeof id, &parsed, &status);
    if (U_FAILURE(status)) return -1;
    UResourceBundle *plurals = ures_openDirect(NULL, "plurals", &status);
    UResourceBundle *locales = ures_getByKey(plurals, "locales", NULL, &status);
    if (U_FAILURE(status)) {
        ures_close(locales);
        ures_close(plurals);
        return -1;
    }
    char set[64] = {0};
    for (;;) {
        UErrorCode lookup = U_ZERO_ERROR;
        int32_t length = 0;
        const UChar *name = ures_getStringByKey(locales, id, &length, &lookup);
        if (U_SUCCESS(lookup) && length < (int32_t)sizeof set) {
            u_UCharsToChars(name, set, length);
            set[length] = 0;
            break;
        }
        char *cut = strrchr(id, '_');
        if (cut == NULL) break;
        *cut = 0;
    }
    ures_close(locales);
    int32_t written = -1;
    if (set[0] != 0) {
        UResourceBundle *rules = ures_getByKey(plurals, "rules", NULL, &status);
        UResourceBundle *chosen = ures_getByKey(rules, set, NULL, &status);
        written = 0;
        int32_t count = U_SUCCESS(status) ? ures_getSize(chosen) : 0;
        for (int32_t index = 0; index < count && written >= 0; index++) {
            UErrorCode item = U_ZERO_ERROR;
            const char *keyword = NULL;
            int32_t length = 0;
            const UChar *rule = ures_getNextString(chosen, &length, &keyword, &item);
            if (U_FAILURE(item) || keyword == NULL) { written = -1; break; }
            int32_t head = (written > 0 ? 2 : 0) + (int32_t)strlen(keyword) + 2;
            if (written + head + 1 > capacity) { written = -1; break; }
            if (written > 0) { out[written++] = ';'; out[written++] = ' '; }
            memcpy(out + written, keyword, strlen(keyword));
            written += (int32_t)strlen(keyword);
            out[written++] = ':';
            out[written++] = ' ';
            // UTF-8: the samples' "~" and "…" are not invariant characters.
            int32_t utf8 = 0;
            UErrorCode converted = U_ZERO_ERROR;
            u_strToUTF8(out + written, capacity - written - 1, &utf8, rule, length, &converted);
            if (U_FAILURE(converted) || converted == U_STRING_NOT_TERMINATED_WARNING || utf8 >= capacity - written) {
                written = -1;
                break;
            }
            written += utf8;
        }
        if (written >= 0) out[written] = 0;
        ures_close(chosen);
        ures_close(rules);
    }
    ures_close(plurals);
    return written;
}
