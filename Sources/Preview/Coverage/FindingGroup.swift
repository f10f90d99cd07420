import Diagnostics

/// The findings of one bundle and language, as one part of a page's findings table, with the `id` that
/// the coverage map links to.
public struct FindingGroup: Sendable, Hashable {
    /// The element `id` of the group's heading row: made of indexes only, never of input text.
    public var anchor: String
    /// The bundle's path as shown, `nil` for findings outside every bundle (templates, configuration).
    public var bundle: String?
    /// The language, `nil` for findings about no language.
    public var language: String?
    /// The findings, in the report's order.
    public var diagnostics: [Diagnostic]

    /// Creates a group.
    public init(anchor: String, bundle: String?, language: String?, diagnostics: [Diagnostic]) {
        self.anchor = anchor
        self.bundle = bundle
        self.language = language
        self.diagnostics = diagnostics
    }

    /// Errors in the group.
    public var errors: Int { diagnostics.count { $0.severity == .error } }

    /// Warnings in the group.
    public var warnings: Int { diagnostics.count { $0.severity == .warning } }
}
