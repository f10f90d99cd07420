import PushlocCatalog
import PushlocDiagnostics

/// A check of one table on its own: one language's copy of a table, read with the bundle's reference
/// copy of it (the development language's, or Base's) where it needs one.
protocol TableCheck: CheckPass {
    /// Checks `table`. `reference` is the bundle's reference copy of the table: `nil` when there is
    /// none, and possibly `table` itself or another copy in its language.
    static func check(table: LocalizationTable, reference: LocalizationTable?, into diagnostics: inout [Diagnostic])
}
