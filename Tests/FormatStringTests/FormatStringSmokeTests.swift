import Testing
@testable import FormatString

@Test func FormatStringModuleLoads() {}
