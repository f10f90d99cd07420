import Testing
@testable import StringsFile

@Test func StringsFileModuleLoads() {}
