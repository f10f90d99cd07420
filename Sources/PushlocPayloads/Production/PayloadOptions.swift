

/// How a per-locale payload is sent: push type, topic, size limit and the optional headers.
public struct PayloadOptions: Sendable, Hashable {
    /// `apns-push-type`; decides the default size limit (4096, or 5120 for voip) and priority.
    public var pushType: APNsPushType
    /// The app's bundle id, which `apns-topic` is derived from (`<bundle id>.voip` for voip pushes,
    /// `.push-type.liveactivity` for Live Activities...). There is no default: a payload sent with
    /// another app's topic is rejected by APNs (`DeviceTokenNotForTopic`).
    public var bundleID: String
    /// A size limit other than Apple's default for the push type (2048 and 256 for the legacy interfaces).
    public var maxBytes: Int?
    /// `apns-expiration`: a UNIX time in seconds, or 0 for "now or never".
    public var expiration: Int?
    /// `apns-collapse-id` (at most 64 bytes).
    public var collapseID: String?
    /// `apns-priority`; `nil` picks 10 for alerts and 5 for background pushes.
    public var priority: Int?
    /// `apns-id`: the notification's id (``APNsID/random()`` makes one); `nil` leaves the header out.
    public var apnsID: APNsID?
    /// `apns-channel-id`: the broadcast channel (iOS 18) a Live Activity push is sent on; `nil` for a
    /// push to one device. A channel push reaches every subscriber whatever their language, so it is
    /// made with ``PayloadProducer/broadcastPayload(options:)``, which keeps the loc keys.
    public var channelID: String?

    /// Creates options for the app `bundleID`.
    public init(bundleID: String, pushType: APNsPushType = .alert, maxBytes: Int? = nil,
                expiration: Int? = nil, collapseID: String? = nil, priority: Int? = nil, apnsID: APNsID? = nil) {
        self.apnsID = apnsID
        self.pushType = pushType
        self.bundleID = bundleID
        self.maxBytes = maxBytes
        self.expiration = expiration
        self.collapseID = collapseID
        self.priority = priority
    }

    /// The size budget these options give.
    public var budget: PayloadBudget {
        maxBytes.map { PayloadBudget(limit: $0) } ?? PayloadBudget(pushType: pushType)
    }

    /// The HTTP/2 headers for these options.
    public var headers: APNsHeaders {
        var headers = APNsHeaders(
            pushType: pushType, bundleID: bundleID, priority: priority, expiration: expiration, collapseID: collapseID, apnsID: apnsID)
        headers.channelID = channelID
        return headers
    }

    /// Options for measuring payloads only (the checks, the preview): the size limit of `pushType` (or
    /// `maxBytes`) and no app, so their ``headers`` have an empty `apns-topic` and are not for sending.
    public static func sizeOnly(pushType: APNsPushType = .alert, maxBytes: Int? = nil) -> PayloadOptions {
        PayloadOptions(bundleID: "", pushType: pushType, maxBytes: maxBytes)
    }
}
