import PushlocCatalog
import PushlocChecks
import PushlocConfiguration
import PushlocDiagnostics
import PushlocFormats
import Foundation
import PushlocRules

/// The one check session of `check`, `build` and the plugins, whose passes also rule the findings of
/// `render`, `payloads` and `devtodev`: the plan of bundles, the rules over a few bundles at a time, then
/// exclusions, suppressions, severities, `--only-rule` and the baseline.
///
/// ```swift
/// var request = CheckRequest()
/// request.baseline = "baseline.json"
/// let session = try CheckSession(request, workingDirectory: cwd)
/// let outcome = try session.run()
/// ```
public struct CheckSession: Sendable {
    /// The request with `.pushloc.yml` applied: what the session checks, and how.
    package let settings: CheckRequest
    /// The configuration file's settings (the defaults when there is none).
    package let configuration: CheckConfiguration
    /// The folder paths are relative to, in findings and on the command line.
    package let workingDirectory: String

    /// Reads the configuration and resolves `request` against it; command-line values win.
    public init(_ request: CheckRequest, workingDirectory cwd: String) throws(CheckSessionError) {
        for id in request.onlyRules where RuleRegistry.rule(id) == nil {
            let hint = RuleSuggestion.closest(to: id, in: RuleRegistry.ids).map { "; did you mean '\($0)'?" } ?? ""
            throw CheckSessionError("--only-rule: unknown rule id '\(id)'\(hint) (`pushloc rules` lists the ids)")
        }
        let configuration = try ConfigurationFile.load(request.configFile, workingDirectory: cwd)
        var settings = request
        settings.paths = request.paths.isEmpty ? configuration.included : request.paths
        settings.base = request.base ?? configuration.base
        settings.templates = request.templates ?? configuration.templates
        settings.strict = request.strict || configuration.strict == true
        settings.excludes = request.excludes + configuration.excluded
        settings.missingKeys = request.missingKeys ?? configuration.missingKeys.flatMap { MissingKeyReport(rawValue: $0.rawValue) }
        settings.includeUnshipped = request.includeUnshipped ?? configuration.includeUnshipped ?? false
        self.settings = settings
        self.configuration = configuration
        self.workingDirectory = cwd
    }

    /// A session of settings already resolved against `configuration`.
    init(settings: CheckRequest, configuration: CheckConfiguration, workingDirectory: String) {
        self.settings = settings
        self.configuration = configuration
        self.workingDirectory = workingDirectory
    }

    /// The templates folder the session checks: the requested one (which must exist), else `templates/`
    /// when it exists.
    package func templatesFolder() throws(CheckSessionError) -> String? {
        try ProjectFolders.folder(explicit: settings.templates, default: ProjectFolders.defaultTemplates)
    }

    /// The folders and files the session checks: the requested ones, else `Localizations/`.
    func roots() throws(CheckSessionError) -> [String] {
        guard settings.paths.isEmpty else { return settings.paths }
        if let folder = try ProjectFolders.folder(explicit: nil, default: ProjectFolders.defaultLocalizations) {
            return [folder]
        } else if settings.requiresFiles {
            throw CheckSessionError("No lintable files found: there is no \(ProjectFolders.defaultLocalizations)/ folder here; name the folders or files to check, or set `included` in .pushloc.yml")
        }
        return []
    }

    /// Loads the bundles the session checks, a few at a time, and hands each batch to `body`.
    package func forEachBatch(_ body: ([LocalizedBundle]) throws(CheckSessionError) -> Void) throws(CheckSessionError) {
        let roots = try roots().filter { ProjectFolders.isDirectory($0) || StandaloneFileChecks.isInLproj($0) }
        let plan = try plan(of: roots)
        for batch in plan.batches() {
            try body(try catalogStep { () throws(BundleLoadError) in try plan.loadBundles(batch) })
        }
    }

    /// Runs every rule over the bundles and templates, then every pass over the findings.
    public func run() throws(CheckSessionError) -> CheckOutcome {
        let cwd = workingDirectory
        var roots = try roots()
        // The checked folders are listed on another core while this one reads the loose files and
        // starts the templates; the plan takes the listings.
        let headStart = SurveyHeadStart(
            paths: roots, excludes: excludePatterns, workingDirectory: cwd, listingStore: preCommitCache().map(CacheRecords.listings(in:)))
        defer { headStart.finish() }
        // Files alone (as pre-commit passes them) report what those files are responsible for.
        let changedFiles = !roots.isEmpty && roots.allSatisfy { ProjectFolders.exists($0) && !ProjectFolders.isDirectory($0) } ? roots : []
        // A String Catalog's own folder is its bundle, so a catalog file is never loose: the plan loads it.
        let loose = roots.filter {
            !ProjectFolders.isDirectory($0) && ProjectFolders.exists($0) && !StandaloneFileChecks.isInLproj($0) && !TableFormats.isCatalogFile($0)
        }
        roots.removeAll { loose.contains($0) }
        // The templates need only their folder: they load on another thread while the tables load (the
        // folder's error, if any, is still thrown after the tables' errors).
        let templateFolder = Result { () throws(CheckSessionError) in try templatesFolder() }
        // Without a templates folder, the same thread looks for one near the checked folders instead
        // (for the summary's note): resolving their paths' links is file system work off the check's path.
        let noteRoots = roots + loose
        let templateSet = Background {
            TemplatesWork(folder: templateFolder, noteRoots: noteRoots, workingDirectory: cwd)
        }
        // An error below ends the process: the background work finishes first, so that the exit never
        // runs the process's teardown under it.
        defer { templateSet.wait() }
        // Suppression comments come from the documents that were checked, as their readers parsed them:
        // nothing else under the roots, and no file read twice.
        var looseDocuments: [TableDocument] = []
        // `--only-rule` runs only the checks that report the chosen rules; the pipeline still filters.
        let enabledRules = settings.onlyRules.isEmpty ? nil : Set(settings.onlyRules)
        let looseFindings = StandaloneFileChecks.check(files: loose, workingDirectory: cwd, enabledRules: enabledRules, keeping: &looseDocuments)
        var directives = Suppressions(documents: looseDocuments).directives
        let plan = try plan(of: roots, headStart: headStart)
        if plan.bundleCount == 0 && loose.isEmpty && settings.requiresFiles {
            throw CheckSessionError("No lintable files found in \(roots.joined(separator: ", ")): no <lang>.lproj folder or String Catalog with .strings, .stringsdict or .xcstrings files")
        }
        // The SwiftGen accessors are looked for beside the loading of the first tables: the rules need
        // them only when the check starts.
        let session = self
        let checkedRoots = roots
        let formatted = Background { session.formattedStrings(plan: plan, roots: checkedRoots) }
        defer { formatted.wait() }
        let options = CheckOptions(missingKeys: settings.missingKeys ?? .grouped, enabledRules: enabledRules)
        // A project that cannot be read is reported once, beside the loose files' findings.
        let extraFindings = looseFindings + plan.diagnostics
        let startCheck = {
            var checkOptions = options
            checkOptions.formattedStrings = formatted.value
            return BatchedCheck(templates: templateSet.value.templates, options: checkOptions, extra: extraFindings)
        }
        // A pre-commit run of translation files loads only the languages their findings depend on, when
        // the cache has every other language's numbers for the files as they are now (PreCommitScope).
        // A run of a subset of the rules (--only-rule) leaves out numbers the cache keeps, so it neither reads nor fills it.
        let cache = changedFiles.isEmpty || !loose.isEmpty || settings.writeBaseline != nil || enabledRules != nil
            ? nil : preCommitCache()
        // Templates read every language of the bundle they use (a folder without templates does not).
        let scope = cache == nil || (templateSet.value.templates.map { !$0.templates.isEmpty } ?? false)
            ? nil : PreCommitScope(changed: changedFiles, plan: plan, workingDirectory: cwd, salt: cacheSalt() + "\n" + plan.shippingIdentity + "\n" + formatted.value.identity)
        var cacheUse = PreCommitCacheUse.unused
        var scoped: BundlesCheck?
        if let cache, let scope, let records = cachedRecords(scope, in: cache) {
            let check = try checkBundles(plan.keepingFolders(scope.folders.contains), start: startCheck, scope: scope)
            if !check.needsEveryLanguage {
                scoped = check
                scoped?.report = Self.completed(check.report, scope: scope, records: records, counts: check.counts)
                scoped?.languages = Set(scope.bundles.flatMap(\.languages))
                Self.store(in: cache, scope: scope, report: check.report, counts: check.counts, kept: records)
                cacheUse = .hit
            }
        }
        let checked: BundlesCheck
        if let scoped {
            checked = scoped
        } else {
            checked = try checkBundles(plan, start: startCheck, scope: scope)
            if let cache, let scope {
                Self.store(in: cache, scope: scope, report: checked.report, counts: checked.counts, kept: [:])
                cacheUse = .miss
            }
        }
        directives += checked.directives
        try catalogStep { () throws(BundleLoadError) in
            try plan.verifyBase(bundlesHaveDevelopmentLanguage: checked.hasDevelopmentLanguage, languages: checked.languages)
        }
        // A template folder's error comes after the tables' errors.
        let checkedTemplates = try templateFolder.get()
        var report = checked.report
        report.summary.files += loose.count
        report.summary.notes = plan.notes + (cacheNote().map { [$0] } ?? [])
        if checkedTemplates == nil, let note = templateSet.value.note {
            report.summary.notes.append(note)
        }
        var result = try applyPasses(to: report, roots: roots + loose, suppressions: Suppressions(directives: directives))
        if !changedFiles.isEmpty {
            let scope = ChangedFilesScope(changed: changedFiles, bundles: result.summary.bundles, workingDirectory: cwd)
            result = result.keeping(scope.includes)
            result.coverageTables = CoverageTables.counted(for: changedFiles, in: plan)
        }
        return CheckOutcome(
            report: result, exitCode: result.exitCode(strict: settings.strict), templates: templateSet.value.templates,
            lastBatch: checked.lastBatch, plan: plan, preCommitCache: cacheUse)
    }

    /// What checking a plan's bundles gave, before the passes.
    struct BundlesCheck {
        var report: CheckReport
        var directives: [SuppressionDirective]
        var languages: Set<String>
        var hasDevelopmentLanguage: Bool
        /// With a scope: each bundle's languages' file and entry counts, by bundle path, then language.
        var counts: [String: [String: LanguageCounts]]
        /// With a scope: whether a finding in a changed file may depend on a language it does not load.
        var needsEveryLanguage: Bool
        var lastBatch: [LocalizedBundle]
    }

    /// Loads the bundles of `plan` a few at a time and runs every rule over them; with `scope`, also
    /// counts each language's files and entries and looks for findings that read every language.
    private func checkBundles(_ plan: ProjectPlan, start: () -> BatchedCheck, scope: PreCommitScope?) throws(CheckSessionError) -> BundlesCheck {
        // The check starts once the first bundle is loaded, so that the templates load beside it.
        var check: BatchedCheck?
        var directives: [SuppressionDirective] = []
        var counts: [String: [String: LanguageCounts]] = [:]
        var needsEveryLanguage = false
        // A few neighbouring bundles at a time (``ProjectPlan/batches(budget:)``): they are loaded, checked
        // and let go before the next ones, so memory stays at the largest bundle's (DESIGN.md section 5).
        // The last batch is kept in the outcome: the process exit reclaims it faster than freeing it would.
        var lastBatch: [LocalizedBundle] = []
        for batch in plan.batches() {
            lastBatch = []
            let bundles = try catalogStep { () throws(BundleLoadError) in try plan.loadBundles(batch) }
            directives += Suppressions(documents: bundles.flatMap(\.suppressionFiles)).directives
            if check == nil { check = start() }
            check?.add(bundles)
            if let scope {
                for bundle in bundles {
                    counts[bundle.path] = LanguageCounts.of(bundle)
                    let changed = scope.bundles.first { $0.shown == bundle.path }?.changed ?? []
                    needsEveryLanguage = needsEveryLanguage || Self.needsEveryLanguage(bundle, changed: changed)
                }
            }
            lastBatch = bundles
        }
        let finished = check ?? start()
        return BundlesCheck(
            report: finished.report(), directives: directives, languages: finished.languages,
            hasDevelopmentLanguage: finished.hasDevelopmentLanguage, counts: counts, needsEveryLanguage: needsEveryLanguage,
            lastBatch: lastBatch)
    }

    /// The tables whose every string the app formats: `formatted-strings` of `.pushloc.yml`, and the
    /// SwiftGen accessors of the project folders `plan` found, of the checked folders `roots` and of the
    /// working directory (where a pre-commit run of single files starts).
    private func formattedStrings(plan: ProjectPlan, roots: [String]) -> FormattedStrings {
        let projects = (plan.shipModel?.projects.map(\.projectFolder) ?? []) + (plan.shipModel?.packages.map(\.folder) ?? [])
        return FormattedStringsDetection.formattedStrings(
            setting: configuration.formattedStrings,
            folders: [workingDirectory] + roots.filter { ProjectFolders.isDirectory($0) && !$0.hasSuffix(".lproj") } + projects,
            workingDirectory: workingDirectory, listed: plan.listedFolders)
    }

    /// The plan of the bundles under `roots`, with the session's bases and excludes.
    private func plan(of roots: [String], headStart: SurveyHeadStart? = nil) throws(CheckSessionError) -> ProjectPlan {
        let cwd = workingDirectory
        return try catalogStep { () throws(BundleLoadError) in
            try BundleLoader.plan(paths: roots, base: settings.base, bundleBases: configuration.bundleBases,
                                   excludes: excludePatterns, includeUnshipped: settings.includeUnshipped == true,
                                   workingDirectory: cwd, projectStore: projectRecordCache(), headStart: headStart)
        }
    }

    /// The exclude patterns of the request and the configuration, as the search for bundles reads them.
    private var excludePatterns: [GlobPattern] {
        settings.excludes.map(GlobPattern.init)
    }

    /// Runs a step of the catalog's loading; its ``BundleLoadError`` becomes the session's error.
    private func catalogStep<Value>(_ step: () throws(BundleLoadError) -> Value) throws(CheckSessionError) -> Value {
        do {
            return try step()
        } catch {
            throw CheckSessionError(error.description)
        }
    }
}
