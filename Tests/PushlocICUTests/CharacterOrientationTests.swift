import Testing
import PushlocICU

@Suite struct CharacterOrientationTests {
    @Test(arguments: ["ar", "he", "fa", "ur", "ar-EG", "iw", "yi", "ps"])
    func rightToLeftLanguages(_ tag: String) {
        #expect(CharacterOrientation(tag: tag) == .rightToLeft)
    }

    @Test(arguments: ["en", "fr-CA", "ja", "zh-Hant", "zh-HK", "th", "hi", "ru", "ko", "az-Latn"])
    func leftToRightLanguages(_ tag: String) {
        #expect(CharacterOrientation(tag: tag) == .leftToRight)
    }

    @Test func theScriptDecidesNotTheLanguage() {
        // Punjabi in Arabic script (Pakistan) runs right to left, in Gurmukhi left to right.
        #expect(CharacterOrientation(tag: "pa-Arab") == .rightToLeft)
        #expect(CharacterOrientation(tag: "pa") == .leftToRight)
        #expect(CharacterOrientation(tag: "en-Latn")?.isRightToLeft == false)
        #expect(CharacterOrientation(tag: "he")?.isRightToLeft == true)
    }

    @Test(arguments: ["", "-", "e\u{0}n", String(repeating: "a", count: 200), "ar<script>"])
    func garbageIsRejected(_ tag: String) {
        #expect(CharacterOrientation(tag: tag) == nil)
    }
}
