import PushlocCatalog
import PushlocDevtodev
import Testing
@testable import PushlocPayloads
@testable import PushLocalization

/// A language plan counts only the arguments per request for the payload's size bound: it must give
/// the bound the template works out from the parts, and the payload must stay that of the plain path.
@Suite struct PlanByteBoundTests {
    static let argumentSets: [AlertArguments] = [
        .templateSamples,
        .none,
        AlertArguments(subtitle: ["Jenna"], body: ["Jenna", "Frank"]),
        AlertArguments(title: ["\"quoted\"\n"], subtitle: [], body: ["é😀\u{1}"]),
        AlertArguments(body: ["a", "b", "c", "d", "e"]),
    ]

    @Test func planBoundIsTheTemplateBound() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        for payload in ServerPathTests.payloads {
            let producer = PayloadProducer(catalog: catalog, template: payload)
            for language in catalog.languages {
                let plan = try #require(producer.plan(for: language))
                for arguments in Self.argumentSets {
                    #expect(plan.byteBound(arguments) == producer.template.byteCount(boundOf: plan.parts(arguments)), "\(language) \(payload.json)")
                }
            }
        }
    }

    /// The last resolution read is compared before the kept dictionary: tags repeated and alternated
    /// must give what a fresh producer gives for each tag.
    @Test func repeatedAndAlternatedTagsResolveAsAFreshProducer() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        let payload = try #require(ServerPathTests.payloads.first)
        let producer = PayloadProducer(catalog: catalog, template: payload)
        let options = PayloadOptions(bundleID: "com.example")
        let arguments = AlertArguments(subtitle: ["Jenna"], body: ["Jenna", "Frank"])
        let tags = ["fr-CA", "fr-CA", "ja-JP", "fr-CA", "xx", "xx", "FR-ca", "ar", "fr-CA", "ar", "ar"]
        for tag in tags {
            let kept = producer.payload(arguments: arguments, preferredLanguages: [tag], options: options)
            let fresh = PayloadProducer(catalog: catalog, template: payload).payload(arguments: arguments, preferredLanguages: [tag], options: options)
            #expect(kept.bytes == fresh.bytes && kept.resolvedLanguage == fresh.resolvedLanguage && kept.locale == fresh.locale, "\(tag)")
            #expect(kept.diagnostics == fresh.diagnostics, "\(tag)")
        }
    }

    @Test func payloadsWithThePlanBoundAreThePlainPayloads() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        for payload in ServerPathTests.payloads {
            let producer = PayloadProducer(catalog: catalog, template: payload)
            for language in catalog.languages {
                for arguments in Self.argumentSets {
                    for limit in [4096, 200, 60] {
                        let options = PayloadOptions(bundleID: "com.example", maxBytes: limit)
                        let made = producer.payload(arguments: arguments, resolvedLanguage: language, options: options)
                        let plain = producer.template.fit(made.text, budget: options.budget, language: language)
                        if !made.truncated {
                            #expect(made.bytes == plain.bytes, "\(language) \(limit) \(payload.json)")
                            #expect(made.bytes == PerLocalePayloadBuilder.bytes(payload, text: made.text), "\(language) \(limit)")
                        }
                    }
                }
            }
        }
    }
}
