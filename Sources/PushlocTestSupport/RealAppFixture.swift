import Foundation

/// An app laid out as real apps are: the app, a widget extension, a Swift package's resources and
/// `Settings.bundle`, each with their own `en`, `de` and `tr`; a bundle without `en`; `pt_BR.lproj` beside
/// `pt-BR.lproj`; a translation tool's input folder; build output and dependencies that must be skipped.
///
/// Every defect is planted once, in one bundle, with a correct-but-tricky case next to it. ``defects``
/// lists what a check must report, and nothing else may be an error.
public struct RealAppFixture {
    /// One planted defect: rule, file (relative to the fixture), line, language and key.
    public struct Defect: Hashable, CustomStringConvertible, Sendable {
        public let rule: String
        public let file: String
        public let line: Int
        public let language: String
        public let key: String?
        /// A defect of `rule` at `file`:`line`, in `language`, for `key`.
        public init(rule: String, file: String, line: Int, language: String, key: String?) {
            self.rule = rule
            self.file = file
            self.line = line
            self.language = language
            self.key = key
        }

        public var description: String { "\(rule) \(file):\(line) \(language) \(key ?? "-")" }
    }

    public let folder: TemporaryFolder

    public init() throws {
        folder = try TemporaryFolder()
        // The app: a type mismatch in tr, an extra argument in de, prose with a literal percent in en that
        // no language formats, so the device shows it as written (correct), and a positional reorder (correct).
        try write("App/Resources/en.lproj/Localizable.strings", """
        /* Greeting with the user's name. */
        "GREETING" = "Hello, %@!";
        "UNREAD" = "You have %d unread messages";
        "MOVED" = "%1$@ moved %2$@";
        "SYNC" = "Sync is not 100% guaranteed offline.";
        "INVITE" = "%@ invited you";

        """)
        try write("App/Resources/de.lproj/Localizable.strings", """
        "GREETING" = "Hallo, %@!";
        "UNREAD" = "Du hast %d ungelesene Nachrichten";
        "MOVED" = "%2$@ wurde von %1$@ verschoben";
        "SYNC" = "Die Synchronisierung ist offline nicht zu 100 % garantiert.";
        "INVITE" = "%@ hat dich eingeladen, %@";

        """)
        try write("App/Resources/tr.lproj/Localizable.strings", """
        "GREETING" = "Merhaba, %@!";
        "UNREAD" = "%@ okunmamış mesajınız var";
        "MOVED" = "%1$@, %2$@ taşıdı";
        "SYNC" = "Eşitleme çevrimdışı %100 garanti değildir.";

        """)
        try write("App/Resources/en.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Scan codes\";\n")
        try write("App/Resources/de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Codes scannen\";\n")
        try write("App/Resources/tr.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Kod tara\";\n")
        // Settings.bundle inside the app: a syntax error in de (Apple's parser would drop the rest).
        try write("App/Resources/Settings.bundle/en.lproj/Root.strings", "\"Group\" = \"General\";\n\"Name\" = \"Name\";\n")
        try write("App/Resources/Settings.bundle/de.lproj/Root.strings", "\"Group\" = \"Allgemein\"\n\"Name\" = \"Name\";\n")
        try write("App/Resources/Settings.bundle/tr.lproj/Root.strings", "\"Group\" = \"Genel\";\n\"Name\" = \"Ad\";\n")
        // The widget: its own copy of a key the app has with other arguments (correct: other bundle),
        // and a missing argument in de.
        try write("Widget/en.lproj/Localizable.strings", "\"INVITE\" = \"%@ and %@ invited you\";\n\"STEPS\" = \"%1$@ walked %2$@ steps\";\n")
        try write("Widget/de.lproj/Localizable.strings", "\"INVITE\" = \"%@ und %@ haben dich eingeladen\";\n\"STEPS\" = \"%1$@ ist gelaufen\";\n")
        try write("Widget/tr.lproj/Localizable.strings", "\"INVITE\" = \"%@ ve %@ sizi davet etti\";\n\"STEPS\" = \"%1$@ %2$@ adım yürüdü\";\n")
        // A Swift package's resources: a plural entry whose de format key a translator broke, and a tr
        // plural that leaves out the count in one form (correct).
        try write("Packages/Feed/Sources/Feed/Resources/en.lproj/Localizable.strings", "\"TITLE\" = \"Feed\";\n")
        try write("Packages/Feed/Sources/Feed/Resources/de.lproj/Localizable.strings", "\"TITLE\" = \"Neuigkeiten\";\n")
        try write("Packages/Feed/Sources/Feed/Resources/tr.lproj/Localizable.strings", "\"TITLE\" = \"Akış\";\n")
        try write("Packages/Feed/Sources/Feed/Resources/en.lproj/Localizable.stringsdict", Self.plural(format: "%#@posts@", one: "%d new post", other: "%d new posts"))
        try write("Packages/Feed/Sources/Feed/Resources/de.lproj/Localizable.stringsdict", Self.plural(format: "%# @posts @", one: "%d neuer Beitrag", other: "%d neue Beiträge"))
        try write("Packages/Feed/Sources/Feed/Resources/tr.lproj/Localizable.stringsdict", Self.plural(format: "%#@posts@", one: "Bir yeni gönderi", other: "%d yeni gönderi"))
        // A bundle without en: only within-language checks, and one warning.
        try write("Legacy/de.lproj/Localizable.strings", "\"OLD\" = \"Alt %@\";\n\"BAD\" = \"%1$@ und %@\";\n")
        try write("Legacy/fr.lproj/Localizable.strings", "\"OLD\" = \"Vieux %d\";\n")
        // One language twice in one bundle.
        try write("Share/en.lproj/Localizable.strings", "\"SEND\" = \"Send to %@\";\n")
        try write("Share/pt-BR.lproj/Localizable.strings", "\"SEND\" = \"Enviar para %@\";\n")
        try write("Share/pt_BR.lproj/Localizable.strings", "\"SEND\" = \"Enviar para %@\";\n")
        // A translation tool's import folder, build output and dependencies: never checked.
        try write("StringsConvertor/input/tr.lproj/Localizable.strings", "\"BROKEN\" = \"%d\" \"x\";\n")
        try write("StringsConvertor/input/en.lproj/Localizable.strings", "\"BROKEN\" = \"%@\";\n")
        try write(".build/checkouts/Dep/en.lproj/Localizable.strings", "\"X\" = \"%@\";\n")
        try write(".build/checkouts/Dep/de.lproj/Localizable.strings", "\"X\" = \"%d %d\";\n")
        try write("Pods/Dep/de.lproj/Localizable.strings", "broken")
        try write(".git/en.lproj/Localizable.strings", "broken")
    }

    /// The defects that `check` of the fixture (with the translation tool's folder excluded) reports.
    public static let defects: Set<Defect> = [
        Defect(rule: "type-mismatch", file: "App/Resources/tr.lproj/Localizable.strings", line: 2, language: "tr", key: "UNREAD"),
        Defect(rule: "argument-extra", file: "App/Resources/de.lproj/Localizable.strings", line: 5, language: "de", key: "INVITE"),
        Defect(rule: "syntax", file: "App/Resources/Settings.bundle/de.lproj/Root.strings", line: 1, language: "de", key: nil),
        Defect(rule: "stringsdict-format-key", file: "Packages/Feed/Sources/Feed/Resources/de.lproj/Localizable.stringsdict", line: 5, language: "de", key: "posts"),
    ]

    /// The warnings that `check` reports: rule and file.
    public static let warnings: Set<String> = [
        "missing-key App/Resources/tr.lproj/Localizable.strings",
        "argument-missing Widget/de.lproj/Localizable.strings",
        "missing-development-language Legacy/de.lproj",
        "mixed-positional Legacy/de.lproj/Localizable.strings",
        "duplicate-localization Share/pt_BR.lproj",
    ]

    public var root: String { folder.root.path }

    public func path(_ relative: String) -> String { folder.path(relative) }

    private func write(_ path: String, _ text: String) throws {
        try folder.write(path, text)
    }

    public static func plural(format: String, one: String, other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>posts</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>\(format)</string>
        \t\t<key>posts</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>\(one)</string>
        \t\t\t<key>other</key>
        \t\t\t<string>\(other)</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """
    }
}
