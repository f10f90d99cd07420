import PushlocDiagnostics
import PushlocCatalog
import PushlocChecks
import PushlocJSON

/// What a check session found: the report after every pass, and the exit code it calls for.
public struct CheckOutcome: Sendable {
    /// The findings after exclusion, suppressions, severities, `--only-rule` and the baseline, with the counts.
    public let report: CheckReport
    /// 0 clean, 1 errors (or warnings when strict).
    public let exitCode: Int32
    /// The notification templates that were checked, when there is a templates folder.
    package let templates: NotificationTemplateLoader.Result?
    /// Each checked notification template that parsed: its file as shown, and its document, sorted by
    /// file. The commands that render the templates read them here, so they need no checks of their own.
    package var templateDocuments: [(file: String, document: JSONDocument)] {
        (templates?.templates ?? []).compactMap { template in template.document.map { (template.file, $0) } }
    }
    /// The last batch of bundles, kept so that a process that exits right after reporting never spends
    /// time freeing them entry by entry (the exit reclaims them at once).
    let lastBatch: [LocalizedBundle]
    /// The plan the bundles were loaded from (every folder listing of the checked trees), kept for the
    /// same reason.
    let plan: ProjectPlan?
    /// Whether the run was a pre-commit run served by the cache.
    package let preCommitCache: PreCommitCacheUse
}
