import Foundation
import PushLocalization
import Testing
import PushlocTestSupport

/// The README's library example, verbatim between the markers, compiled and run by CI with a plain
/// (not `@testable`) import, so that it keeps compiling as the public API changes.
@Suite struct ReadmeExampleTests {
    /// Runs where `swift test` runs, the package's folder (the example's paths are relative to it);
    /// the working directory is not changed, since it is shared by tests running in parallel.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "Localizations/en.lproj")))
    func readmeLibraryExampleRuns() throws {

        // README example begins
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
        let localized = producer.payload(arguments: AlertArguments(body: ["Jenna", "Frank"]),
                                         preferredLanguages: ["de-AT"],
                                         options: PayloadOptions(bundleID: "com.example.game"))
        // localized.bytes (compact JSON, <= 4096 bytes), localized.headers.fields, localized.truncated

        // Per-request aps fields and custom keys, on the same producer: typed values, no template per user.
        let extras = try PayloadExtras(badge: 3, sound: .named("chime"), threadID: "game-42",
                                       interruptionLevel: .timeSensitive, relevanceScore: 0.5,
                                       custom: ["gameID": "42", "players": ["Jenna", "Frank"]])
        let personal = producer.payload(arguments: AlertArguments(body: ["Jenna", "Frank"]),
                                        preferredLanguages: ["fr-CA", "en"],
                                        options: PayloadOptions(bundleID: "com.example.game", apnsID: .random()),
                                        extras: extras)
        // README example ends

        #expect(text == "Jenna et Frank vous invitent à jouer au Monopoly")
        #expect(unread == "3 непрочитанных сообщения")
        #expect(alert.body?.isEmpty == false)
        #expect(!localized.bytes.isEmpty && localized.bytes.count <= 4096)
        let personalText = String(decoding: personal.bytes, as: UTF8.self)
        #expect(personalText.contains(#""badge":3"#) && personalText.hasSuffix(#""gameID":"42","players":["Jenna","Frank"]}"#))
        #expect(personal.headers.fields.last?.name == "apns-id")
    }

    /// The README shows the same lines as the test above.
    @Test func readmeShowsThisExample() throws {
        let repository = Repository.root
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        guard let start = source.range(of: "// README example begins\n"), let end = source.range(of: "        // README example ends") else {
            Issue.record("markers missing")
            return
        }
        let lines = source[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }
        #expect(readme.contains(lines.joined(separator: "\n")))
    }
}
