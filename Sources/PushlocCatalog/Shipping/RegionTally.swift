/// How many of a bundle's tables each development region names (of the projects and packages that ship
/// them), and the region most of them name.
///
/// A bundle's tables name one region or a few, and every shipped table adds one: the counts are kept in
/// a short list searched from the region last added, not in a dictionary that hashes each name.
struct RegionTally {
    private var counts: [(region: String, count: Int)] = []
    private var last = 0

    /// Counts one table whose shipping project or package names `region`.
    mutating func add(_ region: String) {
        if last < counts.count, counts[last].region == region {
            counts[last].count += 1
            return
        }
        if let index = counts.firstIndex(where: { $0.region == region }) {
            counts[index].count += 1
            last = index
        } else {
            counts.append((region, 1))
            last = counts.count - 1
        }
    }

    /// The region the most tables name; of regions named equally often, the one that sorts first.
    /// `nil` when no table names one.
    var mostNamed: String? {
        counts.max(by: { ($0.count, $1.region) < ($1.count, $0.region) })?.region
    }
}
