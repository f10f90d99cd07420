import PushlocDiagnostics

extension RuleDescription {
    /// `broken-specifier`: a translation drops an argument and leaves a mangled piece of its specifier.
    public static let brokenSpecifier = RuleDescription(
        id: "broken-specifier",
        defaultSeverity: .error,
        summary: #"A translation drops an argument and leaves a mangled piece of its specifier"#,
        help: #""Supprimer%% @ ?", "%1$ fichiers", "@%", a lone "$@", "٪@" or "％@", a bare "@" or "d" that lost its %, "{0}", "%'d" (the phone has no ' flag), "%3lld" for "%3$lld" (a width, not a position), or "% d" before a word ("+% daha" shows "+ 5aha") shows garbage, and the value is lost or misread; write the specifier as the development string does (%@, %1$@). "%1$" or "٪@" in a string the app never formats is reported too: the phone shows it as written. The message shows what the phone prints, with example values."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""delete" = "Delete %@?";"#,
                "fr.lproj/Localizable.strings": #""delete" = "Supprimer%% @ ?";"#,
            ], at: "fr.lproj/Localizable.strings:1:22"),
            .triggering([
                "en.lproj/Localizable.strings": #""more" = "+%d more";"#,
                "tr.lproj/Localizable.strings": #""more" = "+% daha";"#,
            ], at: "tr.lproj/Localizable.strings:1:12"),
            // The one broken specifier --fix corrects: a numbered one that lost its `%`.
            .triggering([
                "en.lproj/Localizable.strings": #""invite" = "%1$@ invited you";"#,
                "de.lproj/Localizable.strings": #""invite" = "1$@ hat dich eingeladen";"#,
            ], at: "de.lproj/Localizable.strings:1:14"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""delete" = "Delete %@?";"#,
                "fr.lproj/Localizable.strings": #""delete" = "Supprimer %@ ?";"#,
            ]),
        ],
        isFixable: true
    )
}
