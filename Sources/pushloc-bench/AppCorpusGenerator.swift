import Foundation

/// Writes a corpus shaped like a real app rather than one big table: several bundles (the app, its
/// extensions, Swift packages' resources, one of them a String Catalog, `Settings.bundle`, a bundle
/// without `en`), `.strings` and
/// `.stringsdict` files, partial translations (a few languages 40% translated, most 95-100%), comments,
/// many scripts, and a few hundred planted defects.
struct AppCorpusGenerator {
    /// One bundle: its folder, its tables and their key counts, how many plural entries each of its
    /// `.stringsdict` files has and how many such files, and how many languages it has.
    struct BundleShape {
        let path: String
        let tables: [(name: String, keys: Int)]
        let plurals: Int
        var pluralTables = 1
        let languages: Int
    }

    static let bundles: [BundleShape] = [
        BundleShape(path: "App/Resources", tables: [("Localizable", 3_000), ("InfoPlist", 12)], plurals: 60, languages: 36),
        BundleShape(path: "App/Resources/Settings.bundle", tables: [("Root", 30)], plurals: 0, languages: 36),
        BundleShape(path: "WidgetExtension", tables: [("Localizable", 150), ("WidgetExtension", 40)], plurals: 6, languages: 30),
        BundleShape(path: "ShareExtension", tables: [("Localizable", 60)], plurals: 0, languages: 30),
        BundleShape(path: "NotificationService", tables: [("Localizable", 40)], plurals: 4, languages: 30),
        BundleShape(path: "Intents", tables: [("Intents", 300)], plurals: 10, languages: 32),
        BundleShape(path: "Packages/Feed/Sources/Feed/Resources", tables: [("Localizable", 900)], plurals: 30, languages: 34),
        BundleShape(path: "Legacy/Resources", tables: [("Localizable", 200)], plurals: 0, languages: 8),
    ]
    /// The bundle kept as a String Catalog (Xcode 15's format), and how many keys it has.
    static let stringCatalog = (path: "Packages/Settings/Sources/Settings/Resources/Localizable.xcstrings", keys: 400)

    /// An app of many small files, the shape where per-file and per-language costs show: one bundle, 40
    /// languages, each with 12 `.strings` tables and 3 `.stringsdict` files of about 10 KB (600 files).
    static let smallFiles: [BundleShape] = [
        BundleShape(path: "Small/Resources", tables: (1...12).map { ("Screen\($0)", 115) }, plurals: 16, pluralTables: 3, languages: 40),
    ]

    let seed: UInt64
    /// The bundles written: ``bundles`` (with the String Catalog) unless told otherwise.
    var shapes: [BundleShape] = Self.bundles
    /// Whether the String Catalog (``stringCatalog``) is written.
    var includesCatalog = true

    /// The many-small-files app (``smallFiles``), without a String Catalog.
    static func smallFilesApp(seed: UInt64) -> AppCorpusGenerator {
        AppCorpusGenerator(seed: seed, shapes: smallFiles, includesCatalog: false)
    }

    /// One generated file: its path relative to the corpus root, and its bytes.
    struct File {
        var path: String
        var bytes: [UInt8]
    }

    /// Writes the corpus under `root`; returns every file written.
    func write(to root: URL) throws -> [URL] {
        let (strings, dicts) = files()
        let catalog = includesCatalog
            ? [File(path: Self.stringCatalog.path, bytes: StringCatalogBenchmark.generate(keyCount: Self.stringCatalog.keys, seed: seed))] : []
        return try (strings + dicts + catalog).map { file in
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
            return url
        }
    }

    /// The `.strings` files and the `.stringsdict` files of every bundle and language, in memory.
    func files() -> (strings: [File], stringsDicts: [File]) {
        var strings: [File] = []
        var dicts: [File] = []
        for (bundleIndex, bundle) in shapes.enumerated() {
            let languages = Array(CorpusGenerator.languages.prefix(bundle.languages))
            for (languageIndex, language) in languages.enumerated() {
                // The legacy bundle has no en: its languages get only the within-language checks.
                if bundle.path.hasPrefix("Legacy") && language == "en" { continue }
                var defects = SplitMix64(seed: seed &+ UInt64(bundleIndex * 1_000 + languageIndex) &* 7_919)
                // A few languages are community translations, 40% done; most are 95-100%.
                let share = languageIndex % 9 == 4 ? 40 : 95 + languageIndex % 6
                let folder = "\(bundle.path)/\(language).lproj/"
                for table in bundle.tables {
                    let text = self.strings(table: table.name, keys: table.keys, language: language, share: share, defects: &defects)
                    strings.append(File(path: folder + "\(table.name).strings", bytes: Array(text.utf8)))
                }
                for table in 0..<(bundle.plurals > 0 ? bundle.pluralTables : 0) {
                    let text = stringsDict(entries: bundle.plurals, language: language, defects: &defects)
                    let name = table == 0 ? "Localizable" : "Plurals\(table)"
                    dicts.append(File(path: folder + "\(name).stringsdict", bytes: Array(text.utf8)))
                }
            }
        }
        return (strings, dicts)
    }

    private func strings(table: String, keys: Int, language: String, share: Int, defects: inout SplitMix64) -> String {
        var shapes = SplitMix64(seed: seed &+ UInt64(keys))   // the same key shapes in every language
        let words = CorpusGenerator.words(for: language)
        var text = "/* \(table).strings (\(language)), generated for pushloc-bench. */\n\n"
        text.reserveCapacity(keys * 110)
        for index in 0..<keys {
            let shape = shapes.next() % 20
            let length = 2 + Int(shapes.next() % 10)
            var value = (0..<length).map { _ in words[Int(shapes.next() % UInt64(words.count))] }.joined(separator: " ")
            switch shape {
            case 0: value = "%@ " + value
            case 1: value = language == "en" ? "%1$@ \(value) %2$@" : "%2$@ \(value) %1$@"
            case 2: value += " %d"
            case 3: value += " %lld"
            case 4: value += " 50%%"
            case 5: value += "\\n" + value
            default: break
            }
            let key = shape == 6 ? value.prefix(40).replacingOccurrences(of: "\"", with: "") : "\(table.lowercased()).screen\(index / 25).item\(index)"
            if language != "en" {
                // Untranslated keys, and the defects real apps have: an extra or dropped argument, a type swap.
                if defects.next() % 100 >= UInt64(share) { continue }
                if defects.next() % 1_500 == 0 {
                    switch defects.next() % 3 {
                    case 0: value += " %@"
                    case 1: value = value.replacingOccurrences(of: "%@", with: "")
                    default: value = value.replacingOccurrences(of: "%d", with: "%@")
                    }
                }
            }
            if index % 3 == 0 { text += "/* Shown on screen \(index / 25), item \(index). */\n" }
            text += "\"\(key)\" = \"\(value)\";\n"
        }
        return text
    }

    private func stringsDict(entries: Int, language: String, defects: inout SplitMix64) -> String {
        let words = CorpusGenerator.words(for: language)
        var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """
        let categories = language == "en" ? ["one", "other"] : ["zero", "one", "two", "few", "many", "other"]
        for index in 0..<entries {
            let broken = language != "en" && defects.next() % 400 == 0
            text += "\t<key>plural.count.item\(index)</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n"
            text += "\t\t<string>\(broken ? "%# @count @" : "%#@count@")</string>\n\t\t<key>count</key>\n\t\t<dict>\n"
            text += "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
            text += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n"
            for (position, category) in categories.enumerated() {
                text += "\t\t\t<key>\(category)</key>\n\t\t\t<string>%d \(words[(index + position) % words.count]) &amp; \(words[position % words.count])</string>\n"
            }
            text += "\t\t</dict>\n\t</dict>\n"
        }
        return text + "</dict>\n</plist>\n"
    }
}
