import PushlocCatalog
import PushlocDiagnostics

/// A check of a whole bundle at once: what no single table shows (a String Catalog's other device
/// forms, App Shortcut phrases).
protocol BundleCheck: CheckPass {
    /// Checks `bundle`.
    static func check(bundle: LocalizedBundle, into diagnostics: inout [Diagnostic])
}
