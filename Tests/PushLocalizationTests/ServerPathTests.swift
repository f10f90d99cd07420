import PushlocCatalog
import PushlocDevtodev
import PushlocFormatString
import Foundation
import PushlocJSON
import PushlocPayloads
import PushlocStringsFile
import Testing
@testable import PushLocalization

/// The server path's shortcuts (kept resolutions, copy chains, records in place of parsed formats,
/// labels per template) must give what the plain lookups give.
@Suite struct ServerPathTests {
    /// Every template of the repository, and variants that exercise each field and finding.
    static let payloads: [APNsPayload] = {
        let folder = DevtodevFixtures.root + "/templates/notifications"
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().filter { $0.hasSuffix(".json") }
        let shipped = files.compactMap { name in
            FileManager.default.contents(atPath: folder + "/" + name).flatMap { try? APNsPayload(jsonBytes: Array($0)) }
        }
        let texts = [
            #"{"aps":{"alert":{"title-loc-key":"GAME_REQUEST_TITLE","subtitle-loc-key":"GAME_REQUEST_SUBTITLE","subtitle-loc-args":["Jenna"],"loc-key":"GAME_PLAY_REQUEST_FORMAT","loc-args":["Jenna"]}}}"#,
            #"{"aps":{"alert":{"title":"Hi","title-loc-key":"GAME_REQUEST_TITLE","loc-key":"NO_SUCH_KEY %@","loc-args":["a",1,true,null],"action-loc-key":null}}}"#,
            #"{"aps":{"alert":{"loc-key":"GAME_PLAY_REQUEST_FORMAT","loc-args":"not an array","action-loc-key":"NO_SUCH_BUTTON","launch-image":"a.png"}}}"#,
            #"{"aps":{"alert":{"loc-key":"PLAY","loc-key":"GAME_PLAY_REQUEST_FORMAT","loc-args":["x"],"loc-args":["Jenna","Frank"],"action-loc-key":1}}}"#,
            #"{"aps":{"alert":"Plain body","category":"no.such.category"}}"#,
            #"{"aps":{"alert":5}}"#,
            #"{"aps":{"badge":1}}"#,
        ]
        return shipped + texts.compactMap { try? APNsPayload(jsonText: $0) }
    }()

    static let preferences: [[String]] = [["fr-CA"], ["fr"], ["en"], ["ar"], ["ja-JP"], ["pt-BR", "en"], ["zh-HK"], ["xx"], [], ["FR-ca"]]

    @Test func renderWithRecordsMatchesRenderWithParsedFormats() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        let localizer = PushLocalizer(catalog: catalog)
        #expect(Self.payloads.count >= 10)
        for payload in Self.payloads {
            for preferred in Self.preferences + catalog.languages.map({ [$0] }) {
                let language = catalog.resolve(preferredLanguages: preferred, table: PushLocalizer.defaultTable)
                let parsed = PayloadLocalizer.localize(
                    payload, formats: { catalog.lookup(key: $0, table: PushLocalizer.defaultTable, resolvedLanguage: language).record?.format },
                    language: language)
                let rendered = localizer.render(payload, preferredLanguages: preferred)
                #expect(rendered.resolved == language)
                #expect(rendered.title == parsed.text.title && rendered.subtitle == parsed.text.subtitle && rendered.body == parsed.text.body,
                        "\(preferred) \(payload.json)")
                #expect(rendered.actionButton == parsed.action && rendered.launchImage == parsed.launchImage)
                #expect(rendered.diagnostics == parsed.diagnostics, "\(preferred)")
            }
        }
    }

    /// A render reads each template's alert once and keeps it, known by its members' storage: a changed
    /// copy of a kept template, and more templates than are kept, must still render as the plain path.
    @Test func keptAlertsRenderAsThePlainPath() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        let localizer = PushLocalizer(catalog: catalog)
        func plain(_ payload: APNsPayload, _ preferred: [String]) -> RenderedAlert {
            PushLocalizer(catalog: catalog).render(payload, preferredLanguages: preferred)
        }
        var variants: [APNsPayload] = []
        for (index, payload) in Self.payloads.enumerated() {
            var changed = payload
            changed.aps.alert?.locKey = index.isMultiple(of: 2) ? "GAME_REQUEST_TITLE" : "NO_SUCH_KEY"
            changed.aps.alert?.locArgs = ["changed \(index)"]
            variants.append(changed)
        }
        // More templates than are kept, each rendered after its changed copy and again after the others.
        #expect(Self.payloads.count + variants.count > KeptAlertSources.capacity)
        for _ in 0..<2 {
            for (payload, changed) in zip(Self.payloads, variants) {
                for preferred in [["fr-CA"], ["ja"], ["xx"]] {
                    for candidate in [payload, changed, payload] {
                        let kept = localizer.render(candidate, preferredLanguages: preferred)
                        let expected = plain(candidate, preferred)
                        #expect(kept.title == expected.title && kept.subtitle == expected.subtitle && kept.body == expected.body
                                && kept.actionButton == expected.actionButton && kept.launchImage == expected.launchImage
                                && kept.diagnostics == expected.diagnostics, "\(preferred) \(candidate.json)")
                    }
                }
            }
        }
    }

    @Test func keptAlertsAreBounded() throws {
        let kept = KeptAlertSources()
        for index in 0..<(KeptAlertSources.capacity * 2) {
            let payload = try APNsPayload(jsonText: #"{"aps":{"alert":{"loc-key":"K\#(index)"}}}"#)
            _ = PayloadLocalizer.localize(payload, records: { _ in nil }, language: "en", kept: kept)
        }
        #expect(kept.count == KeptAlertSources.capacity)
        // A payload without members is read every time, not kept.
        _ = PayloadLocalizer.localize(APNsPayload(), records: { _ in nil }, language: "en", kept: KeptAlertSources())
        let empty = KeptAlertSources()
        _ = PayloadLocalizer.localize(APNsPayload(), records: { _ in nil }, language: "en", kept: empty)
        #expect(empty.count == 0)
    }

    /// A kept template keeps the strings its keys find per numbered language: asked once per template
    /// and language, and every time for a language numbered past the limit.
    @Test func keptStringsAreFoundOncePerLanguageAndBounded() throws {
        let payload = try APNsPayload(jsonText: #"{"aps":{"alert":{"title-loc-key":"T","loc-key":"B","loc-args":["x"],"action-loc-key":"A"}}}"#)
        let record = TableRecord(entry: StringsEntry(key: "B", value: "%@ 100%%", line: 1, column: 1))
        let kept = KeptAlertSources()
        var asked = 0
        func render(slot: Int, language: String = "fr") -> AlertLocalization {
            PayloadLocalizer.localize(
                payload, records: { key in asked += 1; return key == "B" ? record : nil }, language: language, kept: kept, keptSlot: slot)
        }
        let first = render(slot: 0)
        #expect(asked == 3)
        #expect(render(slot: 0) == first && asked == 3)
        #expect(first.text.body == "x 100%" && first.text.title == "T" && first.action == .localized(key: "A", title: "A"))
        #expect(render(slot: 1, language: "de").text.body == "x 100%" && asked == 6)
        // Another language under a number already kept is found again, not read from the other's strings.
        _ = render(slot: 0, language: "ja")
        #expect(asked == 9)
        for _ in 0..<2 { _ = render(slot: KeptAlertSources.languageLimit) }
        #expect(asked == 15)
        #expect(kept.count == 1)
    }

    @Test func localizedStringMatchesTheCatalogLookupForEveryKey() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        let localizer = PushLocalizer(catalog: catalog)
        let keys = Set(catalog.localizations.flatMap { $0.table(PushLocalizer.defaultTable)?.keys ?? [] }).sorted() + ["no.such.key"]
        for preferred in Self.preferences + catalog.languages.map({ [$0] }) {
            let language = catalog.resolve(preferredLanguages: preferred, table: PushLocalizer.defaultTable)
            for key in keys {
                for arguments in [[], ["Jenna", "Frank"]] {
                    let found = catalog.lookup(key: key, table: PushLocalizer.defaultTable, resolvedLanguage: language)
                    let expected = found.record.map { $0.format.substituting(arguments) } ?? ParsedFormat(key).substituting(arguments)
                    // Twice: the first call resolves, the second reads the kept resolution.
                    for _ in 0..<2 {
                        let result = localizer.localizedString(key: key, arguments: arguments, preferredLanguages: preferred)
                        #expect(result.text == expected && result.language == language && result.found == found.found, "\(preferred) \(key)")
                    }
                }
            }
        }
    }

    @Test func keptResolutionsAreSharedSafelyAcrossThreads() async throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        let localizer = PushLocalizer(catalog: catalog)
        let tags = catalog.languages + ["fr-CA", "en-GB", "es-MX", "zh-TW", "xx", "pt-BR"]
        let expected = tags.map { tag in
            (catalog.resolve(preferredLanguages: [tag], table: PushLocalizer.defaultTable),
             catalog.lookup(key: "GAME_PLAY_REQUEST_FORMAT", table: PushLocalizer.defaultTable, preferredLanguages: [tag]).record?.format.substituting(["A", "B"]))
        }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var wrong = 0
                    for round in 0..<200 {
                        let index = (round * 7 + worker) % tags.count
                        let result = localizer.localizedString(key: "GAME_PLAY_REQUEST_FORMAT", arguments: ["A", "B"], preferredLanguages: [tags[index]])
                        if result.language != expected[index].0 || result.text != (expected[index].1 ?? "GAME_PLAY_REQUEST_FORMAT") { wrong += 1 }
                        if localizer.render(Self.payloads[index % Self.payloads.count], preferredLanguages: [tags[index]]).resolved != expected[index].0 { wrong += 1 }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test func aTagLongerThanAnyLanguageTagIsResolvedButNotKept() {
        let resolutions = KnownResolutions()
        let long = String(repeating: "x", count: 10_000)
        let made = resolutions.resolution(of: long) { KnownResolutions.Resolution(language: "en", chain: nil) }
        #expect(made.language == "en")
        #expect(resolutions.count == 0)
        _ = resolutions.resolution(of: "fr-CA") { KnownResolutions.Resolution(language: "fr", chain: nil) }
        #expect(resolutions.count == 1)
    }

    @Test func keptResolutionsAreBounded() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        let resolutions = KnownResolutions()
        // The table's hash is seeded per table, and a tag that finds no free slot within the probe
        // limit is not kept (ShortTagSlots), so how many tags fill it varies a little from run to run.
        var index = 0
        while resolutions.count < KnownResolutions.limit && index < 2 * KnownResolutions.limit {
            let made = resolutions.resolution(of: "x-\(index)") { KnownResolutions.Resolution(language: catalog.developmentLanguage, chain: nil) }
            #expect(made.language == catalog.developmentLanguage)
            index += 1
        }
        #expect(resolutions.count == KnownResolutions.limit)
        // Full, it keeps no more.
        for extra in 0..<100 {
            _ = resolutions.resolution(of: "y-\(extra)") { KnownResolutions.Resolution(language: catalog.developmentLanguage, chain: nil) }
        }
        #expect(resolutions.count == KnownResolutions.limit)
        // A tag past the limit is still resolved, every time.
        var calls = 0
        for _ in 0..<2 {
            _ = resolutions.resolution(of: "late") {
                calls += 1
                return KnownResolutions.Resolution(language: "en", chain: nil)
            }
        }
        #expect(calls == 2)
    }

    @Test func categoryLabelsMatchTheButtonLabels() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        for labels in [ButtonLabels.embedded, PushLocalizer(catalog: catalog).buttonLabels] {
            let kept = CategoryButtonLabels(labels)
            for template in labels.templates.map(\.id) + ["no.such.template"] {
                for preferred in Self.preferences + labels.languages.map({ [$0] }) {
                    #expect(kept.labels(template: template, preferredLanguages: preferred)
                            == labels.buttons(template: template, preferredLanguages: preferred)?.map(\.label), "\(template) \(preferred)")
                }
            }
        }
    }
}
