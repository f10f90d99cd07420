/// The language tags of an `Accept-Language` value, most preferred first: `fr-CA,fr;q=0.9,en;q=0.5`
/// gives `fr-CA`, `fr`, `en`. Tags without a weight weigh 1; equal weights keep their order; `*` and
/// weight-0 tags are left out.
enum AcceptLanguage {
    static func tags(_ header: String) -> [String] {
        var weighted: [(tag: String, weight: Double, index: Int)] = []
        for (index, item) in header.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";").map { $0.trimmingSpaces() }
            guard let tag = parts.first, !tag.isEmpty, tag != "*" else { continue }
            var weight = 1.0
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                weight = Double(parameter.dropFirst(2)) ?? 0
            }
            if weight > 0 { weighted.append((tag, weight, index)) }
        }
        return weighted.sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.index < $1.index }.map(\.tag)
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
