import CICUShim
import Synchronization

/// A CLDR plural category.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    /// CLDR's order: zero, one, two, few, many, other.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// ICU's cardinal plural rules for one locale.
public final class PluralRules: Sendable {
    private let handle: Mutex<OpaquePointerBox>
    /// The locale the rules were opened for.
    public let locale: String
    /// Every category the locale uses (always includes `.other`).
    public let categories: Set<PluralCategory>

    /// Opens the rules for `locale` (BCP 47). `nil` if ICU cannot.
    public init?(locale: String) {
        guard locale.utf8.count < 150, let raw = plicu_plural_rules_open(locale) else { return nil }
        self.locale = locale
        self.handle = Mutex(OpaquePointerBox(raw))
        let keywords = withCStringResult { plicu_plural_rules_keywords(raw, $0, $1) } ?? "other"
        var categories = Set(keywords.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) })
        categories.insert(.other)
        self.categories = categories
    }

    deinit {
        handle.withLock { plicu_plural_rules_close($0.pointer) }
    }

    /// The category of `number` (`1` is `.one` in English, `3` is `.few` in Russian).
    public func category(for number: Double) -> PluralCategory {
        handle.withLock { box in
            let keyword = withCStringResult(capacity: 32) { plicu_plural_rules_select(box.pointer, number, $0, $1) }
            return keyword.flatMap(PluralCategory.init(rawValue:)) ?? .other
        }
    }
}
