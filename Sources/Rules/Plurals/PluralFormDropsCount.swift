import Diagnostics

extension RuleDescription {
    /// `plural-form-drops-count`: a plural form for a category of several numbers leaves out the count.
    public static let pluralFormDropsCount = RuleDescription(
        id: "plural-form-drops-count",
        defaultSeverity: .warning,
        summary: #"A plural form for a category of several numbers leaves out the count"#,
        help: #"ru/uk/sr/hr/bs use 'one' for 1, 21, 31 …, so "один файл" (or a fixed "1") is wrong for 21, and fil 'one' is 1, 2, 3, 5, 7, 8 …, so "daily" is wrong for 2; write the count. ICU says which numbers a category covers; a category of one count (de 'one', fr 'one' for 0 and 1) may leave it out."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.stringsdict": #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                    <plist version="1.0">
                    <dict>
                        <key>deleted</key>
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
                                <string>Deleted %d file</string>
                                <key>other</key>
                                <string>Deleted %d files</string>
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
                        <key>deleted</key>
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
                                <string>Удалён один файл</string>
                                <key>few</key>
                                <string>Удалено %d файла</string>
                                <key>many</key>
                                <string>Удалено %d файлов</string>
                                <key>other</key>
                                <string>Удалено %d файла</string>
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
                        <key>deleted</key>
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
                                <string>Deleted %d file</string>
                                <key>other</key>
                                <string>Deleted %d files</string>
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
                        <key>deleted</key>
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
                                <string>Удалён %d файл</string>
                                <key>few</key>
                                <string>Удалено %d файла</string>
                                <key>many</key>
                                <string>Удалено %d файлов</string>
                                <key>other</key>
                                <string>Удалено %d файла</string>
                            </dict>
                        </dict>
                    </dict>
                    </plist>
                    """#,
            ]),
        ]
    )
}
