import Testing
@testable import PushLocalization
import PushlocCatalog
import PushlocChecks
import PushlocDevtodev
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocJSON
import PushlocPayloads
import PushlocStringCatalog
import PushlocStringsFile

@Test func PushLocalizationModuleLoads() {}
