import Foundation
import PushLocalization
import Testing
import PushlocTestSupport

/// The library's documented examples, verbatim between the markers, compiled and run by CI with a plain
/// (not `@testable`) import, so that they keep compiling as the public API changes: the guide's
/// (the DocC article GettingStarted.md) and the README's server snippet.
@Suite struct LibraryExampleTests {
    /// The guide that shows the first example.
    static let guide = "Sources/PushLocalization/PushLocalization.docc/GettingStarted.md"

    /// Runs where `swift test` runs, the package's folder (the example's paths are relative to it);
    /// the working directory is not changed, since it is shared by tests running in parallel.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "Localizations/en.lproj")))
    func guideExampleRuns() throws {

        // guide example begins
        let localizer = try PushLocalizer.load(localizations: "Localizations")

        // One string, as the device shows it for these preferred languages.
        let text = localizer.localizedString(key: "GAME_PLAY_REQUEST_FORMAT", arguments: ["Jenna", "Frank"],
                                             preferredLanguages: ["fr-CA", "en"]).text
        // "Jenna et Frank vous invitent à jouer au Monopoly"

        // Plurals and numbers through ICU.
        let unread = localizer.localizedString(key: "UNREAD_MESSAGES", arguments: [.int(3)], preferredLanguages: ["ru"]).text
        // "3 непрочитанных сообщения"

        // A notification template: the APNs payload with loc keys, as in templates/notifications/.
        let json = try String(contentsOfFile: "templates/notifications/game_invite.json", encoding: .utf8)
        let payload = try APNsPayload(jsonText: json, path: "game_invite.json")

        // A whole alert: title, subtitle, body, action button, category buttons, diagnostics.
        let alert = localizer.render(payload, preferredLanguages: ["ja-JP"])

        // Per-locale APNs payloads: prepare once per template, then per request.
        let producer = localizer.payloadProducer(for: payload)
        let localized = producer.payload(arguments: AlertArguments(subtitle: ["Jenna"], body: ["Jenna", "Frank"]),
                                         preferredLanguages: ["de-AT"],
                                         options: PayloadOptions(bundleID: "com.example.game"))
        // localized.bytes (compact JSON, <= 4096 bytes), localized.headers.fields, localized.truncated

        // Per-request aps fields and custom keys, on the same producer: typed values, no template per user.
        let extras = try PayloadExtras(badge: 3, sound: .named("chime"), threadID: "game-42",
                                       interruptionLevel: .timeSensitive, relevanceScore: 0.5,
                                       custom: ["gameID": "42", "players": ["Jenna", "Frank"]])
        let personal = producer.payload(arguments: AlertArguments(subtitle: ["Jenna"], body: ["Jenna", "Frank"]),
                                        preferredLanguages: ["fr-CA", "en"],
                                        options: PayloadOptions(bundleID: "com.example.game", apnsID: .random()),
                                        extras: extras)
        // guide example ends

        #expect(text == "Jenna et Frank vous invitent à jouer au Monopoly")
        #expect(unread == "3 непрочитанных сообщения")
        #expect(alert.body?.isEmpty == false)
        #expect(!localized.bytes.isEmpty && localized.bytes.count <= 4096)
        let personalText = String(decoding: personal.bytes, as: UTF8.self)
        #expect(personalText.contains(#""badge":3"#) && personalText.hasSuffix(#""gameID":"42","players":["Jenna","Frank"]}"#))
        #expect(personal.headers.fields.last?.name == "apns-id")
    }

    /// The README's server snippet: a template's payload in the user's language, as bytes to send.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "Localizations/en.lproj")))
    func readmeServerSnippetRuns() throws {
        let templateJSON = try String(contentsOfFile: "templates/notifications/game_invite.json", encoding: .utf8)

        // README example begins
        let localizer = try PushLocalizer.load(localizations: "Localizations")    // once, at start-up
        let template = try APNsPayload(jsonText: templateJSON, path: "game_invite.json")
        let producer = localizer.payloadProducer(for: template)                    // once per template
        let payload = producer.payload(arguments: AlertArguments(subtitle: ["Jenna"], body: ["Jenna", "Frank"]),
                                       preferredLanguages: ["fr-CA", "en"],
                                       options: PayloadOptions(bundleID: "com.example.game"))
        let body = try payload.checkedBytes()   // the bytes to send; payload.headers.fields are their headers
        // README example ends

        #expect(String(decoding: body, as: UTF8.self).contains("Jenna et Frank vous invitent à jouer au Monopoly"))
        #expect(payload.headers.fields.contains { $0.name == "apns-topic" && $0.value == "com.example.game" })
    }

    /// The guide and the README show the same lines as the tests above.
    @Test(arguments: [("guide", guide), ("README", "README.md")])
    func theDocumentShowsThisExample(_ marker: String, _ path: String) throws {
        let document = try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        guard let start = source.range(of: "// \(marker) example begins\n"), let end = source.range(of: "        // \(marker) example ends", range: start.upperBound..<source.endIndex) else {
            Issue.record("markers missing")
            return
        }
        let lines = source[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }
        #expect(document.contains(lines.joined(separator: "\n")), "\(path) should show the lines between the \(marker) markers of \(#fileID)")
    }
}
