import PushlocDiagnostics

extension RuleDescription {
    /// `invalid-specifier`: an unknown conversion or a lone % at the end.
    public static let invalidSpecifier = RuleDescription(
        id: "invalid-specifier",
        defaultSeverity: .error,
        summary: #"An unknown conversion or a lone % at the end (a warning for a % the device drops where the source shows none)"#,
        help: #"Write %% for a literal percent sign. The phone shows the one character after the % in place of the piece and reads no argument (%'d shows 'd: there is no ' flag). The device drops a bare % before a line break or at the end; in a translation whose development string shows no percent sign that loses nothing, and it is a warning."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""progress" = "Uploading %@: 50%";"#,
            ], at: "en.lproj/Localizable.strings:1:31"),
            .triggering([
                "en.lproj/Localizable.strings": #""storage" = "Storage almost full: %@ left";"#,
                "fr.lproj/Localizable.strings": #""storage" = "Stockage presque plein : il reste %@ %";"#,
            ], at: "fr.lproj/Localizable.strings:1:51"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""progress" = "Uploading %@: 50%%";"#,
            ]),
        ]
    )
}

extension RuleLevel {
    /// `invalid-specifier` for a bare `%` before a line break or at the end, which the device drops,
    /// where the development string shows no percent sign: nothing is lost, so a warning.
    public static let invalidSpecifierDroppedPercent = RuleDescription.invalidSpecifier.level(.warning)
}
