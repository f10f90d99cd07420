import PushlocDiagnostics

extension RuleDescription {
    /// `loc-args-arity`: a template's loc-args do not cover what a language reads (a warning when the template sends more than any language reads).
    public static let locArgsArity = RuleDescription(
        id: "loc-args-arity",
        defaultSeverity: .error,
        summary: #"A template's loc-args do not cover what a language reads (a warning when the template sends more than any language reads)"#,
        help: #"The device shows (null) for missing arguments; send as many as every language reads."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""PHOTOS" = "%@ sent %@ photos";"#,
                "templates/notifications/photos.json": #"{"aps": {"alert": {"loc-key": "PHOTOS", "loc-args": ["Ana"]}}}"#,
            ], at: "templates/notifications/photos.json:1:31"),
            .triggering([
                "en.lproj/Localizable.strings": #""PHOTOS" = "%@ sent %@ photos";"#,
                "templates/notifications/photos.json": #"{"aps": {"alert": {"loc-key": "PHOTOS", "loc-args": ["Ana", "3", "today"]}}}"#,
            ], at: "templates/notifications/photos.json:1:31"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""PHOTOS" = "%@ sent %@ photos";"#,
                "templates/notifications/photos.json": #"{"aps": {"alert": {"loc-key": "PHOTOS", "loc-args": ["Ana", "3"]}}}"#,
            ]),
        ]
    )
}

extension RuleLevel {
    /// `loc-args-arity` when the template sends more arguments than any language reads: a warning.
    public static let locArgsArityExtraArguments = RuleDescription.locArgsArity.level(.warning)
}
