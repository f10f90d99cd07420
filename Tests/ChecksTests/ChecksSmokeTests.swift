import Testing
@testable import Checks

@Test func ChecksModuleLoads() {}
