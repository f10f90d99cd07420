import PushlocDiagnostics

extension RuleDescription {
    /// `push-specifier`: a specifier other than %@, %n$@ or %% in a push string.
    public static let pushSpecifier = RuleDescription(
        id: "push-specifier",
        defaultSeverity: .error,
        summary: #"A specifier other than %@, %n$@ or %% in a push string"#,
        help: #"APNs loc-args are strings; use %@."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""NEW_PHOTOS" = "%@ sent you %d photos";"#,
                "templates/notifications/new_photos.json": #"{"aps": {"alert": {"loc-key": "NEW_PHOTOS", "loc-args": ["Ana", "3"]}}}"#,
            ], at: "en.lproj/Localizable.strings:1:29"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""NEW_PHOTOS" = "%@ sent you %@ photos";"#,
                "templates/notifications/new_photos.json": #"{"aps": {"alert": {"loc-key": "NEW_PHOTOS", "loc-args": ["Ana", "3"]}}}"#,
            ]),
        ]
    )
}
