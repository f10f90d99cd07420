import PushLocalization

/// The JSON body of `POST /notifications/{template}`. Every field is optional:
///
/// ```json
/// {"languages": ["fr-CA", "en"],
///  "arguments": {"title": [], "subtitle": ["Jenna"], "body": ["Jenna", "Frank"]},
///  "aps": {"badge": 3, "sound": "chime", "thread-id": "game-42", "interruption-level": "time-sensitive",
///          "relevance-score": 0.5, "target-content-id": "game/42"},
///  "custom": {"gameID": "42"},
///  "apns-id": "123e4567-e89b-12d3-a456-426655440000", "collapse-id": "game-42", "expiration": 0, "priority": 10}
/// ```
///
/// Without `languages`, the request's `Accept-Language` header gives them. `arguments` must give every
/// argument the template's strings read (the template's own `loc-args` are samples, never sent); a
/// string left short is a 422. Without `apns-id`, the server makes one.
struct NotificationRequest: Decodable, Sendable {
    var languages: [String]?
    var arguments: Arguments?
    var aps: APSFields?
    var custom: [String: PayloadValue]?
    var apnsID: String?
    var collapseID: String?
    var expiration: Int?
    var priority: Int?

    struct Arguments: Decodable, Sendable {
        var title: [String]?
        var subtitle: [String]?
        var body: [String]?
    }

    /// The per-request `aps` fields, spelled as in the payload.
    struct APSFields: Decodable, Sendable {
        var badge: Int?
        var sound: Sound?
        var threadID: String?
        var interruptionLevel: String?
        var relevanceScore: Double?
        var targetContentID: String?

        enum CodingKeys: String, CodingKey {
            case badge, sound
            case threadID = "thread-id"
            case interruptionLevel = "interruption-level"
            case relevanceScore = "relevance-score"
            case targetContentID = "target-content-id"
        }
    }

    /// `sound`: a name, or `{"critical": 1, "name": "alarm.caf", "volume": 0.8}`.
    struct Sound: Decodable, Sendable {
        var value: APSSound

        struct Critical: Decodable {
            var critical: Int?
            var name: String?
            var volume: Double?
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let name = try? container.decode(String.self) {
                value = .named(name)
            } else {
                let critical = try container.decode(Critical.self)
                value = .critical(APSCriticalSound(isCritical: critical.critical == 1, name: critical.name, volume: critical.volume))
            }
        }
    }

    enum CodingKeys: String, CodingKey {
        case languages, arguments, aps, custom, expiration, priority
        case apnsID = "apns-id"
        case collapseID = "collapse-id"
    }
}
