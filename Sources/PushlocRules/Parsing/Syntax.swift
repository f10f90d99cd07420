import PushlocDiagnostics

extension RuleDescription {
    /// `syntax`: a parse error.
    public static let syntax = RuleDescription(
        id: "syntax",
        defaultSeverity: .error,
        summary: #"A parse error"#,
        help: #"Apple's parser silently drops the rest of the file at this point; fix the token pushloc names. Always an error: it cannot be turned off or lowered."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #"""
                    "greeting" = "Hello"
                    "farewell" = "Bye";
                    """#,
            ], at: "en.lproj/Localizable.strings:1:21"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #"""
                    "greeting" = "Hello";
                    "farewell" = "Bye";
                    """#,
            ]),
        ],
            isMandatory: true
    )
}
