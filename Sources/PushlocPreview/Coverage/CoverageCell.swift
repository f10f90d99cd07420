import PushlocDiagnostics
/// One bundle and one language of the coverage map: how much the language translates, and how many
/// findings the bundle has in it.
package struct CoverageCell: Sendable, Hashable {
    /// What the bundle has of the language.
    package enum Kind: Sendable, Hashable {
        /// The bundle has no such language.
        case absent
        /// The bundle's development language: the text every other language is compared with.
        case development
        /// The bundle has the language, but none of its tables has a reference copy to compare with
        /// (`Base`, or tables only this language has).
        case uncompared
        /// The language's coverage of the bundle's reference tables.
        case compared(TranslationCoverage)
    }

    /// What the bundle has of the language.
    package var kind: Kind
    /// Errors reported in the bundle for the language.
    package var errors: Int
    /// Warnings reported in the bundle for the language.
    package var warnings: Int
    /// The `id` of the language's findings on the page, when it has any.
    package var anchor: String?

    /// Creates a cell.
    package init(kind: Kind, errors: Int = 0, warnings: Int = 0, anchor: String? = nil) {
        self.kind = kind
        self.errors = errors
        self.warnings = warnings
        self.anchor = anchor
    }

    /// The cell's coverage row, when the language was compared.
    package var coverage: TranslationCoverage? {
        if case .compared(let row) = kind { return row }
        return nil
    }

    /// Whether the device shows the development text for some of the bundle's keys in this language,
    /// because the language has no copy of their tables.
    package var fallsBackToDevelopmentText: Bool {
        (coverage?.developmentText ?? 0) > 0
    }

    /// The colour band of the cell, `nil` for a cell without coverage.
    package var shade: CoverageShade? {
        coverage.map(CoverageShade.init)
    }
}
