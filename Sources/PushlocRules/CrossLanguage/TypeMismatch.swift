import PushlocDiagnostics

extension RuleDescription {
    /// `type-mismatch`: an argument read with another type than in the development string (a warning when only the size differs, %d against %ld).
    public static let typeMismatch = RuleDescription(
        id: "type-mismatch",
        defaultSeverity: .error,
        summary: #"An argument read with another type than in the development string (a warning when only the size differs, %d against %ld)"#,
        help: #"Use the development string's specifier (%@ vs %d); a size-only difference is a warning. When the translation reads the same types in another order (a reordered sentence), number its specifiers: the message proposes the numbered form (%2$@ … %1$d) and shows what the phone prints today. Outside a .stringsdict, %#@name@ reads an object, as %@ does."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""items" = "%d items";"#,
                "fr.lproj/Localizable.strings": #""items" = "%@ articles";"#,
            ], at: "fr.lproj/Localizable.strings:1:12"),
            .triggering([
                "en.lproj/Localizable.strings": #""items" = "%d items";"#,
                "fr.lproj/Localizable.strings": #""items" = "%ld articles";"#,
            ], at: "fr.lproj/Localizable.strings:1:12"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""items" = "%d items";"#,
                "fr.lproj/Localizable.strings": #""items" = "%d articles";"#,
            ]),
        ]
    )
}

extension RuleLevel {
    /// `type-mismatch` where only the size differs (`%d` against `%ld`): a warning.
    public static let typeMismatchSizeOnly = RuleDescription.typeMismatch.level(.warning)
}
