import PushlocCatalog
import Foundation
import Testing
@testable import PushlocChecks

/// The button-label passes look at the `Buttons` table in any case, and at no other.
@Suite struct ButtonLabelTableTests {
    @Test(arguments: [("Buttons", true), ("buttons", true), ("BUTTONS", true), ("bUtToNs", true),
                      ("Button", false), ("Buttonz", false), ("Buttons2", false), ("", false), ("Localizable", false),
                      ("BUTTONS".replacingOccurrences(of: "U", with: "\u{55}\u{308}"), false)])
    func theTableIsFoundByItsNameInAnyCase(_ name: String, _ holds: Bool) {
        #expect(ButtonLabelRules.holdsLabels(LocalizationTable(name: name, language: "en", strings: nil)) == holds)
    }
}
