import PushlocDiagnostics

extension RuleDescription {
    /// `literal-percent`: a % in prose that only parses as a specifier by accident, in a string the app
    /// formats.
    public static let literalPercent = RuleDescription(
        id: "literal-percent",
        defaultSeverity: .warning,
        summary: #"A '%' in prose of a string the app formats, which String(format:) would misread (an error where a development string with a specifier misreads its arguments)"#,
        help: #"Reported only where the string is formatted: another language's copy of the key has a specifier, or a notification template sends the key. Then "100% guaranteed" reads '% g' and "Batterie (%)" loses its '%': write %%. A string no language formats is shown as written. A development string with a specifier of its own ("100% guaranteed for %d days") is always formatted: its '% g' reads the first argument and shifts the rest, an error on the phone."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""promise" = "100% guaranteed";"#,
                "fr.lproj/Localizable.strings": #""promise" = "Garanti à 100 %% pendant %d jours";"#,
            ]),
            .triggering([
                "en.lproj/Localizable.strings": #""promise" = "100% guaranteed for %d days";"#,
                "fr.lproj/Localizable.strings": #""promise" = "Garanti à 100 %% pendant %d jours";"#,
            ]),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""promise" = "100%% guaranteed for %d days";"#,
                "fr.lproj/Localizable.strings": #""promise" = "Garanti à 100 %% pendant %d jours";"#,
            ]),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""promise" = "100% guaranteed";"#,
                "fr.lproj/Localizable.strings": #""promise" = "Garanti à 100 %";"#,
            ]),
        ]
    )
}

extension RuleLevel {
    /// `literal-percent` in a development string with a specifier of its own, where CF reads the `%`
    /// of prose as a conversion and misreads the arguments: an error.
    public static let literalPercentReadAsConversion = RuleDescription.literalPercent.level(.error)
}
