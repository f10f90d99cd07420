/// How well a bundle fits as the one that a server's notifications resolve their loc keys in: the
/// number of the keys its development `Localizable` table has, then the size of that table, then the
/// shallowest path. A larger rank fits better (``Project/bundle(forKeys:)``).
public struct PushBundleRank: Comparable, Sendable {
    private let namedKeys: Int
    private let tableSize: Int
    private let negatedDepth: Int

    /// The lowest rank: any bundle beats it.
    public static let lowest = PushBundleRank(namedKeys: .min, tableSize: .min, negatedDepth: .min)

    private init(namedKeys: Int, tableSize: Int, negatedDepth: Int) {
        self.namedKeys = namedKeys
        self.tableSize = tableSize
        self.negatedDepth = negatedDepth
    }

    /// The rank of `bundle` for the notification templates' loc `keys`.
    public init(_ bundle: LocalizedBundle, keys: Set<String>) {
        let table = bundle.referenceTable(named: "Localizable")
        namedKeys = table.map { table in keys.reduce(0) { $0 + (table.contains($1) ? 1 : 0) } } ?? 0
        tableSize = table?.count ?? 0
        negatedDepth = -bundle.path.split(separator: "/").count
    }

    /// Ordered by named keys, then table size, then shallowness.
    public static func < (lhs: PushBundleRank, rhs: PushBundleRank) -> Bool {
        (lhs.namedKeys, lhs.tableSize, lhs.negatedDepth) < (rhs.namedKeys, rhs.tableSize, rhs.negatedDepth)
    }
}
