import PushlocDiagnostics

extension RuleDescription {
    /// `literal-percent`: a % in prose that only parses as a specifier by accident, in a string the app
    /// formats.
    public static let literalPercent = RuleDescription(
        id: "literal-percent",
        defaultSeverity: .warning,
        summary: #"A '%' in prose of a string the app formats, which String(format:) would misread (an error where a development string with a specifier misreads its arguments, or where the app formats every string of the table)"#,
        help: #"Reported only where the string is formatted: another language's copy of the key has a specifier, a notification template sends the key, or the app formats every string of the table (SwiftGen's generated tr(…) calls String(format:) even with no argument; `formatted-strings` in .pushloc.yml says so for other accessors). Then "100% guaranteed" reads '% g' and "Batterie (%)" loses its '%': write %%. A string no language formats is shown as written. A development string with a specifier of its own ("100% guaranteed for %d days") is always formatted: its '% g' reads the first argument and shifts the rest, an error on the phone. So is a development string in a table the app formats whole ("Allowed: (!@#$%^&*)" shows "Allowed: (!@#$^&*)" in every language that copies it)."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""promise" = "100% guaranteed";"#,
                "fr.lproj/Localizable.strings": #""promise" = "Garanti à 100 %% pendant %d jours";"#,
            ], at: "en.lproj/Localizable.strings:1:17"),
            .triggering([
                "en.lproj/Localizable.strings": #""promise" = "100% guaranteed for %d days";"#,
                "fr.lproj/Localizable.strings": #""promise" = "Garanti à 100 %% pendant %d jours";"#,
            ], at: "en.lproj/Localizable.strings:1:17"),
            .triggering([
                "en.lproj/Localizable.strings": #""allowed" = "Allowed: (!@#$%^&*)";"#,
                "swiftgen.yml": "strings:\n  inputs: en.lproj\n  outputs:\n    templateName: structured-swift5\n    output: Strings.swift\n",
                "Strings.swift": """
                    enum L10n {
                      static let allowed = tr("Localizable", "allowed")
                      private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                        String(format: NSLocalizedString(key, tableName: table, comment: ""), arguments: args)
                      }
                    }

                    """,
            ], at: "en.lproj/Localizable.strings:1:28"),
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

    /// `literal-percent` in a development string of a table whose every string the app formats (a
    /// SwiftGen `tr(…)` accessor, or `formatted-strings` in `.pushloc.yml`): every language that
    /// copies the `%` loses it on the phone, an error.
    public static let literalPercentInFormattedTable = RuleDescription.literalPercent.level(.error)
}
