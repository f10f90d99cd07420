import Testing
@testable import PushLocalization

@Test func PushLocalizationModuleLoads() {}
