import PushlocCatalog
import PushlocDiagnostics

/// A check of the notification templates against the project's push bundle (the bundle that best
/// holds their loc keys).
protocol TemplateCheck: CheckPass {
    /// Checks `templates` against `bundle` (an empty bundle when the project has none).
    static func check(templates: TemplateSet, bundle: LocalizedBundle, options: CheckOptions, into diagnostics: inout [Diagnostic])
}

/// The notification templates a check was given: their loc-key uses and the templates themselves.
struct TemplateSet: Sendable {
    /// Every loc key the templates name, with its role and arguments.
    let uses: [LocKeyUse]
    /// The templates, for their payloads.
    let templates: [NotificationTemplate]

    /// Whether there is anything to check.
    var isEmpty: Bool { uses.isEmpty && templates.isEmpty }
}
