import Diagnostics

extension RuleDescription {
    /// `broken-specifier`: a translation drops an argument and leaves a mangled piece of its specifier.
    public static let brokenSpecifier = RuleDescription(
        id: RuleID.brokenSpecifier,
        defaultSeverity: .error,
        summary: #"A translation drops an argument and leaves a mangled piece of its specifier"#,
        help: #""Supprimer%% @ ?", "%1$ fichiers", "@%" or a lone "$@" shows garbage, and the value is lost; write the specifier as the development string does (%@, %1$@)."#,
        examples: RuleExamples(
            correct: #"en "Delete %@?", fr "Supprimer %@ ?""#,
            incorrect: #"en "Delete %@?", fr "Supprimer%% @ ?""#
        ),
        isFixable: true
    )
}
