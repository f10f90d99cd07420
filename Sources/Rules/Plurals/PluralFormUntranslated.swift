import Diagnostics

extension RuleDescription {
    /// `plural-form-untranslated`: a plural form the device shows keeps the development text while the
    /// plural's other forms are translated.
    public static let pluralFormUntranslated = RuleDescription(
        id: "plural-form-untranslated",
        defaultSeverity: .warning,
        summary: #"A plural form the device shows keeps the development text while the other forms are translated"#,
        help: #"A 'zero' form is shown for 0 in every language, and 'one', 'two', 'few' and 'many' for the numbers the language gives them: a form left in the development language shows that text to readers of a translated plural. Translate it, or remove a 'zero' form that the language's rules lack, so that 0 takes the language's own form."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.stringsdict": #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                    <plist version="1.0">
                    <dict>
                        <key>entries</key>
                        <dict>
                            <key>NSStringLocalizedFormatKey</key>
                            <string>%#@entries@</string>
                            <key>entries</key>
                            <dict>
                                <key>NSStringFormatSpecTypeKey</key>
                                <string>NSStringPluralRuleType</string>
                                <key>NSStringFormatValueTypeKey</key>
                                <string>d</string>
                                <key>zero</key>
                                <string>No entries</string>
                                <key>one</key>
                                <string>%d entry</string>
                                <key>other</key>
                                <string>%d entries</string>
                            </dict>
                        </dict>
                    </dict>
                    </plist>
                    """#,
                "ru.lproj/Localizable.stringsdict": #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                    <plist version="1.0">
                    <dict>
                        <key>entries</key>
                        <dict>
                            <key>NSStringLocalizedFormatKey</key>
                            <string>%#@entries@</string>
                            <key>entries</key>
                            <dict>
                                <key>NSStringFormatSpecTypeKey</key>
                                <string>NSStringPluralRuleType</string>
                                <key>NSStringFormatValueTypeKey</key>
                                <string>d</string>
                                <key>zero</key>
                                <string>No entries</string>
                                <key>one</key>
                                <string>%d запись</string>
                                <key>few</key>
                                <string>%d записи</string>
                                <key>many</key>
                                <string>%d записей</string>
                                <key>other</key>
                                <string>%d записи</string>
                            </dict>
                        </dict>
                    </dict>
                    </plist>
                    """#,
            ]),
            .nonTriggering([
                "en.lproj/Localizable.stringsdict": #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                    <plist version="1.0">
                    <dict>
                        <key>entries</key>
                        <dict>
                            <key>NSStringLocalizedFormatKey</key>
                            <string>%#@entries@</string>
                            <key>entries</key>
                            <dict>
                                <key>NSStringFormatSpecTypeKey</key>
                                <string>NSStringPluralRuleType</string>
                                <key>NSStringFormatValueTypeKey</key>
                                <string>d</string>
                                <key>zero</key>
                                <string>No entries</string>
                                <key>one</key>
                                <string>%d entry</string>
                                <key>other</key>
                                <string>%d entries</string>
                            </dict>
                        </dict>
                    </dict>
                    </plist>
                    """#,
                "ru.lproj/Localizable.stringsdict": #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                    <plist version="1.0">
                    <dict>
                        <key>entries</key>
                        <dict>
                            <key>NSStringLocalizedFormatKey</key>
                            <string>%#@entries@</string>
                            <key>entries</key>
                            <dict>
                                <key>NSStringFormatSpecTypeKey</key>
                                <string>NSStringPluralRuleType</string>
                                <key>NSStringFormatValueTypeKey</key>
                                <string>d</string>
                                <key>zero</key>
                                <string>Нет записей</string>
                                <key>one</key>
                                <string>%d запись</string>
                                <key>few</key>
                                <string>%d записи</string>
                                <key>many</key>
                                <string>%d записей</string>
                                <key>other</key>
                                <string>%d записи</string>
                            </dict>
                        </dict>
                    </dict>
                    </plist>
                    """#,
            ]),
        ]
    )
}
