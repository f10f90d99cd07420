import Foundation
import Testing
@testable import ICU

@Test func systemICUIsLinked() {
    #expect(ICUVersion.string.hasPrefix("7"))
}
