import PushlocCatalog
import Testing
@testable import PushLocalization

/// The localizer's per-table copies must find what the catalog's own lookup finds.
@Suite struct TableCopiesTests {
    @Test func everyKeyOfTheShippedDataIsFoundAsTheCatalogFindsIt() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        let copies = TableCopies(catalog: catalog)
        let tables = catalog.tableNames + catalog.tableNames.map { $0.lowercased() } + ["LOCALIZABLE", "NoSuchTable"]
        let keys = Set(catalog.localizations.flatMap { $0.tables.values.flatMap(\.keys) }).sorted() + ["no.such.key"]
        for language in catalog.languages + ["fr-ca", "xx"] {
            for table in tables {
                for key in keys {
                    let expected = catalog.lookup(key: key, table: table, resolvedLanguage: language)
                    let found = copies.lookup(key: key, table: table, resolvedLanguage: language, in: catalog)
                    #expect(found.text == expected.text && found.language == expected.language && found.table?.language == expected.table?.language,
                            "\(language) \(table) \(key)")
                    let record = copies.record(key: key, table: table, resolvedLanguage: language, in: catalog)
                    #expect(record?.entry.value == expected.record?.entry.value && record?.key == expected.record?.key, "\(language) \(table) \(key)")
                }
            }
        }
    }
}
