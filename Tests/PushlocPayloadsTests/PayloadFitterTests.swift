import PushlocJSON
import PushlocTestSupport
import PushlocDiagnostics
import PushlocICU
import Testing
@testable import PushlocPayloads

/// Checks every promise of a fit: size, UTF-8, JSON, the text in the JSON, and that each shortened
/// text is a prefix of the original at a grapheme-cluster boundary followed by "…".
private func verify(_ fit: PayloadFit, original: LocalizedAlertText, limit: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(fit.limit == limit, sourceLocation: sourceLocation)
    // A text that had words and was cut down to "…" alone makes a payload not to send, within the limit or not.
    let emptied = [\LocalizedAlertText.title, \.subtitle, \.body].contains { field in
        fit.text[keyPath: field] == "…" && original[keyPath: field] != "…"
    }
    if fit.diagnostics.contains(where: { $0.rule == "payload-too-large" }) {
        #expect(fit.bytes.count > limit || emptied, sourceLocation: sourceLocation)
        #expect(!fit.fits || emptied, sourceLocation: sourceLocation)
        #expect(fit.diagnostics.count == 1, sourceLocation: sourceLocation)
    } else {
        #expect(!emptied, sourceLocation: sourceLocation)
        #expect(fit.bytes.count <= limit, sourceLocation: sourceLocation)
        #expect(fit.fits, sourceLocation: sourceLocation)
    }
    #expect(String(validating: fit.bytes, as: UTF8.self) != nil, sourceLocation: sourceLocation)
    let result = JSONParser.parse(fit.bytes, path: "fit.json")
    #expect(result.diagnostics.isEmpty, sourceLocation: sourceLocation)
    guard let document = result.document else { return }
    let alert = document.value(at: JSONPath(components: [.key("aps"), .key("alert")]))
    var parsed = LocalizedAlertText()
    if case .string(let body) = alert {
        parsed.body = body
    } else if case .object(let object) = alert {
        parsed = LocalizedAlertText(title: object["title"]?.stringValue, subtitle: object["subtitle"]?.stringValue, body: object["body"]?.stringValue)
    }
    #expect(parsed == fit.text, sourceLocation: sourceLocation)
    #expect(fit.truncated == (fit.text != original), sourceLocation: sourceLocation)

    let fields: [KeyPath<LocalizedAlertText, String?>] = [\.body, \.subtitle, \.title]
    var earlierAtMinimum = true
    var lastCut: ([UInt8], Int, [Int])?
    for field in fields {
        guard let before = original[keyPath: field], let after = fit.text[keyPath: field] else {
            #expect(original[keyPath: field] == fit.text[keyPath: field], sourceLocation: sourceLocation)
            continue
        }
        if before == after {
            if earlierAtMinimum == false { continue }
            // Left alone: either nothing more was needed, or "…" would not be shorter.
            earlierAtMinimum = JSONWriter.escapedByteCount(of: before) <= 3 && earlierAtMinimum
            continue
        }
        #expect(earlierAtMinimum, "a later field was cut before an earlier one reached \"…\"", sourceLocation: sourceLocation)
        let bytes = Array(after.utf8)
        #expect(bytes.suffix(3) == [0xE2, 0x80, 0xA6], sourceLocation: sourceLocation)
        let prefix = Array(bytes.dropLast(3))
        let originalBytes = Array(before.utf8)
        #expect(originalBytes.starts(with: prefix), sourceLocation: sourceLocation)
        let boundaries = GraphemeBreaker.shared?.boundaries(utf8: originalBytes) ?? []
        #expect(boundaries.contains(prefix.count), "cut at \(prefix.count) is not a cluster boundary", sourceLocation: sourceLocation)
        earlierAtMinimum = after == "…"
        lastCut = (originalBytes, prefix.count, boundaries)
    }
    // The last text cut is as long as possible: one more cluster would not have fitted.
    if fit.fits, let (originalBytes, cut, boundaries) = lastCut,
       let next = boundaries.first(where: { $0 > cut }), next < originalBytes.count {
        let cluster = String(decoding: originalBytes[cut..<next], as: UTF8.self)
        #expect(fit.bytes.count + JSONWriter.escapedByteCount(of: cluster) > limit, sourceLocation: sourceLocation)
    }
}

@Suite struct PayloadFitterTests {
    static let template = APNsPayload(json: [
        "aps": ["alert": ["title-loc-key": "T", "loc-key": "B", "loc-args": ["x"]], "sound": "default"],
        "gameID": "12345678",
    ])

    static let texts: [(String, String)] = [
        ("family emoji ZWJ sequences", String(repeating: "👩‍👩‍👧‍👦 ", count: 12)),
        ("flags", String(repeating: "🇫🇷🇩🇪🇯🇵🇧🇷", count: 8)),
        ("combining marks", String(repeating: "caf\u{65}\u{301} ", count: 40)),
        ("Devanagari", String(repeating: "क्षि नमस्ते ", count: 12)),
        ("CJK", String(repeating: "通知のテキストです。", count: 12)),
        ("Arabic", String(repeating: "مرحبا بالعالم ", count: 12)),
        ("Hebrew", String(repeating: "שלום עולם ", count: 15)),
        ("quotes and backslashes", String(repeating: #"say "hi" \ C:\path\"x" "#, count: 10)),
        ("control characters", String(repeating: "a\u{1}\t\n\"\u{1F}b ", count: 20)),
    ]

    @Test(arguments: texts)
    func truncationAtEveryLimitKeepsClustersWhole(_ name: String, _ body: String) {
        let text = LocalizedAlertText(title: "Title", body: body)
        let full = PerLocalePayloadBuilder.bytes(Self.template, text: text).count
        let bodyCost = JSONWriter.escapedByteCount(of: body)
        for limit in stride(from: full, through: full - bodyCost - 8, by: -1) {
            let fit = PayloadFitter.fit(Self.template, localized: text, budget: PayloadBudget(limit: limit), language: "xx")
            verify(fit, original: text, limit: limit)
            if limit == full {
                #expect(!fit.truncated)
                #expect(fit.diagnostics.isEmpty)
            } else {
                #expect(fit.truncated)
                #expect(fit.diagnostics.map(\.rule) == ["payload-truncated"] || fit.diagnostics.map(\.rule) == ["payload-too-large"])
                #expect(fit.diagnostics.first?.language == "xx")
            }
        }
    }

    @Test func exactCutOfPlainText() {
        let payload = APNsPayload(json: ["aps": ["alert": "Hello, world"]])
        let text = LocalizedAlertText(body: "Hello, world")
        #expect(PerLocalePayloadBuilder.bytes(payload, text: text).count == 32)
        let fit = PayloadFitter.fit(payload, localized: text, budget: PayloadBudget(limit: 27))
        #expect(String(decoding: fit.bytes, as: UTF8.self) == #"{"aps":{"alert":"Hell…"}}"#)
        #expect(fit.bytes.count == 27)
        #expect(fit.truncated)
        #expect(fit.diagnostics.map(\.summary) == ["payload-truncated warning - -"])
    }

    @Test func escapesCountTheirFullCost() {
        let payload = APNsPayload(json: ["aps": ["alert": ""]])
        let text = LocalizedAlertText(body: #"ab"cd\ef"#)
        let full = PerLocalePayloadBuilder.bytes(payload, text: text).count
        // The body costs 10 escaped bytes; room for 6 leaves 3 for the prefix: `ab` (2), since `ab"` costs 4.
        let fit = PayloadFitter.fit(payload, localized: text, budget: PayloadBudget(limit: full - 4))
        #expect(fit.text.body == "ab…")
        #expect(fit.bytes.count == full - 10 + 5)
        // Room for 4 more: `ab"` fits (2 + 2) and the quote stays escaped whole.
        let wider = PayloadFitter.fit(payload, localized: text, budget: PayloadBudget(limit: full - 3))
        #expect(wider.text.body == #"ab"…"#)
        #expect(String(decoding: wider.bytes, as: UTF8.self) == #"{"aps":{"alert":"ab\"…"}}"#)
    }

    @Test func familyEmojiIsNeverSplit() {
        let family = "👩‍👩‍👧‍👦"
        #expect(family.utf8.count == 25)
        let payload = APNsPayload(json: ["aps": ["alert": ["body": "x"]]])
        let text = LocalizedAlertText(body: family + family)
        let full = PerLocalePayloadBuilder.bytes(payload, text: text).count
        for cut in 1...47 {
            let fit = PayloadFitter.fit(payload, localized: text, budget: PayloadBudget(limit: full - cut))
            let expected = cut <= 22 ? family + "…" : "…"
            #expect(fit.text.body == expected, "cut \(cut)")
            verify(fit, original: text, limit: full - cut)
        }
    }

    @Test func bodyThenSubtitleThenTitle() {
        let payload = APNsPayload(json: ["aps": ["alert": ["title-loc-key": "T"]]])
        let text = LocalizedAlertText(title: "The title text", subtitle: "The subtitle text", body: "The body text")
        let full = PerLocalePayloadBuilder.bytes(payload, text: text).count
        // Body alone: 13 bytes, down to "…" saves 10.
        let one = PayloadFitter.fit(payload, localized: text, budget: PayloadBudget(limit: full - 10))
        #expect(one.text == LocalizedAlertText(title: "The title text", subtitle: "The subtitle text", body: "…"))
        let two = PayloadFitter.fit(payload, localized: text, budget: PayloadBudget(limit: full - 11))
        #expect(two.text == LocalizedAlertText(title: "The title text", subtitle: "The subtitle …", body: "…"))
        let three = PayloadFitter.fit(payload, localized: text, budget: PayloadBudget(limit: full - 10 - 14 - 1))
        #expect(three.text == LocalizedAlertText(title: "The title …", subtitle: "…", body: "…"))
        // Within the limit, but the subtitle and the body say nothing any more: not to send.
        #expect(three.fits && three.diagnostics.map(\.rule) == ["payload-too-large"])
        #expect(three.diagnostics.first?.message.contains("its subtitle and body would be cut down to \"…\"") == true)
        let readable = PayloadFitter.fit(payload, localized: text, budget: PayloadBudget(limit: full - 9))
        #expect(readable.diagnostics.first?.message.contains("shortened the body") == true)
        let all = PayloadFitter.fit(payload, localized: text, budget: PayloadBudget(limit: full - 10 - 14 - 11))
        #expect(all.text == LocalizedAlertText(title: "…", subtitle: "…", body: "…"))
        #expect(all.fits)
        let over = PayloadFitter.fit(payload, localized: text, budget: PayloadBudget(limit: full - 10 - 14 - 11 - 1))
        #expect(over.diagnostics.map(\.summary) == ["payload-too-large error - -"])
        #expect(over.bytes.count == full - 35)
    }

    @Test func customDataTooBigIsPayloadTooLarge() {
        let payload = APNsPayload(json: ["aps": ["alert": ["loc-key": "B"]], "blob": .string(String(repeating: "z", count: 5000))])
        let fit = PayloadFitter.fit(payload, localized: LocalizedAlertText(body: "Hello there"), budget: PayloadBudget(pushType: .alert))
        #expect(fit.diagnostics.map(\.rule) == ["payload-too-large"])
        #expect(fit.diagnostics.first?.severity == .error)
        #expect(!fit.fits)
        #expect(fit.limit == 4096)
        // The same payload fits the VoIP budget.
        let voip = PayloadFitter.fit(payload, localized: LocalizedAlertText(body: "Hello there"), budget: PayloadBudget(pushType: .voip))
        #expect(voip.fits)
        #expect(!voip.truncated)
        #expect(voip.limit == 5120)
    }

    @Test func aPayloadThatFitsIsSerialisedOnceAndUnchanged() {
        let text = LocalizedAlertText(title: "Titre", body: "Corps")
        let fit = PayloadFitter.fit(Self.template, localized: text, budget: PayloadBudget(limit: 4096))
        #expect(fit.bytes == PerLocalePayloadBuilder.bytes(Self.template, text: text))
        #expect(!fit.truncated)
        #expect(fit.diagnostics.isEmpty)
        #expect(fit.text == text)
    }

    @Test func randomTextAndLimitsProperty() {
        var generator = SeededGenerator(seed: 20_251_122)
        let clusters = [
            "a", "Z", " ", "\"", "\\", "\n", "\u{1}", "é", "e\u{301}", "👩‍👩‍👧‍👦", "🇫🇷", "🏳️‍🌈", "👍🏽", "क्षि", "नि", "中", "한",
            "ب", "ש", "\u{200F}", "ﷺ", "𝔸", "\r\n", "/", "…",
        ]
        func randomText(_ maxClusters: Int) -> String? {
            if Int.random(in: 0..<5, using: &generator) == 0 { return nil }
            var text = ""
            for _ in 0..<Int.random(in: 0...maxClusters, using: &generator) {
                text += clusters[Int.random(in: 0..<clusters.count, using: &generator)]
            }
            return text
        }
        let templates = [
            Self.template,
            APNsPayload(json: ["aps": ["alert": "plain", "badge": 3], "k": ["deep": [1, 2, 3]]]),
            APNsPayload(json: ["z": "first", "aps": ["content-available": 1]]),
        ]
        for _ in 0..<400 {
            let text = LocalizedAlertText(title: randomText(20), subtitle: randomText(20), body: randomText(80))
            let payload = templates[Int.random(in: 0..<templates.count, using: &generator)]
            let full = PerLocalePayloadBuilder.bytes(payload, text: text).count
            let limit = Int.random(in: max(0, full - 400)...(full + 5), using: &generator)
            let fit = PayloadFitter.fit(payload, localized: text, budget: PayloadBudget(limit: limit))
            verify(fit, original: text, limit: limit)
            if !fit.fits {
                // Only when even the shortest form is over.
                var shortest = text
                for field in [\LocalizedAlertText.body, \.subtitle, \.title] {
                    if let value = shortest[keyPath: field], JSONWriter.escapedByteCount(of: value) > 3 { shortest[keyPath: field] = "…" }
                }
                #expect(PerLocalePayloadBuilder.bytes(payload, text: shortest).count > limit)
            }
        }
    }

    @Test func aPreparedTemplateIsSharedAcrossTasks() async {
        let template = PerLocalePayloadTemplate(Self.template)
        let text = LocalizedAlertText(title: "Titre", body: String(repeating: "👩‍👩‍👧‍👦 \"x\" ", count: 30))
        let expected = PayloadFitter.fit(Self.template, localized: text, budget: PayloadBudget(limit: 200)).bytes
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<100).allSatisfy { _ in template.fit(text, budget: PayloadBudget(limit: 200)).bytes == expected }
                }
            }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results == Array(repeating: true, count: 8))
        #expect(expected.count <= 200)
    }
}
