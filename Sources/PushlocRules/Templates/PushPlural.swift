import PushlocDiagnostics

extension RuleDescription {
    /// `push-plural`: a loc key a template names reaches a plural variable (`%#@name@` of a `.stringsdict` entry or a String Catalog).
    public static let pushPlural = RuleDescription(
        id: "push-plural",
        defaultSeverity: .error,
        summary: #"A loc key a template names reaches a plural variable (%#@name@ of a .stringsdict entry or a String Catalog)"#,
        help: #"APNs loc-args are JSON strings: the phone never gets the count as a number, so it shows no plural form chosen by the count, and a %d inside a form reads the string object's address (__CFStringAppendFormatCore in CFString.c). Put the text in on the server (pushloc payloads picks each language's CLDR form), or give each CLDR category its own key (NEW_MESSAGES.one, NEW_MESSAGES.few, ...) written with %@ and choose the key on the server."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "NEW_MESSAGES", format: "%#@count@", variables: [
                        .init("count", forms: ["one": "%d new message", "other": "%d new messages"]),
                    ]),
                ]),
                "templates/notifications/new_messages.json": #"{"aps": {"alert": {"loc-key": "NEW_MESSAGES", "loc-args": ["3"]}}}"#,
            ], at: "templates/notifications/new_messages.json:1:31"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""NEW_MESSAGES.one" = "%@ new message";"# + "\n" + #""NEW_MESSAGES.other" = "%@ new messages";"#,
                "templates/notifications/new_messages.json": #"{"aps": {"alert": {"loc-key": "NEW_MESSAGES.other", "loc-args": ["3"]}}}"#,
            ]),
        ]
    )
}
