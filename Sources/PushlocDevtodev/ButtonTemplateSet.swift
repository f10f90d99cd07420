import PushlocPayloads
import PushlocDiagnostics

/// Button templates read from a folder, with the findings about their files.
public struct ButtonTemplateSet: Sendable {
    /// The templates that were read, sorted by id (a template of a bad file is left out).
    public var templates: [ButtonTemplate]
    /// Findings: syntax errors, missing or mistyped fields, duplicate ids, file names.
    public var diagnostics: [Diagnostic]

    /// Creates a set.
    public init(templates: [ButtonTemplate], diagnostics: [Diagnostic] = []) {
        self.templates = templates
        self.diagnostics = diagnostics
    }

    /// The template with `id`, if any.
    public func template(id: String) -> ButtonTemplate? {
        templates.first { $0.id == id }
    }
}
