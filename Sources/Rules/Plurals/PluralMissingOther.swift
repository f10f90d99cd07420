import Diagnostics

extension RuleDescription {
    /// `plural-missing-other`: a .stringsdict plural rule without 'other'.
    public static let pluralMissingOther = RuleDescription(
        id: "plural-missing-other",
        defaultSeverity: .error,
        summary: #"A .stringsdict plural rule without 'other'"#,
        help: #"The device needs 'other' as the fallback form."#,
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
            ]),
        ]
    )
}
