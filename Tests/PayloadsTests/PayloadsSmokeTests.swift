import Testing
@testable import Payloads

@Test func PayloadsModuleLoads() {}
