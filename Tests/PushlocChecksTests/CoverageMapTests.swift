@_spi(RuleValues) import PushlocDiagnostics
import Foundation
import Testing
@testable import PushlocChecks
@testable import PushlocReporters
@testable import PushlocPreview

@Suite struct CoverageMapTests {
    /// Two bundles: App (en, fr, ar, Base) and App/Widget (en, de); findings in App's fr and ar, in the
    /// widget's de, in App without a language, and in a template outside every bundle.
    static let report: CheckReport = {
        func finding(_ rule: String, _ severity: Severity = .warning, file: String?, language: String?, key: String? = nil,
                     message: String = "m") -> Diagnostic {
            Diagnostic(rule: rule, severity: severity, message: message,
                       location: file.map { SourceLocation(file: $0, line: 1, column: 1) }, language: language, key: key)
        }
        var report = CheckReport(
            diagnostics: [
                finding("argument-extra", .error, file: "App/fr.lproj/Localizable.strings", language: "fr", key: "K"),
                finding("missing-key", file: "App/fr.lproj/Localizable.strings", language: "fr"),
                finding("empty-value", file: "App/ar.lproj/Localizable.strings", language: "ar"),
                finding("syntax", .error, file: "App/Localizable.xcstrings", language: nil),
                finding("missing-key", file: "App/Widget/de.lproj/W.strings", language: "de"),
                finding("unknown-loc-key", .error, file: "templates/notifications/a.json", language: "en"),
                Diagnostic(rule: "payload-too-large", severity: .error, message: "too big", jsonPath: "aps.alert"),
            ],
            files: 6, languages: 5, entries: 20,
            bundles: [
                BundleSummary(path: "App", base: "en", languages: 4, files: 4, entries: 10, errors: 0, warnings: 0),
                BundleSummary(path: "App/Widget", base: "en", languages: 2, files: 2, entries: 10, errors: 0, warnings: 0),
            ],
            coverage: [
                TranslationCoverage(bundle: "App", language: "ar", translated: 7, missing: 1, developmentText: 2),
                TranslationCoverage(bundle: "App", language: "fr", translated: 10, missing: 0),
                TranslationCoverage(bundle: "App/Widget", language: "de", translated: 199, missing: 1),
            ])
        report.summary.bundles[0].languageTags = ["en", "fr", "ar", "Base"]
        report.summary.bundles[1].languageTags = ["en", "de"]
        return report
    }()

    @Test func rowsColumnsAndCells() throws {
        let overview = CoverageOverview(report: Self.report)
        #expect(overview.bundles.map(\.path) == ["App", "App/Widget"])
        #expect(overview.languages == ["en", "ar", "de", "fr", "Base"])
        let app = overview.cells[0], widget = overview.cells[1]
        #expect(app[0].kind == .development)
        #expect(app[1].coverage?.developmentText == 2 && app[1].fallsBackToDevelopmentText)
        #expect(app[1].shade == .partial)
        #expect(app[2].kind == .absent)
        #expect(app[3].shade == .complete && !app[3].fallsBackToDevelopmentText)
        #expect(app[4].kind == .uncompared)
        #expect(widget[2].shade == .high)
        #expect((app[3].errors, app[3].warnings, app[3].anchor) == (1, 1, "findings-b0-l3"))
        #expect((app[1].errors, app[1].warnings, app[1].anchor) == (0, 1, "findings-b0-l1"))
        #expect(app[0].anchor == nil && app[0].errors == 0)
        #expect(widget[2].anchor == "findings-b1-l2")
        // Per bundle: no language first, then the languages in column order; outside every bundle last.
        #expect(overview.groups.map(\.anchor) == ["findings-b0", "findings-b0-l1", "findings-b0-l3", "findings-b1-l2", "findings-other"])
        let other = try #require(overview.groups.last)
        #expect(other.diagnostics.map(\.rule) == ["unknown-loc-key", "payload-too-large"])
        #expect(overview.groups.map(\.diagnostics.count).reduce(0, +) == Self.report.diagnostics.count)
    }

    @Test func shadesAndPercentages() {
        func row(_ translated: Int, _ missing: Int, _ development: Int = 0) -> TranslationCoverage {
            TranslationCoverage(bundle: "", language: "x", translated: translated, missing: missing, developmentText: development)
        }
        #expect(CoverageShade(row(0, 0)) == .complete)
        #expect(CoverageShade(row(995, 5)) == .high)
        #expect(CoverageShade.wholePercent(row(995, 5)) == 99)
        #expect(CoverageShade(row(80, 20)) == .good)
        #expect(CoverageShade(row(50, 0, 50)) == .partial)
        #expect(CoverageShade(row(1, 999)) == .low)
        #expect(CoverageShade.wholePercent(row(1, 999)) == 1)
        #expect(CoverageShade(row(0, 3, 4)) == .none)
        #expect(CoverageShade.wholePercent(row(0, 3)) == 0)
    }

    @Test func everyCellLinksToItsFindingsOnThePage() throws {
        let page = HTMLFormat().render(Self.report)
        let links = matches(##"href="#([^"]*)""##, in: page)
        let ids = Set(matches(#" id="([^"]*)""#, in: page))
        #expect(links.count >= 4)
        #expect(links.allSatisfy(ids.contains))
        // Ids come from indexes only, never from input text.
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
        #expect(page.contains("<td class=\"hm-cell hm-complete\"><a href=\"#findings-b0-l3\" title=\"fr in App: 100 % translated (10 of 10 keys); 1 error, 1 warning\">"))
        #expect(page.contains("<span class=\"hm-e\">✖︎1</span> <span class=\"hm-w\">⚠︎1</span>"))
        #expect(page.contains("<tr class=\"fd-group\" id=\"findings-b0-l3\"><th colspan=\"6\" scope=\"colgroup\"><bdi>App</bdi> · <bdi>fr</bdi>: 1 error, 1 warning"))
        #expect(page.contains("<tr class=\"fd-group\" id=\"findings-other\"><th colspan=\"6\" scope=\"colgroup\">outside every bundle: 2 errors, 0 warnings"))
    }

    @Test func theGridIsLeftToRightWithIsolatedNamesAndMarkedFallbacks() {
        let page = HTMLFormat().render(Self.report)
        #expect(page.contains("<div class=\"hm-box\" dir=\"ltr\"><table class=\"hm-grid\" dir=\"ltr\">"))
        #expect(page.contains("<th class=\"hm-lang\" scope=\"col\" title=\"Arabic\"><bdi>ar</bdi><bdi class=\"hm-name\" lang=\"ar\">العربية</bdi></th>"))
        #expect(page.contains("<th class=\"hm-bundle\" scope=\"row\"><bdi>App/<wbr>Widget</bdi></th>"))
        // Not by colour alone: the fallback has a class (hatched), a text mark, and words in its tooltip.
        #expect(page.contains("<td class=\"hm-cell hm-partial hm-fallback\"><a href=\"#findings-b0-l1\" title=\"ar in App: 70 % translated (7 of 10 keys); 1 missing from its tables: the device shows the key itself; falls back to the development text: 2 in tables it has no copy of show the en text; 0 errors, 1 warning\"><span class=\"hm-pct\">70%<span class=\"hm-mark\">↩</span></span>"))
        #expect(page.contains("<td class=\"hm-cell hm-dev\"><span class=\"hm-in\" title=\"en in App: the development language"))
        #expect(page.contains("<td class=\"hm-cell hm-absent\"><span class=\"hm-in\" title=\"de in App: the bundle has no de localization; the device uses a parent language or the user&#39;s next language, in the end en\">"))
        #expect(page.contains(".hm-box{width:fit-content;max-width:100%;overflow-x:auto;"))
    }

    @Test func theReportIsLockedAndFitsItsWindow() {
        let page = HTMLFormat().render(Self.report)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLPage.contentSecurityPolicy)\">"))
        #expect(HTMLPage.contentSecurityPolicy.contains("script-src 'none'"))
        #expect(!page.contains("<script") && !page.contains("http://") && !page.contains("https://") && !page.contains("url("))
        #expect(page.contains(".fd-table{width:100%;table-layout:fixed;"))
        #expect(page.contains("overflow-wrap:anywhere"))
        #expect(page.contains("<colgroup><col class=\"fd-loc\">"))
    }

    @Test func hostileNamesAreEscapedEverywhere() {
        let hostileBundle = "App<img src=x onerror=alert(1)>"
        let hostileLanguage = "x\"><script>alert(2)</script>"
        var report = CheckReport(
            diagnostics: [
                Diagnostic(rule: "empty-value", severity: .warning, message: "<svg onload=alert(3)> & 'q'",
                           location: SourceLocation(file: "\(hostileBundle)/a.lproj/L.strings", line: 1, column: 1),
                           language: hostileLanguage, key: "<iframe>\u{202E}"),
            ],
            files: 1, languages: 2, entries: 1,
            bundles: [BundleSummary(path: hostileBundle, base: "en", languages: 2, files: 1, entries: 1, errors: 0, warnings: 1)],
            coverage: [TranslationCoverage(bundle: hostileBundle, language: hostileLanguage, translated: 0, missing: 1)])
        report.summary.bundles[0].languageTags = ["en", hostileLanguage]
        let page = HTMLFormat().render(report)
        for element in ["<img", "<script", "<svg", "<iframe"] { #expect(!page.contains(element)) }
        #expect(page.contains("App&lt;img src=x onerror=alert(1)&gt;"))
        #expect(page.contains("x&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"))
        #expect(page.contains("&lt;svg onload=alert(3)&gt; &amp; &#39;q&#39;"))
        #expect(MarkupEscaping.escapedPath("a<b>/c&d/") == "a&lt;b&gt;/<wbr>c&amp;d/<wbr>")
        #expect(page.contains("href=\"#findings-b0-l1\""))
        #expect(page.contains(" id=\"findings-b0-l1\""))
    }

    @Test func aReportWithoutBundlesHasNoMapAndAnUnheadedTable() {
        let report = CheckReport(
            diagnostics: [Diagnostic(rule: "syntax", severity: .error, message: "m", location: SourceLocation(file: "a.strings", line: 1, column: 1))],
            files: 1, languages: 0, entries: 0)
        let page = HTMLFormat().render(report)
        #expect(!page.contains("class=\"hm\""))
        #expect(!page.contains("class=\"fd-group\""))
        #expect(page.contains("<td><code>a.strings:1:1</code></td>"))
        #expect(HTMLFormat().render(CheckReport(diagnostics: [], files: 0, languages: 0, entries: 0)).contains("<p>No findings.</p>"))
    }

    private func matches(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
