// See CPushlocICUShim.h. ICU publishes a plural category's samples (CLDR's "@integer 1, 21, 31, ...") only
// through its C++ API, so this one function is C++; it exposes plain C like the rest of the shim.
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
