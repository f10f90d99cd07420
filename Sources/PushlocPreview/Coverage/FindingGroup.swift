import PushlocDiagnostics

/// The findings of one bundle and language, as one part of a page's findings table, with the `id` that
/// the coverage map links to.
package struct FindingGroup: Sendable, Hashable {
    /// The element `id` of the group's heading row: made of indexes only, never of input text.
    package var anchor: String
    /// The bundle's path as shown, `nil` for findings outside every bundle (templates, configuration).
    package var bundle: String?
    /// The language, `nil` for findings about no language.
    package var language: String?
    /// The findings, in the report's order.
    package var diagnostics: [Diagnostic]

    /// Creates a group.
    package init(anchor: String, bundle: String?, language: String?, diagnostics: [Diagnostic]) {
        self.anchor = anchor
        self.bundle = bundle
        self.language = language
        self.diagnostics = diagnostics
    }

    /// Errors in the group.
    package var errors: Int { diagnostics.count { $0.severity == .error } }

    /// Warnings in the group.
    package var warnings: Int { diagnostics.count { $0.severity == .warning } }
}
