// See CICUShim.h. ICU publishes a plural category's samples (CLDR's "@integer 1, 21, 31, ...") and its
// selection of a plain integer only through its C++ API, so these functions are C++; they expose plain C
// like the rest of the shim.
#include "CICUShim.h"

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

// One call for the whole probe: the keyword is compared here, with no string crossing into Swift per
// number. Each number is selected as an integer (`select(int32_t)`), which gives the category that
// `uplrules_select` gives the same number as a double without converting a double to decimal digits
// (the C API's only way in, and most of the probe's cost).
extern "C" int32_t plicu_plural_rules_integer_categories(void *rules, int32_t bound, int32_t stop_mask) {
    if (rules == nullptr) return -1;
    const icu::PluralRules *plural = reinterpret_cast<const icu::PluralRules *>(static_cast<UPluralRules *>(rules));
    static const char16_t *const names[] = {u"zero", u"one", u"two", u"few", u"many", u"other"};
    static const int32_t lengths[] = {4, 3, 3, 3, 4, 5};
    int32_t found = 0;
    for (int32_t number = 0; number < bound && (found & stop_mask) != stop_mask; number++) {
        icu::UnicodeString keyword = plural->select(number);
        for (int32_t index = 0; index < 6; index++) {
            if (keyword.compare(names[index], lengths[index]) == 0) { found |= 1 << index; break; }
        }
    }
    return found;
}
