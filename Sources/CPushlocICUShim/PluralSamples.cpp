// See CPushlocICUShim.h. The functions that need ICU's C++ API: a plural category's samples (CLDR's
// "@integer 1, 21, 31, ...") and a rule set's text are published only there, and the pass over the
// whole numbers compares each keyword as ICU returns it, where the C API copies it out first. They
// expose plain C like the rest of the shim.
#include "CPushlocICUShim.h"

#include <unicode/plurrule.h>
#include <unicode/unistr.h>
#include <unicode/upluralrules.h>

extern "C" int32_t plicu_plural_rules_samples(void *rules, const char *keyword, double *out, int32_t capacity) {
    if (rules == nullptr || keyword == nullptr || out == nullptr || capacity <= 0) return -1;
    // ICU's C handle is its C++ object (upluralrules.cpp casts it back and forth the same way).
    const icu::PluralRules *plural = reinterpret_cast<const icu::PluralRules *>(static_cast<UPluralRules *>(rules));
    UErrorCode status = U_ZERO_ERROR;
    icu::UnicodeString name(keyword, -1, US_INV);
    int32_t count = const_cast<icu::PluralRules *>(plural)->getSamples(name, out, capacity, status);
    if (U_FAILURE(status)) return -1;
    return count;
}

extern "C" int32_t plicu_plural_rules_text(void *rules, char *out, int32_t capacity) {
    if (rules == nullptr || out == nullptr || capacity <= 0) return -1;
    const icu::PluralRules *plural = reinterpret_cast<const icu::PluralRules *>(static_cast<UPluralRules *>(rules));
    icu::UnicodeString text = plural->getRules();
    int32_t length = text.extract(0, text.length(), out, capacity, US_INV);
    if (length >= capacity) return -1;
    out[length] = 0;
    return length;
}

// One call for the whole pass, so that no string crosses into Swift per number. ICU's C `uplrules_select`
// is this `select`, then a copy of the keyword into a caller's buffer, which was a sixth of the pass.
extern "C" int32_t plicu_plural_rules_integer_map_until(void *rules, int32_t bound, int32_t stop_mask, uint8_t *out) {
    if (rules == nullptr || out == nullptr || bound < 0) return -1;
    const icu::PluralRules *plural = reinterpret_cast<const icu::PluralRules *>(static_cast<UPluralRules *>(rules));
    static const char *const names[] = {"zero", "one", "two", "few", "many", "other"};
    icu::UnicodeString keywords[6];
    for (int32_t index = 0; index < 6; index++) keywords[index] = icu::UnicodeString(names[index], -1, US_INV);
    int32_t found = 0;
    for (int32_t number = 0; number < bound; number++) {
        icu::UnicodeString keyword = plural->select(static_cast<double>(number));
        if (keyword.isBogus()) return -1;
        int32_t index = 5;
        for (int32_t candidate = 0; candidate < 6; candidate++) {
            if (keyword == keywords[candidate]) { index = candidate; break; }
        }
        out[number] = static_cast<uint8_t>(index);
        found |= 1 << index;
        if (stop_mask != 0 && (found & stop_mask) == stop_mask) return number + 1;
    }
    return bound;
}
