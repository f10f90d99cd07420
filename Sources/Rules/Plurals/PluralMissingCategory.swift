import Diagnostics

extension RuleDescription {
    /// `plural-missing-category`: a plural category the language's rules need is missing.
    public static let pluralMissingCategory = RuleDescription(
        id: "plural-missing-category",
        defaultSeverity: .warning,
        summary: #"A plural category the language's rules need is missing"#,
        help: #"ICU's plural rules for the language use it; add the form."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.stringsdict": #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                    <plist version="1.0">
                    <dict>
                        <key>files</key>
                        <dict>
                            <key>NSStringLocalizedFormatKey</key>
                            <string>%#@files@</string>
                            <key>files</key>
                            <dict>
                                <key>NSStringFormatSpecTypeKey</key>
                                <string>NSStringPluralRuleType</string>
                                <key>NSStringFormatValueTypeKey</key>
                                <string>d</string>
                                <key>one</key>
                                <string>%d file</string>
                                <key>other</key>
                                <string>%d files</string>
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
                        <key>files</key>
                        <dict>
                            <key>NSStringLocalizedFormatKey</key>
                            <string>%#@files@</string>
                            <key>files</key>
                            <dict>
                                <key>NSStringFormatSpecTypeKey</key>
                                <string>NSStringPluralRuleType</string>
                                <key>NSStringFormatValueTypeKey</key>
                                <string>d</string>
                                <key>one</key>
                                <string>%d файл</string>
                                <key>other</key>
                                <string>%d файла</string>
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
                        <key>files</key>
                        <dict>
                            <key>NSStringLocalizedFormatKey</key>
                            <string>%#@files@</string>
                            <key>files</key>
                            <dict>
                                <key>NSStringFormatSpecTypeKey</key>
                                <string>NSStringPluralRuleType</string>
                                <key>NSStringFormatValueTypeKey</key>
                                <string>d</string>
                                <key>one</key>
                                <string>%d file</string>
                                <key>other</key>
                                <string>%d files</string>
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
                        <key>files</key>
                        <dict>
                            <key>NSStringLocalizedFormatKey</key>
                            <string>%#@files@</string>
                            <key>files</key>
                            <dict>
                                <key>NSStringFormatSpecTypeKey</key>
                                <string>NSStringPluralRuleType</string>
                                <key>NSStringFormatValueTypeKey</key>
                                <string>d</string>
                                <key>one</key>
                                <string>%d файл</string>
                                <key>few</key>
                                <string>%d файла</string>
                                <key>many</key>
                                <string>%d файлов</string>
                                <key>other</key>
                                <string>%d файла</string>
                            </dict>
                        </dict>
                    </dict>
                    </plist>
                    """#,
            ]),
        ]
    )
}
