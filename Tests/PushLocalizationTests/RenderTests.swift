import PushlocJSON
import Foundation
import Testing
@testable import PushLocalization
@testable import PushlocWorkflows
import PushlocCatalog
import PushlocChecks
import PushlocDevtodev
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocPayloads
import PushlocStringCatalog
import PushlocStringsFile

@Suite struct RenderTests {
    /// A temporary catalog; removed after loading (lookups never touch files again).
    static func localizer(_ files: [String: String], base: String? = nil) throws -> PushLocalizer {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pushloc-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return PushLocalizer(catalog: try BundleLoader.load(paths: [root.path], base: base, workingDirectory: root.path))
    }

    static func payload(_ json: String) throws -> APNsPayload {
        APNsPayload(json: try #require(JSONParser.parse(Array(json.utf8), path: "p.json").document).root)
    }

    static let reference = [
        "L/en.lproj/Localizable.strings": """
        "GAME_PLAY_REQUEST_FORMAT" = "%@ and %@ have invited you to play Monopoly";
        "REORDERED" = "%2$@ and %1$@ have invited you to play Monopoly";
        "PERCENT" = "Save 20%% today, %@";
        "PLAY" = "Play";
        """,
    ]

    @Test func theReferenceDocumentsExamplesRenderExactly() throws {
        let localizer = try Self.localizer(Self.reference)
        let alert = localizer.render(try Self.payload(#"{"aps":{"alert":{"loc-key":"GAME_PLAY_REQUEST_FORMAT","loc-args":["Jenna","Frank"]}}}"#), preferredLanguages: ["en"])
        #expect(alert.body == "Jenna and Frank have invited you to play Monopoly")
        #expect(localizer.localizedString(key: "REORDERED", arguments: ["Jenna", "Frank"], preferredLanguages: ["en"]).text
                == "Frank and Jenna have invited you to play Monopoly")
        #expect(localizer.localizedString(key: "PERCENT", arguments: ["Sam"], preferredLanguages: ["en"]).text == "Save 20% today, Sam")
        #expect(localizer.localizedString(key: "GAME_PLAY_REQUEST_FORMAT", arguments: ["%@"], preferredLanguages: ["en"]).text
                == "%@ and (null) have invited you to play Monopoly")
    }

    @Test func theActionLocKeyRules() throws {
        let localizer = try Self.localizer(Self.reference)
        let absent = localizer.render(try Self.payload(#"{"aps":{"alert":{"body":"Bob wants to play poker"}}}"#), preferredLanguages: ["en"])
        #expect(absent.actionButton == .systemDefault)
        #expect(absent.action == nil)
        let none = localizer.render(try Self.payload(#"{"aps":{"alert":{"body":"Hi","action-loc-key":null}}}"#), preferredLanguages: ["en"])
        #expect(none.actionButton == .none)
        let play = localizer.render(try Self.payload(#"{"aps":{"alert":{"body":"Bob wants to play poker","action-loc-key":"PLAY"}}}"#), preferredLanguages: ["en"])
        #expect(play.action == "Play")
    }

    @Test func aPlainBodyWinsOverALocKeyWithAWarning() throws {
        let localizer = try Self.localizer(Self.reference)
        let alert = localizer.render(try Self.payload(#"{"aps":{"alert":{"body":"Plain","loc-key":"PLAY"}}}"#), preferredLanguages: ["en"])
        #expect(alert.body == "Plain")
        #expect(alert.diagnostics.map(\.rule) == ["alert-body-and-loc-key"])
    }

    @Test func aMissingKeyShowsTheKey() throws {
        let localizer = try Self.localizer(Self.reference)
        let result = localizer.localizedString(key: "NOPE_%@", arguments: ["x"], preferredLanguages: ["en"])
        #expect(result.text == "NOPE_x")
        #expect(!result.found)
        #expect(result.diagnostics.first?.severity == .error)
    }

    @Test(arguments: [
        (["fr-CA"], "fr"), (["zh-TW"], "zh-Hant"), (["zh-HK"], "zh-HK"), (["zh-CN"], "zh-Hans"), (["es-MX"], "es-419"),
        (["en-IN"], "en-GB"), (["de-AT"], "de"), (["xx"], "en"), (["sv", "de"], "de"), ([], "en"),
    ])
    func languagesResolveLikeTheDevice(_ preferred: [String], _ expected: String) throws {
        var files: [String: String] = [:]
        for language in ["en", "en-GB", "fr", "de", "es", "es-419", "zh-Hans", "zh-Hant", "zh-HK"] {
            files["L/\(language).lproj/Localizable.strings"] = "\"HELLO\" = \"\(language)\";\n"
        }
        let localizer = try Self.localizer(files)
        #expect(localizer.resolve(preferredLanguages: preferred) == expected)
        #expect(localizer.localizedString(key: "HELLO", preferredLanguages: preferred).text == expected)
    }

    /// CFBundle reads one file per table: fr-CA's own copy lacks B, so the key shows, never fr's text.
    @Test func aRegionVariantsOwnTableShowsTheKeyItLacks() throws {
        let localizer = try Self.localizer([
            "L/en.lproj/Localizable.strings": "\"A\" = \"a\";\n\"B\" = \"b\";\n",
            "L/fr.lproj/Localizable.strings": "\"A\" = \"fa\";\n\"B\" = \"fb\";\n",
            "L/fr-CA.lproj/Localizable.strings": "\"A\" = \"ca\";\n",
        ])
        #expect(localizer.localizedString(key: "A", preferredLanguages: ["fr-CA"]).text == "ca")
        #expect(localizer.localizedString(key: "B", preferredLanguages: ["fr-CA"]).text == "B")
    }

    @Test func typedNumbersUseICUDigits() throws {
        let localizer = try Self.localizer([
            "L/en.lproj/Localizable.strings": "\"N\" = \"%d points\";\n",
            "L/ar.lproj/Localizable.strings": "\"N\" = \"%d نقطة\";\n",
        ])
        #expect(localizer.localizedString(key: "N", arguments: [.int(1234)], preferredLanguages: ["ar"]).text == "١٬٢٣٤ نقطة")
        #expect(localizer.localizedString(key: "N", arguments: [.int(1234)], preferredLanguages: ["en"]).text == "1,234 points")
    }

    @Test func categoryButtonsAreLocalized() throws {
        let localizer = try Self.localizer(Self.reference)
        let alert = localizer.render(try Self.payload(#"{"aps":{"alert":{"body":"x"},"category":"dtd_accept.open_decline.dismiss"}}"#), preferredLanguages: ["de"])
        #expect(alert.buttons == ["Annehmen", "Ablehnen"])
    }

    @Test func everyShippedTemplateRendersInEveryShippedLanguage() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let localizer = PushLocalizer(catalog: try BundleLoader.load(paths: [repository.appendingPathComponent("Localizations").path], workingDirectory: repository.path))
        for name in ["game_invite", "order_shipped", "flash_sale"] {
            let bytes = Array(try Data(contentsOf: repository.appendingPathComponent("templates/notifications/\(name).json")))
            let report = RenderReport.make(bytes: bytes, path: name, localizer: localizer, locales: [])
            #expect(report.renders.count >= 10)
            #expect(!report.hasErrors)
            for alert in report.renders {
                #expect(alert.diagnostics.isEmpty, "\(name) \(alert.locale): \(alert.diagnostics)")
                #expect(alert.body?.contains("(null)") == false)
            }
        }
    }

    @Test func oneLocalizerServesManyTasks() async throws {
        let localizer = try Self.localizer(Self.reference)
        let payload = try Self.payload(#"{"aps":{"alert":{"loc-key":"GAME_PLAY_REQUEST_FORMAT","loc-args":["Jenna","Frank"]}}}"#)
        let ok = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<64 {
                group.addTask { localizer.render(payload, preferredLanguages: ["en-US"]).body == "Jenna and Frank have invited you to play Monopoly" }
            }
            var all = true
            for await result in group { all = all && result }
            return all
        }
        #expect(ok)
    }
}
