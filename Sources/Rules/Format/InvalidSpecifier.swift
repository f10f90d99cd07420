import Diagnostics

extension RuleDescription {
    /// `invalid-specifier`: an unknown conversion or a lone % at the end.
    public static let invalidSpecifier = RuleDescription(
        id: RuleID.invalidSpecifier,
        defaultSeverity: .error,
        summary: #"An unknown conversion or a lone % at the end"#,
        help: #"Write %% for a literal percent sign. The phone shows the one character after the % in place of the piece and reads no argument (%'d shows 'd: there is no ' flag). The device drops a bare % before a line break or at the end; in a translation whose development string shows no percent sign that loses nothing, and it is a warning."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""progress" = "Uploading %@: 50%";"#,
            ]),
            .triggering([
                "en.lproj/Localizable.strings": #""storage" = "Storage almost full: %@ left";"#,
                "fr.lproj/Localizable.strings": #""storage" = "Stockage presque plein : il reste %@ %";"#,
            ]),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""progress" = "Uploading %@: 50%%";"#,
            ]),
        ]
    )
}
