@testable import PushlocDevtodev
import PushlocICU
import Testing
@testable import PushlocPayloads

@Suite struct ButtonLabelTests {
    let labels = ButtonLabels.embedded

    static let languages = [
        "ar", "bg", "ca", "cs", "da", "de", "el", "en", "en-GB", "es", "es-419", "et", "fa", "fi", "fr", "fr-CA",
        "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "lt", "lv", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT",
        "ro", "ru", "sk", "sl", "sr", "sv", "th", "tr", "uk", "vi", "zh-HK", "zh-Hans", "zh-Hant",
    ]

    @Test func embeddedCoversEveryLanguageOfTheDesign() {
        #expect(labels.languages == Self.languages)
        #expect(labels.developmentLanguage == "en")
        #expect(labels.buttonIDs == [
            "yes", "no", "accept", "decline", "shop_now", "buy_now", "more_info", "download", "share", "like",
            "dislike", "add", "save", "rate", "search", "book",
        ])
    }

    /// Every template button has a label in every language, found in the language itself or in a
    /// parent (never only in the English last resort, unless the language is English).
    @Test(arguments: languages)
    func everyTemplateButtonHasALabel(_ language: String) throws {
        let resolved = labels.resolvedLabels(language: language)
        #expect(resolved.count == 16)
        let chain = labels.lookupChain(from: language)
        let ownChain = LocaleTag.parent(language) == nil || language.hasPrefix("en") ? chain : Array(chain.dropLast())
        for template in labels.templates {
            for button in template.buttons {
                let found = try #require(resolved[button.id], "\(language) \(button.id)")
                let source = try #require(found.sourceLanguage, "\(language) \(button.id) has no label")
                #expect(ownChain.contains(source) || source == language, "\(language) \(button.id) from \(source)")
                #expect(!found.label.isEmpty)
                #expect(!found.label.contains("%"))
                #expect(found.label.count <= 20, "\(language) \(button.id): \(found.label)")
            }
        }
        // Languages that are not region variants have a full table of their own.
        if LocaleTag.parent(language) == nil {
            #expect(Set(labels.ownLabels[language]?.keys.map { $0 } ?? []) == Set(labels.buttonIDs), "\(language)")
        }
    }

    @Test(arguments: [
        ("fr-CA", ["fr-CA", "fr", "en"]),
        ("es-419", ["es-419", "es", "en"]),
        ("zh-HK", ["zh-HK", "zh-Hant", "en"]),
        ("en-GB", ["en-GB", "en"]),
        ("de", ["de", "en"]),
        ("en", ["en"]),
    ])
    func lookupChains(_ language: String, _ chain: [String]) {
        #expect(labels.lookupChain(from: language) == chain)
    }

    /// A device reads one `Buttons.strings` per language (its own, never its parent's), so every
    /// region folder holds every label: its own words where they differ, its parent's elsewhere.
    @Test func regionVariantsHoldEveryLabel() {
        let frCA = labels.labels(for: ["fr-CA"])
        let fr = labels.labels(for: ["fr"])
        #expect(frCA["shop_now"] == "Magasiner")
        #expect(fr["shop_now"] == "Voir la boutique")
        #expect(frCA["yes"] == "Oui")
        #expect(labels.resolvedLabels(language: "fr-CA")["yes"]?.sourceLanguage == "fr-CA")
        #expect(labels.resolvedLabels(language: "fr-CA")["shop_now"]?.sourceLanguage == "fr-CA")

        let zhHK = labels.labels(for: ["zh-HK"])
        #expect(zhHK["like"] == "讚好")
        #expect(zhHK["yes"] == labels.labels(for: ["zh-Hant"])["yes"])
        #expect(labels.resolvedLabels(language: "zh-HK")["yes"]?.sourceLanguage == "zh-HK")

        #expect(labels.labels(for: ["es-419"])["add"] == "Agregar")
        #expect(labels.labels(for: ["es"])["add"] != "Agregar")
        #expect(labels.labels(for: ["es-419"])["yes"] == labels.labels(for: ["es"])["yes"])

        #expect(labels.labels(for: ["en-GB"]) == labels.labels(for: ["en"]))
        #expect(labels.ownLabels["en-GB"]?.count == labels.ownLabels["en"]?.count)
    }

    @Test(arguments: [
        (["fr-CA"], "fr-CA"),
        (["fr-CH"], "fr"),
        (["fr-BE", "en"], "fr"),
        (["es-MX"], "es-419"),
        (["es-ES"], "es"),
        (["zh-TW"], "zh-Hant"),
        (["zh-Hant-HK"], "zh-HK"),
        (["zh-CN"], "zh-Hans"),
        (["en-AU"], "en-GB"),
        (["en-US"], "en"),
        (["pt-BR"], "pt-BR"),
        (["pt-PT"], "pt-PT"),
        (["no"], "nb"),
        (["xx-invalid-tag"], "en"),
        (["gd", "de-AT"], "de"),
        ([], "en"),
    ])
    func resolvesLikeTheDevice(_ preferred: [String], _ expected: String) {
        #expect(labels.language(for: preferred) == expected)
        #expect(labels.labels(for: preferred) == labels.labels(for: [expected]))
    }

    @Test func localizedTemplateButtons() throws {
        let buttons = try #require(labels.buttons(template: "dtd_accept.open_decline.dismiss", preferredLanguages: ["fr-CA"]))
        #expect(buttons == [
            LocalizedButton(id: "accept", label: "Accepter", opensApp: true),
            LocalizedButton(id: "decline", label: "Refuser", opensApp: false),
        ])
        let japanese = try #require(labels.buttons(template: "dtd_shop_now.open_share.open", preferredLanguages: ["ja-JP"]))
        #expect(japanese.map(\.id) == ["shop_now", "share"])
        #expect(japanese.map(\.label) == [labels.label("shop_now", for: ["ja"]), labels.label("share", for: ["ja"])])
        #expect(labels.buttons(template: "dtd_nothing", preferredLanguages: ["fr"]) == nil)
        #expect(labels.label("nothing", for: ["fr"]) == nil)
    }

    @Test func englishLabelsMatchTheTemplates() {
        let english = labels.labels(for: ["en"])
        for template in labels.templates {
            for button in template.buttons {
                // The reference's labels, in English title case.
                #expect(english[button.id]?.lowercased() == button.label.lowercased(), "\(button.id)")
            }
        }
    }

    @Test func missingLabelsFallBackToEnglishThenTheTemplate() {
        let template = ButtonTemplate(id: "dtd_x.open_y.dismiss", name: "X", description: "d", buttons: [
            ButtonTemplateButton(id: "x", label: "Ex", opensApp: true),
            ButtonTemplateButton(id: "y", label: "Why", opensApp: false),
        ])
        let custom = ButtonLabels(
            labels: ["en": ["x": "X!"], "de": [:], "de-AT": ["y": "Ypsilon"]],
            buttonIDs: ["x"], templates: [template])
        #expect(custom.buttonIDs == ["x", "y"])
        #expect(custom.labels(for: ["de-AT"]) == ["x": "X!", "y": "Ypsilon"])
        #expect(custom.labels(for: ["de"]) == ["x": "X!", "y": "Why"])
        #expect(custom.resolvedLabels(language: "de")["y"] == ResolvedButtonLabel(label: "Why", sourceLanguage: nil))
        #expect(custom.labels(for: ["ko"]) == ["x": "X!", "y": "Why"])
    }

    @Test func noLabelsAtAllUsesTheTemplates() {
        let empty = ButtonLabels(labels: [:], buttonIDs: [], templates: EmbeddedButtonData.templates)
        #expect(empty.labels(for: ["fr"])["shop_now"] == "Shop Now")
        #expect(empty.labels(for: ["fr"]).count == 16)
    }

    @Test func labelsAreSafeToShareAcrossTasks() async {
        let labels = self.labels
        let results = await withTaskGroup(of: String?.self) { group in
            for language in Self.languages {
                group.addTask { labels.label("yes", for: [language]) }
            }
            var all: [String?] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == Self.languages.count)
        #expect(results.allSatisfy { $0?.isEmpty == false })
    }
}
