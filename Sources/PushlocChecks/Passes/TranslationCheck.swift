import PushlocCatalog
import PushlocDiagnostics

/// A check of a translation against the reference copy of its table (the development language's, or
/// Base's). One value is made per bundle, before the bundle's languages are checked in parallel, so a
/// pass can find what it needs in the reference tables once (``init(_:)``).
protocol TranslationCheck: CheckPass {
    /// Whether the pass counts the translation coverage rows (``TranslationFindings/translated`` and
    /// ``TranslationFindings/missing``). A check without such a pass reports no coverage.
    static var countsCoverage: Bool { get }

    /// Prepares the pass for the bundle `facts` describe.
    init(_ facts: BundleFacts)

    /// Checks `table`, a translation in `localization`, against `reference`, the reference copy of its
    /// table in another language.
    func check(translation table: LocalizationTable, against reference: LocalizationTable, in localization: Localization,
               into found: inout TranslationFindings)
}

extension TranslationCheck {
    static var countsCoverage: Bool { false }
}

/// What translation checks know of the bundle they check: the bundle, what was found once in its
/// reference tables, and the check's options.
struct BundleFacts: Sendable {
    /// The bundle.
    let catalog: LocalizedBundle
    /// The reference records with nothing to translate, by table name (empty when no pass counts coverage).
    let untranslatable: [String: UntranslatableRecords]
    /// The check's options.
    let options: CheckOptions
}

/// What the translation checks of one language found: findings, and the coverage counts.
struct TranslationFindings {
    /// The findings, in the order the passes made them.
    var diagnostics: [Diagnostic] = []
    /// The reference keys the language translates.
    var translated = 0
    /// The reference keys the language lacks.
    var missing = 0
}
