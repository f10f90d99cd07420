import Testing
@testable import Catalog

@Test func CatalogModuleLoads() {}
