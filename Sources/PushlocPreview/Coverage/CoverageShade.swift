import PushlocDiagnostics
/// The colour bands of the coverage map, from every key translated to none. The page shows the
/// percentage in every cell as well, so that the colour is never the only sign.
package enum CoverageShade: String, Sendable, Hashable, CaseIterable {
    /// Every key translated.
    case complete
    /// 95 % or more.
    case high
    /// 80 % or more.
    case good
    /// 50 % or more.
    case partial
    /// Less than half, but some.
    case low
    /// No key translated.
    case none

    /// The band of `coverage`'s translated share.
    package init(_ coverage: TranslationCoverage) {
        let total = coverage.translated + coverage.missing + coverage.developmentText
        switch coverage.percent {
        case _ where coverage.translated == total: self = .complete
        case 95...: self = .high
        case 80...: self = .good
        case 50...: self = .partial
        case _ where coverage.translated > 0: self = .low
        default: self = .none
        }
    }

    /// The lower bound as the legend shows it.
    package var label: String {
        switch self {
        case .complete: "100 %"
        case .high: "95–99 %"
        case .good: "80–94 %"
        case .partial: "50–79 %"
        case .low: "1–49 %"
        case .none: "0 %"
        }
    }

    /// The whole percentage shown in a cell: rounded down, so that 99.6 % is not shown as 100 % (and
    /// 0.4 % not as 0 %).
    package static func wholePercent(_ coverage: TranslationCoverage) -> Int {
        let total = coverage.translated + coverage.missing + coverage.developmentText
        guard total > 0 else { return 100 }
        return coverage.translated == 0 ? 0 : max(1, coverage.translated * 100 / total)
    }
}
