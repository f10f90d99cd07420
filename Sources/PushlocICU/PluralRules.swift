import CPushlocICUShim
import Synchronization

/// A CLDR plural category.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    /// The position in CLDR's order: zero, one, two, few, many, other (0 to 5).
    public var rank: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    /// CLDR's order: zero, one, two, few, many, other.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The category ICU's keyword names, read from its bytes: ICU answers every plural selection with
    /// a keyword, and `init(rawValue:)` matches it by a string switch that cost more than the selection.
    package init?(keyword: String) {
        var keyword = keyword
        // The keyword's length in the top byte and its bytes from the lowest, against each name's:
        // `one` is 3 << 56 | 0x65_6E_6F.
        let packed: UInt64? = keyword.withUTF8 { bytes in
            guard bytes.count <= 5 else { return nil }
            var value = UInt64(bytes.count) << 56
            for (index, byte) in bytes.enumerated() { value |= UInt64(byte) << (8 * index) }
            return value
        }
        switch packed {
        case 3 << 56 | 0x65_6E_6F: self = .one
        case 3 << 56 | 0x6F_77_74: self = .two
        case 3 << 56 | 0x77_65_66: self = .few
        case 4 << 56 | 0x6F_72_65_7A: self = .zero
        case 4 << 56 | 0x79_6E_61_6D: self = .many
        case 5 << 56 | 0x72_65_68_74_6F: self = .other
        default: return nil
        }
    }
}

/// ICU's cardinal plural rules for one locale.
///
/// Safe to share across threads. Use ``cached(for:)`` to share one instance per locale.
public final class PluralRules: Sendable {
    private let handle: Mutex<OpaquePointerBox>
    /// The locale the rules were opened for.
    public let locale: String
    /// Every category the locale uses (always includes `.other`).
    public let categories: Set<PluralCategory>
    /// The categories that some whole number below ``requiredCategoryBound`` selects, and `.other`: the
    /// forms a translation must have. A category whose only numbers are at least 1,000,000 (CLDR 42's
    /// `many` in fr, es, it, pt, ca) or that only fractions reach is not required; `other` shows those.
    ///
    /// Worked out on first use, by selecting up to ``requiredCategoryBound`` numbers: a check asks only
    /// for a language whose plurals lack some of its ``categories``.
    public var requiredCategories: Set<PluralCategory> {
        required.withLock { known in
            if let known { return known }
            let found = handle.withLock { Self.requiredCategories(of: categories, in: $0.pointer) }
            known = found
            return found
        }
    }
    private let required = Mutex<Set<PluralCategory>?>(nil)
    /// Per category asked so far, its whole-number samples (see ``wholeNumberSamples(of:)``).
    private let wholeNumberSamples = Mutex<[PluralCategory: [Int]]>([:])
    /// The whole numbers `0..<requiredCategoryBound` decide ``requiredCategories``. CLDR's integer rules
    /// read `n % 10` and `n % 100` (and `% 1000000` for the millions), so this range shows every category
    /// that a count below a million can select.
    public static let requiredCategoryBound = 1_100

    /// The most locales ``cached(for:)`` keeps.
    public static let cacheLimit = 256
    private static let cache = InstanceCache<PluralRules>(limit: cacheLimit)

    /// Opens the rules for `locale` (BCP 47). `nil` if the identifier is unusable or ICU cannot open
    /// rules. An unknown but well-formed language gets the root rules (only `.other`).
    public init?(locale: String) {
        guard TagInput.isAcceptable(locale), let raw = plicu_plural_rules_open(locale) else { return nil }
        self.locale = locale
        self.handle = Mutex(OpaquePointerBox(raw))
        let keywords = withCStringResult { plicu_plural_rules_keywords(raw, $0, $1) } ?? "other"
        var categories = Set(keywords.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) })
        categories.insert(.other)
        self.categories = categories
    }

    /// The whole numbers among ICU's samples of `category` (CLDR's `@integer` samples, which list a
    /// finite category whole and an open one up to a `…`): ru `one` is 1, 21, 31, 41, …; de `one` is
    /// 1; fr `one` is 0 and 1. Empty for a category that no whole number selects (ru `other`, whose
    /// samples are all fractions) and for one the locale does not use.
    ///
    /// Asked of ICU on first use per category (each sample is selected again): most checks ask it of
    /// a few categories of a few languages, and a check opens the rules of every language it loads.
    public func wholeNumberSamples(of category: PluralCategory) -> [Int] {
        guard categories.contains(category) else { return [] }
        return wholeNumberSamples.withLock { known in
            if let samples = known[category] { return samples }
            let found = handle.withLock { Self.wholeNumberSamples(of: category, in: $0.pointer) }
            known[category] = found
            return found
        }
    }

    /// The whole numbers `0..<requiredCategoryBound` (1,100) that select `category`, in order: every
    /// count a form for `category` is shown for, up to the bound. CLDR's integer rules repeat past it
    /// (they read `n % 10`, `n % 100` and the millions), so how many counts a category covers, and which
    /// come first, shows here. fil `one` is 0, 1, 2, 3, 5, 7, 8, …; ru `one` is 1, 21, 31, …; en `one`
    /// is 1 alone; ru `other` and cs `many`, which only fractions reach, are empty.
    ///
    /// Every number is selected by ICU once per locale, on first use, for every category at once.
    public func wholeNumbers(of category: PluralCategory) -> [Int] {
        guard categories.contains(category) else { return [] }
        return coverage.withLock { known in
            if let known { return known[category] ?? [] }
            let found = handle.withLock { raw in
                // Languages whose rules read alike (en, de, nl, sv, … all say "one: i = 1 and v = 0")
                // share one pass: 1,100 selections cost more than the rest of a language's plural check.
                let text = Self.ruleText(raw.pointer)
                if let text, let shared = Self.coverageByRules.withLock({ $0[text] }) { return shared }
                let computed = Self.coverage(in: raw.pointer)
                if let text { Self.coverageByRules.withLock { $0[text] = computed } }
                return computed
            }
            known = found
            return found[category] ?? []
        }
    }
    private let coverage = Mutex<[PluralCategory: [Int]]?>(nil)
    /// ``wholeNumbers(of:)``'s pass per rule text, for every language with those rules (CLDR has a
    /// few dozen distinct rule sets).
    private static let coverageByRules = Mutex<[String: [PluralCategory: [Int]]]>([:])

    /// The whole numbers below ``requiredCategoryBound`` per category, from one ICU pass.
    private static func coverage(in raw: UnsafeMutableRawPointer) -> [PluralCategory: [Int]] {
        coverage(ofRanks: integerRanks(in: raw))
    }

    /// The category ranks of the whole numbers from 0 up, in one ICU pass: every number below
    /// ``requiredCategoryBound``, or with a `stopMask` (bit `rank` per category) only up to the first
    /// number by which every category of the mask has shown. Empty when ICU fails.
    private static func integerRanks(in raw: UnsafeMutableRawPointer, stopMask: Int32 = 0) -> [UInt8] {
        let bound = requiredCategoryBound
        return [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            let written = buffer.baseAddress.map { plicu_plural_rules_integer_map_until(raw, Int32(bound), stopMask, $0) } ?? -1
            count = written > 0 ? Int(written) : 0
        }
    }

    /// The numbers of each category in `map` (a rank per number, from 0).
    private static func coverage(ofRanks map: [UInt8]) -> [PluralCategory: [Int]] {
        // Grouped by rank in arrays first: a dictionary lookup per number was most of this pass outside ICU.
        var byRank = [[Int]](repeating: [], count: PluralCategory.allCases.count)
        for (number, rank) in map.enumerated() where Int(rank) < byRank.count {
            byRank[Int(rank)].append(number)
        }
        var found: [PluralCategory: [Int]] = [:]
        for category in PluralCategory.allCases where category.rank < byRank.count && !byRank[category.rank].isEmpty {
            found[category] = byRank[category.rank]
        }
        return found
    }

    /// How many samples are asked of ICU per category: enough to tell one number from several, and to
    /// name a few of them.
    static let sampleLimit = 16

    /// `.other` and the categories of `categories` that some whole number below
    /// ``requiredCategoryBound`` selects with the rules `raw`. Read from ``wholeNumbers(of:)``'s pass for
    /// these rules when one was made; otherwise numbers are selected until every category has shown.
    /// When one never does (fr `many`, ru `other`), that is the whole pass, and it is kept for
    /// ``wholeNumbers(of:)`` and for other languages with the same rules.
    private static func requiredCategories(of categories: Set<PluralCategory>, in raw: UnsafeMutableRawPointer) -> Set<PluralCategory> {
        var required: Set<PluralCategory> = [.other]
        guard categories.count > 1 else { return required }
        let text = ruleText(raw)
        if let text, let shared = coverageByRules.withLock({ $0[text] }) {
            return required.union(categories.filter { shared[$0] != nil })
        }
        let all = categories.reduce(Int32(0)) { $0 | 1 << Int32($1.rank) }
        let ranks = integerRanks(in: raw, stopMask: all)
        if ranks.count == requiredCategoryBound, let text {
            let computed = coverage(ofRanks: ranks)
            coverageByRules.withLock { $0[text] = computed }
        }
        let seen = ranks.reduce(0) { $0 | 1 << Int($1 & 7) }
        for category in categories where seen & (1 << category.rank) != 0 {
            required.insert(category)
        }
        return required
    }

    /// The text of the rules `raw` (CLDR's rule syntax), which languages with the same rules share;
    /// `nil` when ICU cannot give it.
    private static func ruleText(_ raw: UnsafeMutableRawPointer) -> String? {
        withCStringResult(capacity: 2048) { plicu_plural_rules_text(raw, $0, $1) }
    }

    /// ICU's samples of `category` that are whole numbers which the rules really give `category`.
    /// ICU returns a category's `@decimal` samples when it has no `@integer` ones, and a decimal
    /// sample such as `10.0` is whole as a `double` (ru `other` lists it, yet 10 is `many`), so each
    /// sample is selected again.
    private static func wholeNumberSamples(of category: PluralCategory, in raw: UnsafeMutableRawPointer) -> [Int] {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: sampleLimit) { buffer -> [Int] in
            guard let base = buffer.baseAddress else { return [] }
            let count = plicu_plural_rules_samples(raw, category.rawValue, base, Int32(sampleLimit))
            guard count > 0 else { return [] }
            var numbers: [Int] = []
            for sample in buffer.prefix(Int(min(count, Int32(sampleLimit)))) {
                guard sample >= 0, sample < 1e15, sample.rounded(.towardZero) == sample else { continue }
                let selected = withCStringResult(capacity: 32) { plicu_plural_rules_select(raw, sample, $0, $1) }
                if selected == category.rawValue, !numbers.contains(Int(sample)) { numbers.append(Int(sample)) }
            }
            return numbers
        }
    }

    /// The shared rules for `locale`, opened on first use and kept (up to ``cacheLimit`` locales;
    /// past that a fresh, unshared instance is returned). `nil` when ``init(locale:)`` fails.
    public static func cached(for locale: String) -> PluralRules? {
        cache.value(for: locale) { PluralRules(locale: $0) }
    }

    /// The rules as CLDR writes them, with their samples: `one: i = 1 and v = 0 @integer 1; other: ...
    /// @decimal 0.0~1.5, 10.0, ...`. Samples keep their visible decimals (`1.0`), which a `Double` loses.
    public var ruleText: String? {
        withCStringResult(capacity: 8192) { plicu_plural_rules_source(locale, $0, $1) }
    }

    /// Runs `body` with the ICU rules, under the rules' lock.
    func withHandle<Result>(_ body: (UnsafeMutableRawPointer) -> Result) -> Result {
        handle.withLock { body($0.pointer) }
    }

    deinit {
        handle.withLock { plicu_plural_rules_close($0.pointer) }
    }

    /// The category of `number` (`1` is `.one` in English, `3` is `.few` in Russian). A number
    /// with a fraction counts its visible decimals as ICU sees a `double` (`1.5` is `.other` in
    /// English). NaN and infinities are `.other`.
    public func category(for number: Double) -> PluralCategory {
        guard number.isFinite else { return .other }
        return handle.withLock { box in
            let keyword = withCStringResult(capacity: 32) { plicu_plural_rules_select(box.pointer, number, $0, $1) }
            return keyword.flatMap(PluralCategory.init(keyword:)) ?? .other
        }
    }

    /// The category of an integer, exact for every `Int` (a `Double` loses the last digits past
    /// 2^53, which Russian or Arabic rules read). Integer literals choose this overload.
    public func category(for number: Int) -> PluralCategory {
        let magnitude = number.magnitude
        if magnitude < UInt(Self.requiredCategoryBound), let rank = smallIntegerRank(Int(magnitude)) {
            return PluralCategory.allCases[Int(rank)]
        }
        return category(for: Self.exactlyRepresentable(number))
    }

    /// The category rank of each whole number below ``requiredCategoryBound``, selected by ICU once per
    /// locale on first use: a server's counts are small, and a table read costs no ICU call and no string.
    private let smallIntegers = Mutex<[UInt8]?>(nil)

    private func smallIntegerRank(_ number: Int) -> UInt8? {
        smallIntegers.withLock { known in
            if known == nil {
                known = handle.withLock { Self.integerRanks(in: $0.pointer) }
            }
            guard let map = known, number < map.count, map[number] < 6 else { return nil }
            return map[number]
        }
    }

    /// A `Double` with the same plural category as `number`. CLDR's integer rules read the absolute
    /// value through `n % 10`, `% 100`, `% 1000` and `% 1000000` and compare it with small
    /// constants, so a magnitude past 2^53 keeps its last 12 digits above 10^12: every such
    /// remainder is the same and every comparison with a small constant stays false.
    static func exactlyRepresentable(_ number: Int) -> Double {
        let magnitude = number.magnitude
        if magnitude < 1 << 53 { return Double(magnitude) }
        let trillion: UInt = 1_000_000_000_000
        return Double(trillion + magnitude % trillion)
    }
}
