@_spi(RuleValues) import PushlocDiagnostics
import Testing
@testable import PushlocPreview
import PushLocalization
import PushlocCatalog
import PushlocChecks
import PushlocDevtodev
import PushlocFormatString
import PushlocICU
import PushlocJSON
import PushlocPayloads
import PushlocStringCatalog
import PushlocStringsFile

@Suite struct HTMLPreviewTests {
    static let hostile = PreviewBanner(
        locale: "ar", resolved: "ar",
        texts: [
            PreviewText(field: .title, text: "<img src=x onerror=alert(1)>", estimatedLines: 2),
            PreviewText(field: .body, text: "Sam، \u{202E}txt.exe <script>document.title='x'</script>", estimatedLines: 1),
        ],
        actionButton: .localized(key: "PLAY", title: "العب"), buttons: ["<b>قبول</b>"], payloadBytes: 200, payloadLimit: 4096,
        notes: [PreviewNote(kind: .missingKey, level: .warning, message: "\"<K>\" is not in the table",
                            location: SourceLocation(file: "t.json", line: 3, column: 7))])

    @Test func everyStringIsEscaped() {
        #expect(MarkupEscaping.escapedCharacters(#"<script>alert("x")</script> & 'y'"#)
                == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;")
        // The preview marks controls itself; the XML-safe variant writes them as text.
        #expect(MarkupEscaping.escapedCharacters("a\u{7}b") == "a\u{7}b")
        #expect(MarkupEscaping.escaped("a\u{7}b\u{FFFE}\t") == "a\\u{7}b\\u{fffe}\t")
    }

    @Test func bidiControlsAreShownNotApplied() {
        #expect(MarkupEscaping.escapedShowingControls("a\u{202E}b\u{2066}c\u{7}d\ne")
                == "a<span class=\"control\" title=\"invisible control character\">⟨U+202E⟩</span>b"
                + "<span class=\"control\" title=\"invisible control character\">⟨U+2066⟩</span>c"
                + "<span class=\"control\" title=\"invisible control character\">⟨U+0007⟩</span>d\ne")
        #expect(!MarkupEscaping.escapedShowingControls("\u{202A}\u{202B}\u{202C}\u{202D}\u{2067}\u{2068}\u{2069}").unicodeScalars
            .contains(where: PreviewNotes.isBidiControl))
    }

    @Test func thePageIsSelfContainedEscapedAndLocked() {
        let page = HTMLPreview.page(PreviewDocument(sections: [PreviewSection(title: "t<1>.json", banners: [Self.hostile])]))
        #expect(!page.contains("<img"))
        #expect(!page.contains("<b>"))
        #expect(!page.contains("<script"))
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(page.contains("t&lt;1&gt;.json"))
        #expect(page.contains("⟨U+202E⟩"))
        #expect(!page.unicodeScalars.contains(where: PreviewNotes.isBidiControl))
        #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'none';"))
        // No network: no URL at all, no external style sheet, font or image.
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains("url("))
        #expect(!page.contains("<link") && !page.contains(" src=\""))
        #expect(page.contains("Line breaks are approximate off-device"))
    }

    @Test func eachBannerCarriesItsLanguageDirectionAndFont() {
        let page = HTMLPreview.page(PreviewDocument(sections: [PreviewSection(title: "t", banners: [Self.hostile])]))
        #expect(page.contains("<div class=\"banner font-arabic\" lang=\"ar\" dir=\"rtl\">"))
        #expect(page.contains("<div class=\"actions font-arabic\" lang=\"ar\" dir=\"rtl\"><span>&lt;b&gt;قبول&lt;/b&gt;</span></div>"))
        #expect(!page.contains("dir=\"auto\""))
        #expect(page.contains("<div class=\"title line1\">"))
        #expect(page.contains("<div class=\"title full\">"))
    }

    @Test func notesSizeBarSummaryAndFilter() {
        let clean = PreviewBanner(locale: "en", resolved: "en", texts: [PreviewText(field: .body, text: "Hi", estimatedLines: 1)],
                                  payloadBytes: 5000, payloadLimit: 4096)
        let page = HTMLPreview.page(PreviewDocument(sections: [PreviewSection(title: "t", banners: [Self.hostile, clean])]))
        #expect(page.contains("<li class=\"note warning\" data-kind=\"missing-key\">⚠︎ <span class=\"where\">t.json:3:7</span> &quot;&lt;K&gt;&quot; is not in the table</li>"))
        #expect(page.contains("<meter min=\"0\" max=\"4096\" low=\"3072\" high=\"3686\" optimum=\"0\" value=\"200\"></meter><span>200 / 4096 bytes</span>"))
        #expect(page.contains("<div class=\"size over\">"))
        #expect(page.contains("5000 / 4096 bytes (over the limit)"))
        #expect(page.contains("<span class=\"count clean\">1 clean</span><span class=\"count warned\">1 warned</span><span class=\"count failing\">0 failing</span>"))
        #expect(page.contains("<input type=\"checkbox\" id=\"problems-only\""))
        #expect(page.contains("#problems-only:checked ~ main .status-clean{display:none}"))
        #expect(page.contains("<article class=\"card status-clean\" data-locale=\"en\""))
        #expect(page.contains("<article class=\"card status-warned\" data-locale=\"ar\" data-dir=\"rtl\">"))
    }

    @Test func theCheckOverviewOpensThePageAndItsFindingsEndIt() throws {
        let report = CheckReport(
            diagnostics: [Diagnostic(rule: "empty-value", severity: .warning, message: "<b>empty</b>",
                                     location: SourceLocation(file: "L/ar.lproj/Localizable.strings", line: 2, column: 1), language: "ar")],
            files: 2, languages: 2, entries: 2,
            bundles: [BundleSummary(path: "L", base: "en", languages: 2, files: 2, entries: 2, errors: 0, warnings: 1)],
            coverage: [TranslationCoverage(bundle: "L", language: "ar", translated: 1, missing: 0, developmentText: 1)])
        let document = PreviewDocument(sections: [PreviewSection(title: "t", banners: [Self.hostile])], overview: CoverageOverview(report: report))
        let page = HTMLPreview.page(document)
        let map = try #require(page.range(of: "<section class=\"hm\" id=\"coverage\">"))
        let banners = try #require(page.range(of: "<main>"))
        let findings = try #require(page.range(of: "<section class=\"findings\"><h2>Findings</h2>"))
        #expect(map.lowerBound < banners.lowerBound && banners.lowerBound < findings.lowerBound)
        #expect(page.contains("<a href=\"#findings-b0-l1\""))
        #expect(page.contains("<tr class=\"fd-group\" id=\"findings-b0-l1\">"))
        #expect(page.contains("<span class=\"hm-mark\">↩</span>"))
        #expect(page.contains("&lt;b&gt;empty&lt;/b&gt;") && !page.contains("<b>"))
        #expect(page.contains(CoverageMapHTML.css) && page.contains(FindingsTableHTML.css))
        #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLPage.contentSecurityPolicy)\">"))
        // Without an overview (the per-template screenshot pages), the page is the banners alone.
        let plain = HTMLPreview.page(PreviewDocument(sections: document.sections))
        #expect(!plain.contains("hm-grid") && !plain.contains("class=\"findings\""))
    }

    @Test func theWindowFitsEveryRow() {
        let document = PreviewDocument(sections: [PreviewSection(title: "t", banners: Array(repeating: Self.hostile, count: 7))])
        let size = HTMLPreview.windowSize(for: document, columns: 3)
        #expect(size.width == 48 + 3 * 390 + 2 * 24 + 16)
        #expect(size.height == 190 + 60 + 3 * (170 + 2 * 20 + 44))
    }
}
