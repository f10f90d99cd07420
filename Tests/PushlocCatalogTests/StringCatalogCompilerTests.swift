import Testing
import PushlocDiagnostics
import PushlocStringCatalog
import PushlocStringsFile
import PushlocTestSupport
@testable import PushlocCatalog

/// The compiler against its previous version (`OldStringCatalogCompiler`, the oracle): the same tables
/// for random catalogs of every shape it compiles.
@Suite struct StringCatalogCompilerTests {
    @Test func randomCatalogsCompileAsBefore() {
        var failures: [UInt64] = []
        var plurals = 0
        for seed in 0..<300 {
            var generator = CatalogModelGenerator(seed: UInt64(seed))
            let document = generator.document()
            let new = StringCatalogCompiler.compile(document).map {
                Self.summary(language: $0.language, strings: $0.strings, plurals: $0.plurals)
            }
            let old = OldStringCatalogCompiler.compile(document).map {
                Self.summary(language: $0.language, strings: $0.strings, plurals: $0.plurals)
            }
            plurals += new.joined().components(separatedBy: "plural ").count - 1
            // By UTF-8: `String` equality is canonical equivalence.
            if new.map({ Array($0.utf8) }) != old.map({ Array($0.utf8) }) { failures.append(UInt64(seed)) }
        }
        #expect(failures.prefix(3) == [])
        #expect(plurals > 300)
    }

    /// A plural without `other` takes its number type from its first category in file order. It took
    /// it from whichever form a dictionary listed first, so the type changed from run to run.
    @Test func pluralWithoutOtherTakesTheFirstCategorysType() throws {
        let location = PushlocDiagnostics.SourceLocation(file: "L.xcstrings", line: 1, column: 1)
        func unit(_ value: String) -> StringCatalogUnit {
            StringCatalogUnit(location: location, stringUnit: StringCatalogStringUnit(state: .translated, value: value, location: location))
        }
        let cases = ["few": "%ld few", "one": "%d one", "many": "%lu many", "two": "%lld two", "zero": "%x zero"]
        for order in [["one", "few", "many"], ["few", "one", "two"], ["many", "zero", "one"], ["two", "few"]] {
            let plural = order.map { StringCatalogVariation(name: $0, nameLocation: location, unit: unit(cases[$0] ?? "")) }
            let entry = StringCatalogEntry(key: "K", keyLocation: location, localizations: [
                StringCatalogLocalization(language: "en", languageLocation: location,
                                          unit: StringCatalogUnit(location: location, variations: StringCatalogVariations(location: location, plural: plural))),
            ])
            let document = StringCatalogDocument(path: "L.xcstrings", sourceLanguage: "en", version: "1.0", entries: [entry])
            let table = try #require(StringCatalogCompiler.compile(document).first)
            let expected = String((cases[order[0]] ?? "").dropFirst().prefix { $0 != " " })
            #expect(table.plurals?.entries.first?.variables.first?.valueType == expected, "\(order)")
        }
    }

    static func summary(language: String, strings: StringsDocument, plurals: StringsDictDocument?) -> String {
        var text = "[\(language)] \(strings.path)\n"
        for entry in strings.entries {
            text += "string \(entry.key) = \(entry.value) @\(entry.line):\(entry.column) value@\(entry.valueLine):\(entry.valueColumn) \(entry.comment ?? "-")\n"
        }
        for entry in plurals?.entries ?? [] {
            text += "plural \(entry.key) format \(entry.formatKey ?? "-") @\(entry.line):\(entry.column)\n"
            for variable in entry.variables {
                text += "  \(variable.name) \(variable.specTypeKey ?? "-") \(variable.valueType ?? "-")\n"
                for (category, form) in variable.forms.sorted(by: { $0.key < $1.key }) {
                    text += "    \(category): \(form) @\(variable.formLocations[category]?.description ?? "-")\n"
                }
            }
        }
        return text
    }
}

/// Random String Catalog models: plain, plural, device (nested plural) and substitution units, states
/// (`new` among them), `shouldTranslate: false`, missing source units, repeated languages and forms
/// with `%arg`, positions, widths and non-ASCII text.
struct CatalogModelGenerator {
    private var random: SeededGenerator
    private var line = 1

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    private static let texts = [
        "Hello", "%lld items", "%d", "%1$@ and %2$lld", "%arg apples", "%#@n@ left", "café %u", "日本 %ld", "%5.2f%%",
        "%arg of %arg", "%@", "no number", "%1$ld", "%-3lld", "%zu", "😀 %llx", "%%arg",
    ]
    private static let languages = ["en", "de", "fr", "ru", "ja", "pt-BR", "zz-Unknown"]
    private static let categories = ["zero", "one", "two", "few", "many", "other"]
    private static let devices = ["iphone", "ipad", "mac", "other", "applewatch"]

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func pick<T>(_ items: [T]) -> T {
        items[Int.random(in: 0..<items.count, using: &random)]
    }

    private mutating func location() -> PushlocDiagnostics.SourceLocation {
        line += 1
        return PushlocDiagnostics.SourceLocation(file: "Localizable.xcstrings", line: line, column: Int.random(in: 1..<40, using: &random))
    }

    mutating func document() -> StringCatalogDocument {
        let entries = (0..<Int.random(in: 0..<12, using: &random)).map { index in entry(index) }
        return StringCatalogDocument(
            path: "Localizable.xcstrings", sourceLanguage: chance(0.9) ? pick(["en", "de"]) : nil, version: "1.0", entries: entries)
    }

    private mutating func entry(_ index: Int) -> StringCatalogEntry {
        var localizations: [StringCatalogLocalization] = []
        for _ in 0..<Int.random(in: 0..<6, using: &random) {
            localizations.append(StringCatalogLocalization(language: pick(Self.languages), languageLocation: location(), unit: unit(depth: 2)))
        }
        return StringCatalogEntry(
            key: chance(0.3) ? pick(Self.texts) : "KEY_\(index)", keyLocation: location(), comment: chance(0.3) ? "note \(index)" : nil,
            shouldTranslate: chance(0.15) ? false : nil, localizations: chance(0.1) ? nil : localizations)
    }

    private mutating func stringUnit() -> StringCatalogStringUnit {
        StringCatalogStringUnit(
            state: chance(0.2) ? .new : chance(0.1) ? nil : .translated, value: chance(0.05) ? nil : pick(Self.texts), location: location())
    }

    private mutating func unit(depth: Int) -> StringCatalogUnit {
        let here = location()
        switch Int.random(in: 0..<(depth > 0 ? 6 : 2), using: &random) {
        case 0, 1:
            return StringCatalogUnit(location: here, stringUnit: stringUnit())
        case 2, 3:
            let names = (0..<Int.random(in: 0..<5, using: &random)).map { _ in pick(Self.categories) }
            return StringCatalogUnit(location: here, stringUnit: chance(0.1) ? stringUnit() : nil, variations: StringCatalogVariations(
                location: location(), plural: names.map { StringCatalogVariation(name: $0, nameLocation: location(), unit: unit(depth: 0)) }))
        case 4:
            let names = (0..<Int.random(in: 0..<4, using: &random)).map { _ in pick(Self.devices) }
            return StringCatalogUnit(location: here, variations: StringCatalogVariations(
                location: location(), device: names.map { StringCatalogVariation(name: $0, nameLocation: location(), unit: unit(depth: depth - 1)) }))
        default:
            let substitutions = (0..<Int.random(in: 0..<3, using: &random)).map { _ in
                let names = (0..<Int.random(in: 0..<4, using: &random)).map { _ in pick(Self.categories) }
                return StringCatalogSubstitution(
                    name: pick(["n", "count", "apples"]), nameLocation: location(), argNum: chance(0.5) ? Int.random(in: 1..<4, using: &random) : nil,
                    formatSpecifier: chance(0.8) ? pick(["lld", "d", "@"]) : nil,
                    variations: chance(0.9) ? StringCatalogVariations(
                        location: location(), plural: names.map { StringCatalogVariation(name: $0, nameLocation: location(), unit: unit(depth: 0)) }) : nil)
            }
            return StringCatalogUnit(location: here, stringUnit: chance(0.9) ? stringUnit() : nil, substitutions: substitutions)
        }
    }
}
