import Testing
@testable import PushLocalization

@Suite struct HTMLPreviewTests {
    @Test func everyStringIsEscaped() {
        #expect(HTMLPreview.escape(#"<script>alert("x")</script> & 'y'"#)
                == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;")
    }

    @Test func thePageShowsEachLanguageEscapedAndDirectionAware() {
        let hostile = RenderedAlert(
            locale: "ar", resolved: "ar", title: "<img src=x onerror=alert(1)>", subtitle: nil, body: "مرحبا",
            actionButton: .localized(key: "PLAY", title: "العب"), launchImage: nil, category: nil,
            buttons: ["<b>قبول</b>"], diagnostics: [])
        let page = HTMLPreview.page([HTMLPreview.Section(title: "t<1>.json", renders: [hostile], sizes: ["ar": (200, 4096, false)])])
        #expect(!page.contains("<img"))
        #expect(!page.contains("<b>"))
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(page.contains("t&lt;1&gt;.json"))
        #expect(page.contains("dir=\"auto\""))
        #expect(page.contains("مرحبا"))
        #expect(page.contains("200 / 4096 bytes"))
    }
}
