/// The CJK languages that screenshot pages drew without an installed font, gathered over a build's
/// pages so that the warning is printed once. The font list is asked at most once per language;
/// without one (no `fc-list`) nothing is known and nothing is said.
struct MissingCJKFonts {
    /// `fc-list :lang=xx`'s output for a language (`nil` when it cannot run); `nil` for no font list.
    private let listing: ((CJKFontCheck.Language) -> String?)?
    private var listings: [CJKFontCheck.Language: String?] = [:]
    private var missing: [CJKFontCheck.Language] = []

    /// Gathers with `listing` as the font list (`nil`: none).
    init(listing: ((CJKFontCheck.Language) -> String?)?) {
        self.listing = listing
    }

    /// Gathers with this machine's `fc-list`, when it has one.
    static func installed() -> MissingCJKFonts {
        MissingCJKFonts(listing: FontList.find().map { fontList in { fontList.fonts(for: $0.rawValue) } })
    }

    /// Notes the CJK languages of `page` that no installed font draws.
    mutating func note(_ page: String) {
        guard let listing else { return }
        var listings = self.listings
        let found = CJKFontCheck.missingFonts(for: page) { language in
            if let known = listings[language] { return known }
            let output = listing(language)
            listings[language] = output
            return output
        }
        self.listings = listings
        for language in found where !missing.contains(language) { missing.append(language) }
    }

    /// The warning for stderr, or `nil` when every page's CJK text has a font.
    var warning: String? {
        guard !missing.isEmpty else { return nil }
        let names = CJKFontCheck.Language.allCases.filter { missing.contains($0) }.map(\.name)
        let listed = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "") : names.joined()
        return "pushloc: warning: the screenshots draw \(listed) text, and no installed font covers it: it shows as empty boxes; install a CJK font (Debian/Ubuntu: apt-get install fonts-noto-cjk)\n"
    }
}
