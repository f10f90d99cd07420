import Catalog
import Checks

/// What a check session found: the report after every pass, and the exit code it calls for.
package struct CheckOutcome: Sendable {
    /// The findings after exclusion, suppressions, severities, `--only-rule` and the baseline, with the counts.
    package let report: CheckReport
    /// 0 clean, 1 errors (or warnings when strict).
    package let exitCode: Int32
    /// The notification templates that were checked, when there is a templates folder.
    package let templates: NotificationTemplateLoader.Result?
    /// The last batch of bundles, kept so that a process that exits right after reporting never spends
    /// time freeing them entry by entry (the exit reclaims them at once).
    let lastBatch: [Catalog]
    /// Whether the run was a pre-commit run served by the cache.
    package let preCommitCache: PreCommitCacheUse
}
