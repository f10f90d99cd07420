/// A real-app-shaped set of localization files, in memory: many small files across bundles and
/// languages (the app, its extensions, Swift package resources, `Settings.bundle`), each bundle with
/// a few `.strings` tables of varied size and a `Localizable.stringsdict` of plural entries.
struct AppCorpusGenerator {
    /// Bundles and the number of keys of each of their `.strings` tables (table name: keys).
    static let bundles: [(name: String, tables: [(String, Int)], pluralEntries: Int)] = [
        ("App", [("Localizable", 600), ("InfoPlist", 6), ("Notifications", 40), ("Onboarding", 80)], 25),
        ("NotificationService", [("Localizable", 30), ("InfoPlist", 3)], 4),
        ("Widget", [("Localizable", 45), ("InfoPlist", 3)], 6),
        ("ShareExtension", [("Localizable", 25), ("InfoPlist", 3)], 2),
        ("Packages/Checkout", [("Localizable", 120)], 8),
        ("Packages/Profile", [("Localizable", 90)], 5),
        ("Packages/Chat", [("Localizable", 150)], 12),
        ("Settings.bundle", [("Root", 20)], 0),
    ]

    /// One generated file: where it would be, and its bytes.
    struct File {
        var path: String
        var bytes: [UInt8]
    }

    let seed: UInt64

    /// The `.strings` files and the `.stringsdict` files of every bundle and language.
    func files() -> (strings: [File], stringsDicts: [File]) {
        var strings: [File] = []
        var dicts: [File] = []
        for bundle in Self.bundles {
            for language in CorpusGenerator.languages {
                let words = CorpusGenerator.words(for: language)
                var random = SplitMix64(seed: seed)
                let folder = "\(bundle.name)/\(language).lproj"
                for (table, keys) in bundle.tables {
                    strings.append(File(path: "\(folder)/\(table).strings", bytes: Array(stringsTable(keys: keys, words: words, &random).utf8)))
                }
                if bundle.pluralEntries > 0 {
                    dicts.append(File(path: "\(folder)/Localizable.stringsdict", bytes: Array(stringsDict(entries: bundle.pluralEntries, words: words, &random).utf8)))
                }
            }
        }
        return (strings, dicts)
    }

    private func phrase(_ words: [String], _ random: inout SplitMix64) -> String {
        (0..<(2 + Int(random.next() % 8))).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
    }

    private func stringsTable(keys: Int, words: [String], _ random: inout SplitMix64) -> String {
        var text = ""
        for index in 0..<keys {
            if random.next() % 3 == 0 { text += "/* Shown on screen \(index): \(phrase(words, &random)). */\n" }
            var value = phrase(words, &random)
            switch random.next() % 6 {
            case 0: value += " %@"
            case 1: value = "%1$@ \(value) %2$d"
            case 2: value += "\\n\\\"\(phrase(words, &random))\\\""
            default: break
            }
            text += "\"screen.\(index).title\" = \"\(value)\";\n\n"
        }
        return text
    }

    private func stringsDict(entries: Int, words: [String], _ random: inout SplitMix64) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        for index in 0..<entries {
            text += "\t<key>plural.\(index).count</key>\n\t<dict>\n"
            text += "\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@items@ \(phrase(words, &random))</string>\n"
            text += "\t\t<key>items</key>\n\t\t<dict>\n"
            text += "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
            text += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n"
            for category in ["one", "few", "many", "other"] where category == "one" || category == "other" || random.next() % 2 == 0 {
                text += "\t\t\t<key>\(category)</key>\n\t\t\t<string>%d \(phrase(words, &random))</string>\n"
            }
            text += "\t\t</dict>\n\t</dict>\n"
        }
        return text + "</dict>\n</plist>\n"
    }
}
