import PushlocJSON
import PushlocDiagnostics
import PushlocRules

/// The HTTP/2 request headers that go with a payload.
public struct APNsHeaders: Sendable, Hashable {
    /// The longest `apns-collapse-id` APNs accepts, in bytes.
    public static let maximumCollapseIDBytes = 64

    /// `apns-push-type`.
    public var pushType: APNsPushType
    /// `apns-priority`: 10 sends at once, 5 as power allows (required for `background`), 1 never wakes.
    public var priority: Int
    /// `apns-expiration`: UNIX seconds until which APNs retries, 0 for "now or never"; `nil` omits the
    /// header (APNs then tries once and stores nothing).
    public var expiration: Int?
    /// `apns-collapse-id`: notifications with the same id replace each other; at most 64 bytes.
    public var collapseID: String?
    /// `apns-topic`: the bundle id with the push type's suffix (see ``APNsPushType/topicSuffix``);
    /// empty when no bundle id was given, and then left out of ``fields``. Token-based authentication
    /// needs it; certificate-based authentication takes the certificate's topic when it is absent.
    public var topic: String
    /// `apns-id`: the notification's id; `nil` leaves it out (APNs then makes one and returns it).
    public var apnsID: APNsID?
    /// `apns-channel-id`: the broadcast channel of a Live Activity push (iOS 18); `nil` leaves it out.
    public var channelID: String?

    /// Creates headers for a push to the app `bundleID`.
    ///
    /// - Parameters:
    ///   - priority: `nil` takes ``APNsPushType/defaultPriority`` (5 for background, else 10).
    ///   - pushType: `apns-push-type`; it decides the topic suffix and the default priority.
    ///   - bundleID: the app's bundle id; the push type's topic suffix is added unless already there.
    ///   - expiration: `apns-expiration`, a UNIX time in seconds (0: now or never); `nil` leaves it out.
    ///   - collapseID: `apns-collapse-id`; `nil` leaves it out.
    ///   - apnsID: `apns-id`; `nil` leaves it out.
    public init(
        pushType: APNsPushType, bundleID: String, priority: Int? = nil, expiration: Int? = nil, collapseID: String? = nil,
        apnsID: APNsID? = nil
    ) {
        self.pushType = pushType
        self.apnsID = apnsID
        self.priority = priority ?? pushType.defaultPriority
        self.expiration = expiration
        self.collapseID = collapseID
        topic = APNsHeaders.topic(bundleID: bundleID, pushType: pushType)
    }

    /// The `apns-topic` for a bundle id and push type: `com.example.app.voip` for voip,
    /// `com.example.app.push-type.liveactivity` for a Live Activity. A bundle id that already ends with
    /// the suffix is kept as it is; no bundle id gives no topic (never a bare suffix, which names no app).
    public static func topic(bundleID: String, pushType: APNsPushType) -> String {
        let suffix = pushType.topicSuffix
        if bundleID.isEmpty || suffix.isEmpty || bundleID.hasSuffix(suffix) { return bundleID }
        return bundleID + suffix
    }

    /// Why `value` cannot be sent as an HTTP/2 header value, `nil` when it can: it must be visible
    /// ASCII (`!` to `~`), with spaces only between visible characters. RFC 9110 (section 5.5)
    /// allows no control character in a field value, and RFC 9113 (section 8.2.1) makes a request
    /// with a NUL, CR or LF, or with whitespace at a value's ends, malformed; a CR LF would also let
    /// the value add a header of its own in an HTTP/1.1 hop. Bytes beyond ASCII are left out too:
    /// APNs's topics and collapse ids are ASCII, and HTTP gives such bytes no agreed meaning.
    ///
    /// The reason names the first character that is not allowed, escaped (`U+000D at byte 12`).
    public static func valueProblem(_ value: String) -> String? {
        var offset = 0
        for scalar in value.unicodeScalars {
            defer { offset += scalar.utf8.count }
            if scalar.value >= 0x21 && scalar.value <= 0x7E { continue }
            if scalar == " ", offset > 0, offset + 1 < value.utf8.count { continue }
            let digits = String(scalar.value, radix: 16, uppercase: true)
            let shown = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
            let place = scalar == " " ? "a space at its \(offset == 0 ? "start" : "end")" : "\(shown) at byte \(offset)"
            return "a header value must be visible ASCII characters, with spaces only between them (RFC 9110, RFC 9113), and this one has \(place)"
        }
        return nil
    }

    /// The header fields, in a stable order: `apns-push-type`, `apns-topic` (when there is a topic),
    /// `apns-priority`, then `apns-expiration`, `apns-collapse-id`, `apns-id` and `apns-channel-id` when set.
    public var fields: [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = [("apns-push-type", pushType.rawValue)]
        if !topic.isEmpty { fields.append(("apns-topic", topic)) }
        fields.append(("apns-priority", String(priority)))
        if let expiration { fields.append(("apns-expiration", String(expiration))) }
        if let collapseID { fields.append(("apns-collapse-id", collapseID)) }
        if let apnsID { fields.append(("apns-id", apnsID.text)) }
        if let channelID { fields.append(("apns-channel-id", channelID)) }
        return fields
    }

    /// The fields as a JSON object of strings, in the order of ``fields``.
    package var json: JSONValue {
        .object(JSONObject(fields.map { JSONMember(key: $0.name, value: .string($0.value)) }))
    }

    /// Checks the headers: priority 5 for background (`priority-background`), a priority of 1, 5
    /// or 10 (`priority-invalid`), a collapse id of at most 64 bytes (`collapse-id-too-long`), a
    /// non-negative expiration (`expiration-invalid`) and, when `requiringTopic`, a topic
    /// (`topic-missing`). All errors: APNs rejects such a request.
    public func validate(requiringTopic: Bool = true) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func error(_ rule: RuleDescription, _ header: String, _ message: String) {
            diagnostics.append(Diagnostic(rule, message: message, key: header))
        }
        if pushType == .background && priority != 5 {
            error(RuleDescription.priorityBackground, "apns-priority",
                  "A background push must have apns-priority 5, not \(priority); APNs rejects other priorities for background pushes")
        } else if ![1, 5, 10].contains(priority) {
            error(RuleDescription.priorityInvalid, "apns-priority", "apns-priority must be 10, 5 or 1, not \(priority)")
        }
        if let collapseID, collapseID.utf8.count > APNsHeaders.maximumCollapseIDBytes {
            error(RuleDescription.collapseIdTooLong, "apns-collapse-id",
                  "apns-collapse-id is \(collapseID.utf8.count) bytes; APNs allows at most \(APNsHeaders.maximumCollapseIDBytes)")
        }
        if let expiration, expiration < 0 {
            error(RuleDescription.expirationInvalid, "apns-expiration",
                  "apns-expiration must be UNIX seconds or 0, not \(expiration)")
        }
        if requiringTopic && topic.isEmpty {
            error(RuleDescription.topicMissing, "apns-topic", "apns-topic is empty: give the app's bundle id")
        }
        return diagnostics
    }
}
