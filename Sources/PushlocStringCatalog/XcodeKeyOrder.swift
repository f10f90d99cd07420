import Foundation

/// The order in which Xcode writes the keys of every object of a String Catalog.
///
/// Xcode sorts with Foundation's `localizedStandardCompare`: case-insensitive, numbers compared as
/// numbers (`item 9` before `item 10`), and punctuation and symbols in collation order (`-` before
/// `(` before `%` before digits and letters), with a forced order for keys that differ only in case.
/// Foundation is the faithful oracle here, so this uses it, with a fixed locale (`en`, which sorts
/// like the root collation) instead of the user's, so the output never depends on the machine.
/// (`en_US_POSIX` would not do: it sorts by code point.)
enum XcodeKeyOrder {
    private static let locale = Locale(identifier: "en")
    private static let options: String.CompareOptions = [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering]

    /// Whether Xcode writes `lhs` before `rhs`.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.compare(rhs, options: options, range: nil, locale: locale) == .orderedAscending
    }

    /// `members` in Xcode's order; members with equal keys keep their order.
    static func sorted<Member>(_ members: [Member], key: (Member) -> String) -> [Member] {
        members.enumerated().sorted { lhs, rhs in
            let left = key(lhs.element)
            let right = key(rhs.element)
            if left == right { return lhs.offset < rhs.offset }
            return precedes(left, right)
        }.map(\.element)
    }
}
