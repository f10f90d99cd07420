import PushlocRules

/// Every check pass, by scope, in the order they run (and so the order their findings are made in).
///
/// Adding a check is one line here; the pass's own file says which rules it reports.
enum CheckRegistry {
    /// Checks of one table on its own.
    static let tableChecks: [any TableCheck.Type] = [
        FormatChecks.self,
        LabelTooLongCheck.self,
        LabelFormatCheck.self,
        StringsDictChecks.self,
    ]

    /// Checks of a translation against its reference table.
    static let translationChecks: [any TranslationCheck.Type] = [
        CrossLanguageChecks.self,
        BidiControlChecks.self,
        PlaceholderChecks.self,
        PluralFormUntranslatedCheck.self,
    ]

    /// Checks of a whole bundle.
    static let bundleChecks: [any BundleCheck.Type] = [
        DeviceFormChecks.self,
        AppShortcutChecks.self,
    ]

    /// Checks of the notification templates against the push bundle.
    static let templateChecks: [any TemplateCheck.Type] = [
        UnknownLocKeyCheck.self,
        LocKeyNotFoundCheck.self,
        LocArgsArityCheck.self,
        PushSpecifierCheck.self,
        PushPluralCheck.self,
        PayloadSizeChecks.self,
    ]

    /// Every pass.
    static var all: [any CheckPass.Type] {
        tableChecks.map { $0 } + translationChecks.map { $0 } + bundleChecks.map { $0 } + templateChecks.map { $0 }
    }

    /// The passes that report any of `enabled` (`nil`: every pass). `unused-suppression` needs every
    /// finding (a comment suppresses nothing only if no pass found what it names), so it runs them all.
    static func passes(for enabled: Set<String>?) -> CheckPasses {
        let enabled = enabled.flatMap { $0.contains(RuleDescription.unusedSuppression.id) ? nil : $0 }
        return CheckPasses(
            table: tableChecks.filter { $0.runs(for: enabled) },
            translation: translationChecks.filter { $0.runs(for: enabled) },
            bundle: bundleChecks.filter { $0.runs(for: enabled) },
            template: templateChecks.filter { $0.runs(for: enabled) })
    }
}

/// The passes one check runs, by scope.
struct CheckPasses: Sendable {
    /// The table checks, in registry order.
    var table: [any TableCheck.Type] = []
    /// The translation checks, in registry order.
    var translation: [any TranslationCheck.Type] = []
    /// The bundle checks, in registry order.
    var bundle: [any BundleCheck.Type] = []
    /// The template checks, in registry order.
    var template: [any TemplateCheck.Type] = []

    /// Whether a translation pass counts coverage rows.
    var countsCoverage: Bool { translation.contains { $0.countsCoverage } }

    /// Every pass.
    var all: [any CheckPass.Type] {
        table.map { $0 } + translation.map { $0 } + bundle.map { $0 } + template.map { $0 }
    }
}
