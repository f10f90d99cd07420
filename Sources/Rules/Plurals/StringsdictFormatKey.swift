import Diagnostics

extension RuleDescription {
    /// `stringsdict-format-key`: a .stringsdict entry whose NSStringLocalizedFormatKey names none of its variables.
    public static let stringsdictFormatKey = RuleDescription(
        id: "stringsdict-format-key",
        defaultSeverity: .error,
        summary: #"A .stringsdict entry whose NSStringLocalizedFormatKey names none of its variables"#,
        help: #"The device shows the format key's text as it is and never picks a plural form; reference a variable with %#@name@."#,
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
                "fr.lproj/Localizable.stringsdict": #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                    <plist version="1.0">
                    <dict>
                        <key>files</key>
                        <dict>
                            <key>NSStringLocalizedFormatKey</key>
                            <string>%d fichiers</string>
                            <key>files</key>
                            <dict>
                                <key>NSStringFormatSpecTypeKey</key>
                                <string>NSStringPluralRuleType</string>
                                <key>NSStringFormatValueTypeKey</key>
                                <string>d</string>
                                <key>one</key>
                                <string>%d fichier</string>
                                <key>other</key>
                                <string>%d fichiers</string>
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
                "fr.lproj/Localizable.stringsdict": #"""
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
                                <string>%d fichier</string>
                                <key>other</key>
                                <string>%d fichiers</string>
                            </dict>
                        </dict>
                    </dict>
                    </plist>
                    """#,
            ]),
        ]
    )
}
