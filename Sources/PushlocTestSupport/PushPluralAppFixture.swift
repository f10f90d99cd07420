/// An app whose push string `NEW_MESSAGES` is a count, in en and six languages with rich plural rules
/// (ru, pl, uk and cs: one/few/many/other; ar: zero/one/two/few/many/other; fil: one/other, where `one`
/// covers 1, 2, 3, 5, 7, 8, …), written twice: as `.stringsdict` files and as a String Catalog
/// (`NEW_MESSAGES` with a substitution, `UNREAD` with a top-level plural variation). Every form is
/// correct CLDR text, so the only finding a check has for it is what a loc-key push does to a plural.
public enum PushPluralAppFixture {
    /// The languages beside en.
    public static let languages = ["ru", "pl", "uk", "cs", "ar", "fil"]

    /// The plural forms of "N new messages" per language (`%d` reads the count).
    public static let forms: [String: [(category: String, form: String)]] = [
        "en": [("one", "%d new message"), ("other", "%d new messages")],
        "ru": [("one", "%d новое сообщение"), ("few", "%d новых сообщения"), ("many", "%d новых сообщений"), ("other", "%d нового сообщения")],
        "pl": [("one", "%d nowa wiadomość"), ("few", "%d nowe wiadomości"), ("many", "%d nowych wiadomości"), ("other", "%d nowej wiadomości")],
        "uk": [("one", "%d нове повідомлення"), ("few", "%d нові повідомлення"), ("many", "%d нових повідомлень"), ("other", "%d нового повідомлення")],
        "cs": [("one", "%d nová zpráva"), ("few", "%d nové zprávy"), ("many", "%d nové zprávy"), ("other", "%d nových zpráv")],
        "ar": [("zero", "لا توجد رسائل جديدة"), ("one", "رسالة جديدة واحدة"), ("two", "رسالتان جديدتان"), ("few", "%d رسائل جديدة"),
               ("many", "%d رسالة جديدة"), ("other", "%d رسالة جديدة")],
        "fil": [("one", "%d bagong mensahe"), ("other", "%d na bagong mensahe")],
    ]

    /// A plain push string beside the plural, translated in every language.
    public static let invite: [String: String] = [
        "en": "%@ invited you", "ru": "%@ пригласил(а) вас", "pl": "%@ zaprasza cię", "uk": "%@ запрошує вас",
        "cs": "%@ vás zve", "ar": "%@ دعاك", "fil": "Inimbitahan ka ni %@",
    ]

    /// The `.stringsdict` layout: `App/<lang>.lproj/Localizable.strings` and `.stringsdict`.
    public static var stringsDictFiles: [String: String] {
        var files: [String: String] = [:]
        for language in ["en"] + languages {
            files["App/\(language).lproj/Localizable.strings"] = "\"INVITE\" = \"\(invite[language] ?? "")\";\n"
            files["App/\(language).lproj/Localizable.stringsdict"] = stringsDict(language)
        }
        return files
    }

    /// The String Catalog layout: `App/Localizable.xcstrings`.
    public static var catalogFiles: [String: String] {
        ["App/Localizable.xcstrings": catalog]
    }

    /// The template of a count push: `{"aps":{"alert":{"loc-key":"NEW_MESSAGES","loc-args":["21"]}}}`.
    public static let countTemplate = #"{"aps":{"alert":{"loc-key":"NEW_MESSAGES","loc-args":["21"]}}}"#

    /// The template of a plain push, which is correct: `INVITE` with one argument.
    public static let inviteTemplate = #"{"aps":{"alert":{"loc-key":"INVITE","loc-args":["Jenna"]}}}"#

    private static func stringsDict(_ language: String) -> String {
        let entries = (forms[language] ?? []).map { "\t\t\t<key>\($0.category)</key>\n\t\t\t<string>\($0.form)</string>\n" }.joined()
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>NEW_MESSAGES</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@count@</string>
        \t\t<key>count</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \(entries)\t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """
    }

    private static var catalog: String {
        func plural(_ language: String, argument: String) -> String {
            (forms[language] ?? []).map { category, form in
                let value = form.replacingOccurrences(of: "%d", with: argument)
                return "\"\(category)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }"
            }.joined(separator: ", ")
        }
        let languages = ["en"] + Self.languages
        let newMessages = languages.map { language in
            """
            "\(language)" : { "stringUnit" : { "state" : "translated", "value" : "%#@count@" }, "substitutions" : { "count" : {
                      "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { \(plural(language, argument: "%arg")) } } } } }
            """
        }.joined(separator: ",\n        ")
        let unread = languages.map { language in
            "\"\(language)\" : { \"variations\" : { \"plural\" : { \(plural(language, argument: "%lld")) } } }"
        }.joined(separator: ",\n        ")
        let inviteUnits = languages.map { language in
            "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(invite[language] ?? "")\" } }"
        }.joined(separator: ",\n        ")
        return """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "INVITE" : { "localizations" : {
                \(inviteUnits)
            } },
            "NEW_MESSAGES" : { "localizations" : {
                \(newMessages)
            } },
            "UNREAD" : { "localizations" : {
                \(unread)
            } }
          },
          "version" : "1.0"
        }

        """
    }
}
