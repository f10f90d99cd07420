import PushlocDiagnostics

/// One template's banners, one per language.
package struct PreviewSection: Sendable, Hashable {
    /// The template's name or file.
    package var title: String
    /// One banner per language, in the catalog's order.
    package var banners: [PreviewBanner]

    /// Creates a section.
    package init(title: String, banners: [PreviewBanner]) {
        self.title = title
        self.banners = banners
    }
}

/// The whole preview: every template in every language, with a summary per language, and optionally
/// the check's coverage map and findings.
package struct PreviewDocument: Sendable, Hashable {
    /// The app name shown in each banner's header.
    package var appName: String
    /// One section per template.
    package var sections: [PreviewSection]
    /// The check's coverage and findings, shown as a map at the top of the page and a table at its end.
    package var overview: CoverageOverview?

    /// Creates a document.
    package init(appName: String = "App", sections: [PreviewSection], overview: CoverageOverview? = nil) {
        self.appName = appName
        self.sections = sections
        self.overview = overview
    }

    /// How many languages are clean, warned and failing: each language counts once, by its worst
    /// banner across the templates.
    package var summary: [PreviewStatus: Int] {
        var worst: [String: PreviewStatus] = [:]
        for banner in sections.flatMap(\.banners) {
            worst[banner.locale] = max(worst[banner.locale] ?? .clean, banner.status)
        }
        var counts: [PreviewStatus: Int] = [.clean: 0, .warned: 0, .failing: 0]
        for status in worst.values { counts[status, default: 0] += 1 }
        return counts
    }
}
