import PushlocDiagnostics

extension RuleDescription {
    /// `label-too-long`: a devtodev button label over 20 characters.
    public static let labelTooLong = RuleDescription(
        id: "label-too-long",
        defaultSeverity: .warning,
        summary: #"A devtodev button label over 20 characters"#,
        help: #"iOS truncates long button titles; shorten it."#,
        examples: [
            .triggering([
                "en.lproj/Buttons.strings": #""yes" = "Yes";"#,
                "fr.lproj/Buttons.strings": #""yes" = "Oui, ouvrir l’application maintenant";"#,
            ], at: "fr.lproj/Buttons.strings:1:9"),
            .nonTriggering([
                "en.lproj/Buttons.strings": #""yes" = "Yes";"#,
                "fr.lproj/Buttons.strings": #""yes" = "Oui";"#,
            ]),
        ]
    )
}
