import PushlocDiagnostics

extension RuleDescription {
    /// `duplicate-localization`: two .lproj folders of one bundle name the same language.
    public static let duplicateLocalization = RuleDescription(
        id: "duplicate-localization",
        defaultSeverity: .warning,
        summary: #"Two .lproj folders of one bundle name the same language"#,
        help: #"pt_BR.lproj and pt-BR.lproj are one language to the device, which reads only one of them; merge them."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""title" = "Inbox";"#,
                "pt-BR.lproj/Localizable.strings": #""title" = "Caixa de entrada";"#,
                "pt_BR.lproj/Localizable.strings": #""title" = "Caixa de entrada";"#,
            ], at: "pt_BR.lproj:1:1"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""title" = "Inbox";"#,
                "pt-BR.lproj/Localizable.strings": #""title" = "Caixa de entrada";"#,
            ]),
        ]
    )
}
