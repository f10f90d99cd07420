import PushlocCatalog
import PushlocDiagnostics
import PushlocPayloads

/// A check that takes a project's bundles a few at a time and keeps only what it found in them.
///
/// No rule compares two bundles, so bundles can be let go as soon as they are checked: the check's
/// memory is about that of its largest bundle plus the findings, however many bundles the app has.
/// ``InMemoryCheck/check(_:templates:options:extra:)`` runs the same steps over a loaded ``Project``.
///
/// ```swift
/// let plan = try BundleLoader.plan(paths: ["."])
/// var check = BatchedCheck(templates: templates)
/// for batch in plan.batches() {
///     check.add(try plan.loadBundles(batch))
/// }
/// let report = check.report()
/// ```
package struct BatchedCheck: Sendable {
    private let templates: TemplateSet
    private let passes: CheckPasses
    private let templateKeys: Set<String>
    private let options: CheckOptions
    private var diagnostics: [Diagnostic] = []
    private var summaries: [BundleSummary] = []
    private var coverage: [TranslationCoverage] = []
    private var files = 0
    private var entries = 0
    /// Every language of the bundles added so far.
    public private(set) var languages = Set<String>()
    /// Whether any bundle added so far has its development language.
    public private(set) var hasDevelopmentLanguage = false
    /// The template findings against the best push bundle so far, and its rank.
    private var templateFindings: [Diagnostic] = []
    private var pushRank: PushBundleRank?
    private let extra: [Diagnostic]

    /// Starts a check of the notification `templates` (their loc-key uses and payload sizes) and of the
    /// bundles that ``add(_:)`` will bring; `extra` findings are reported with the rest.
    package init(templates: NotificationTemplateLoader.Result? = nil, options: CheckOptions = CheckOptions(), extra: [Diagnostic] = []) {
        self.init(uses: templates?.uses ?? [], templates: templates?.templates ?? [], options: options,
                  extra: extra + (templates?.diagnostics ?? []))
    }

    /// `passes` are the checks to run; by default those of the rules `options` enables.
    init(uses: [LocKeyUse], templates: [NotificationTemplate], options: CheckOptions, extra: [Diagnostic], passes: CheckPasses? = nil) {
        self.templates = TemplateSet(uses: uses, templates: templates)
        self.templateKeys = Set(uses.map(\.key))
        self.options = options
        self.extra = extra
        self.passes = passes ?? CheckRegistry.passes(for: options.enabledRules)
    }

    /// Runs every rule over `bundle`. Bundles must come in path order (``ProjectPlan``'s order), as
    /// the template checks pick the first of the best-fitting bundles.
    public mutating func add(_ bundle: LocalizedBundle) {
        add([bundle])
    }

    /// Runs every rule over `bundles` (in path order, after those added before), their languages in one
    /// pass over the cores.
    public mutating func add(_ bundles: [LocalizedBundle]) {
        for (bundle, result) in zip(bundles, InMemoryCheck.check(bundles, options: options, passes: passes)) {
            diagnostics += LiteralPercentScope.keep(result.diagnostics, in: bundle, templateKeys: templateKeys, formatted: options.formattedStrings)
            summaries.append(result.summary)
            coverage += result.coverage
            files += result.summary.files
            entries += result.summary.entries
            languages.formUnion(bundle.languages)
            hasDevelopmentLanguage = hasDevelopmentLanguage || bundle.hasDevelopmentLanguage
            guard hasTemplates else { continue }
            // The templates are checked against each bundle that fits them better than every earlier one,
            // while it is still loaded; the last such result is the one for the project's push bundle.
            let rank = PushBundleRank(bundle, keys: templateKeys)
            if let pushRank, rank <= pushRank { continue }
            pushRank = rank
            templateFindings = checkTemplates(against: bundle)
        }
    }

    /// The report: every finding in order, the counts, one summary per bundle and the coverage rows.
    package func report() -> CheckReport {
        var templateFindings = templateFindings
        if hasTemplates && pushRank == nil {
            templateFindings = checkTemplates(against: LocalizedBundle(path: "", localizations: [], base: nil))
        }
        // A template's finding at a bundle's string counts for that bundle too: the report counts each
        // bundle's findings by the bundle that holds their file.
        return CheckReport(
            diagnostics: DiagnosticOrder.sorted(diagnostics + extra + templateFindings),
            files: files, languages: languages.count, entries: entries, bundles: summaries, coverage: coverage)
    }

    private var hasTemplates: Bool { !templates.isEmpty }

    private func checkTemplates(against bundle: LocalizedBundle) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for pass in passes.template { pass.check(templates: templates, bundle: bundle, options: options, into: &found) }
        return found
    }
}
