import Diagnostics

extension RuleDescription {
    /// `plural-unused-category`: a plural category the language never uses.
    public static let pluralUnusedCategory = RuleDescription(
        id: "plural-unused-category",
        defaultSeverity: .warning,
        summary: #"A plural category the language never uses"#,
        help: #"It is never shown; remove it."#,
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
                "ja.lproj/Localizable.stringsdict": #"""
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
                                <string>%d 件のファイル</string>
                                <key>other</key>
                                <string>%d 件のファイル</string>
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
                "ja.lproj/Localizable.stringsdict": #"""
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
                                <key>other</key>
                                <string>%d 件のファイル</string>
                            </dict>
                        </dict>
                    </dict>
                    </plist>
                    """#,
            ]),
        ]
    )
}
