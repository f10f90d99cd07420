import PushlocJSON
import Foundation
import PushLocalization
import PushlocCatalog
import PushlocChecks
import PushlocDevtodev
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocPayloads
import PushlocStringCatalog
import PushlocStringsFile

/// Per-locale payload production (resolve + localize + size check + serialise) next to Foundation's
/// encoders on equivalent values, and alert rendering next to `String(format:)`.
enum PayloadBenchmark {
    struct Alert: Codable { var title: String; var subtitle: String; var body: String }
    struct Aps: Codable { var alert: Alert; var category: String; var sound: String }
    struct Payload: Codable { var aps: Aps; var gameID: String }

    /// - Parameter iterations: calls per timed batch (fewer to profile under callgrind, where the
    ///   instructions per call are what counts).
    static func run(catalog: LocalizedBundle, repository: URL?, iterations: Int = 20_000) throws {
        guard let repository,
              let data = FileManager.default.contents(atPath: repository.appendingPathComponent("templates/notifications/game_invite.json").path),
              let document = JSONParser.parse(Array(data), path: "game_invite.json").document else {
            print("payloads: skipped (templates/notifications/game_invite.json not found)")
            return
        }
        let producer = PayloadProducer(catalog: catalog, template: APNsPayload(json: document.root))
        let arguments = AlertArguments(subtitle: ["Jenna"], body: ["Jenna", "Frank"])
        let options = PayloadOptions(bundleID: "com.example.game")

        // One per-locale payload, end to end (device resolution, substitution, size check, bytes). The
        // request's inputs (arguments, preferred languages, options) are made before timing, as the
        // encoders' values are: a server has them from the decoded request.
        let preferred = ["fr-CA"]
        // The same, with two locales of one language alternating (each request's tag differs from the
        // one before, so the producer reads its kept resolutions' dictionary).
        let alternatingTags = [["fr-CA"], ["fr-FR"]]
        var alternate = 0
        let alternating = Measure.nanosecondsPerCall(iterations: iterations) {
            alternate &+= 1
            blackHole(producer.payload(arguments: arguments, preferredLanguages: alternatingTags[alternate & 1], options: options).bytes)
        }
        let resolvedOnce = producer.resolve(preferredLanguages: ["fr-CA"])
        let stored = Measure.nanosecondsPerCall(iterations: iterations) {
            blackHole(producer.payload(arguments: arguments, resolvedLanguage: resolvedOnce, options: options).bytes)
        }
        let french = producer.payload(arguments: arguments, preferredLanguages: ["fr"], options: options).text
        let value = Payload(
            aps: Aps(alert: Alert(title: french.title ?? "", subtitle: french.subtitle ?? "", body: french.body ?? ""),
                     category: "dtd_accept.open_decline.dismiss", sound: "chime"),
            gameID: "12345678")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        // The target row: ours and JSONEncoder side by side, round by round.
        let payloadPair = Measure.sideBySide(iterations: iterations, peerIterations: iterations / 4) {
            blackHole(producer.payload(arguments: arguments, preferredLanguages: preferred, options: options).bytes)
        } peer: {
            blackHole(try? encoder.encode(value))
        }
        let ours = payloadPair.ours, encoderTime = payloadPair.peer
        let dictionary: [String: Any] = [
            "aps": ["alert": ["title": value.aps.alert.title, "subtitle": value.aps.alert.subtitle, "body": value.aps.alert.body],
                    "category": value.aps.category, "sound": value.aps.sound],
            "gameID": value.gameID,
        ]
        let serializationTime = Measure.nanosecondsPerCall(iterations: iterations / 4) {
            blackHole(try? JSONSerialization.data(withJSONObject: dictionary))
        }
        report("per-locale payload (ns)", ours: ours, oursUnit: "ns",
               peerName: "JSONEncoder (encode only)", peer: encoderTime, higherIsBetter: false, target: ">= 15x", ratio: payloadPair.ratio)
        let sources = ["GAME_REQUEST_TITLE", "GAME_REQUEST_SUBTITLE", "GAME_PLAY_REQUEST_FORMAT"].compactMap {
            catalog.lookup(key: $0, table: "Localizable", language: "fr")?.value
        }
        let formatAndEncode = Measure.nanosecondsPerCall(iterations: iterations / 4) {
            guard sources.count == 3 else { return }
            let title = String(format: sources[0])
            let subtitle = String(format: sources[1], "Jenna")
            let body = String(format: sources[2], "Jenna", "Frank")
            let localized = Payload(aps: Aps(alert: Alert(title: title, subtitle: subtitle, body: body), category: value.aps.category, sound: "chime"), gameID: "12345678")
            blackHole(try? encoder.encode(localized))
        }
        report("per-locale payload (ns)", ours: ours, oursUnit: "ns",
               peerName: "String(format:) + JSONEncoder", peer: formatAndEncode, higherIsBetter: false, target: "-")
        report("per-locale payload (ns)", ours: ours, oursUnit: "ns",
               peerName: "JSONSerialization (encode only)", peer: serializationTime, higherIsBetter: false, target: "-")
        report("  locales alternating", ours: alternating, oursUnit: "ns",
               peerName: "JSONEncoder (encode only)", peer: encoderTime, higherIsBetter: false, target: "-")
        report("  language resolved once per user", ours: stored, oursUnit: "ns",
               peerName: "JSONEncoder (encode only)", peer: encoderTime, higherIsBetter: false, target: "-")
        // Per-request aps fields and a custom key, made per request as a server would from its own
        // values (a user's badge and thread, an order id), next to the same payload without them.
        let withExtras = Measure.nanosecondsPerCall(iterations: iterations) {
            guard let extras = try? PayloadExtras(
                badge: 3, sound: .named("chime"), threadID: "game-12345678", interruptionLevel: .timeSensitive,
                relevanceScore: 0.75, custom: ["gameID": "12345678"]) else { return }
            blackHole(producer.payload(arguments: arguments, preferredLanguages: preferred, options: options, extras: extras).bytes)
        }
        report("  with per-request aps fields", ours: withExtras, oursUnit: "ns",
               peerName: "JSONEncoder (encode only)", peer: encoderTime, higherIsBetter: false, target: "-")
        let madeOnly = Measure.nanosecondsPerCall(iterations: iterations) {
            blackHole(try? PayloadExtras(
                badge: 3, sound: .named("chime"), threadID: "game-12345678", interruptionLevel: .timeSensitive,
                relevanceScore: 0.75, custom: ["gameID": "12345678"]))
        }
        print(String(format: "    of which making the extras: %.1f ns", madeOnly))
        // Without extras, the same fields need a template of their own, and so a producer per request.
        var personal = producer.template.payload
        personal.aps.badge = 3
        personal.aps.sound = .named("chime")
        personal.aps.threadID = "game-12345678"
        personal.aps.interruptionLevel = .timeSensitive
        personal.aps.relevanceScore = 0.75
        let rebuilt = Measure.nanosecondsPerCall(iterations: max(iterations / 100, 4)) {
            let perRequest = PayloadProducer(catalog: catalog, template: personal)
            blackHole(perRequest.payload(arguments: arguments, preferredLanguages: preferred, options: options).bytes)
        }
        report("  with per-request aps fields", ours: withExtras, oursUnit: "ns",
               peerName: "a producer made per request", peer: rebuilt, higherIsBetter: false, target: "-")
        let serialiseOnly = Measure.nanosecondsPerCall(iterations: iterations) {
            blackHole(producer.template.fit(french, budget: PayloadBudget(limit: 4096)).bytes)
        }
        report("serialise + size check only (ns)", ours: serialiseOnly, oursUnit: "ns",
               peerName: "JSONEncoder (encode only)", peer: encoderTime, higherIsBetter: false, target: "-")
        let languages = producer.locales()
        let all = Measure.best(rounds: 20) { blackHole(producer.allLocales(arguments: arguments, options: options)) }
        print(String(format: "  every language of one template: %d payloads in %.1f µs", languages.count, all * 1e6))

        // Rendering one alert: title and body with two arguments, pre-parsed vs String(format:).
        guard let table = catalog.localization(for: "fr")?.table("Localizable"),
              let title = table.format(forKey: "GAME_REQUEST_TITLE"), let body = table.format(forKey: "GAME_PLAY_REQUEST_FORMAT") else {
            return
        }
        let args = ["Jenna", "Frank"]
        let render = Measure.nanosecondsPerCall(iterations: iterations * 5) {
            blackHole(title.substituting([]))
            blackHole(body.substituting(args))
        }
        let titleSource = title.source, bodySource = body.source
        let foundation = Measure.nanosecondsPerCall(iterations: iterations) {
            blackHole(String(format: titleSource))
            blackHole(String(format: bodySource, arguments: args.map { $0 as NSString }))
        }
        report("substitute title+body only (ns)", ours: render, oursUnit: "ns",
               peerName: "String(format:)", peer: foundation, higherIsBetter: false, target: ">= 5x")

        // What a server calls: an alert of a template with title, subtitle and body (resolution,
        // lookups, substitution), the whole game invite (also an action button and category buttons),
        // and one string; each next to `String(format:)` on the same strings.
        let localizer = PushLocalizer(catalog: catalog)
        guard let subtitle = table.format(forKey: "GAME_REQUEST_SUBTITLE"),
              let textOnly = try? APNsPayload(jsonText: #"{"aps":{"alert":{"title-loc-key":"GAME_REQUEST_TITLE","subtitle-loc-key":"GAME_REQUEST_SUBTITLE","subtitle-loc-args":["Jenna"],"loc-key":"GAME_PLAY_REQUEST_FORMAT","loc-args":["Jenna","Frank"]}}}"#) else {
            return
        }
        let subtitleSource = subtitle.source
        let renderPair = Measure.sideBySide(iterations: iterations, peerIterations: iterations / 4) {
            blackHole(localizer.render(textOnly, preferredLanguages: ["fr-CA"]).body)
        } peer: {
            blackHole(String(format: titleSource))
            blackHole(String(format: subtitleSource, arguments: ["Jenna" as NSString]))
            blackHole(String(format: bodySource, arguments: args.map { $0 as NSString }))
        }
        let threeStrings = renderPair.peer
        report("render title+subtitle+body (ns)", ours: renderPair.ours, oursUnit: "ns",
               peerName: "String(format:) the three strings", peer: threeStrings, higherIsBetter: false, target: ">= 15x", ratio: renderPair.ratio)
        let template = APNsPayload(json: document.root)
        let wholeAlert = Measure.nanosecondsPerCall(iterations: iterations) {
            blackHole(localizer.render(template, preferredLanguages: ["fr-CA"]).body)
        }
        report("render whole game invite (ns)", ours: wholeAlert, oursUnit: "ns",
               peerName: "String(format:) the three strings", peer: threeStrings, higherIsBetter: false, target: "-")
        let stringPair = Measure.sideBySide(iterations: iterations * 5, peerIterations: iterations / 4) {
            blackHole(localizer.localizedString(key: "GAME_PLAY_REQUEST_FORMAT", arguments: args, preferredLanguages: ["fr-CA"]).text)
        } peer: {
            blackHole(String(format: bodySource, arguments: args.map { $0 as NSString }))
        }
        report("PushLocalizer.localizedString (ns)", ours: stringPair.ours, oursUnit: "ns",
               peerName: "String(format:) that string", peer: stringPair.peer, higherIsBetter: false, target: ">= 10x", ratio: stringPair.ratio)
    }
}
