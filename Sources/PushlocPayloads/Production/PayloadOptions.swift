

/// How a per-locale payload is sent: push type, topic, size limit and the optional headers.
public struct PayloadOptions: Sendable, Hashable {
    /// The fields, held by reference: every payload keeps a copy of its options, and copying one
    /// reference costs a retain where copying the fields retained each of their strings.
    private var box: Box

    /// `apns-push-type`; decides the default size limit (4096, or 5120 for voip) and priority.
    public var pushType: APNsPushType {
        get { box.fields.pushType }
        set { change { $0.pushType = newValue } }
    }
    /// The app's bundle id, which `apns-topic` is derived from (`<bundle id>.voip` for voip pushes,
    /// `.push-type.liveactivity` for Live Activities...). There is no default: a payload sent with
    /// another app's topic is rejected by APNs (`DeviceTokenNotForTopic`).
    public var bundleID: String {
        get { box.fields.bundleID }
        set { change { $0.bundleID = newValue } }
    }
    /// A size limit other than Apple's default for the push type (2048 and 256 for the legacy interfaces).
    public var maxBytes: Int? {
        get { box.fields.maxBytes }
        set { change { $0.maxBytes = newValue } }
    }
    /// `apns-expiration`: a UNIX time in seconds, or 0 for "now or never".
    public var expiration: Int? {
        get { box.fields.expiration }
        set { change { $0.expiration = newValue } }
    }
    /// `apns-collapse-id` (at most 64 bytes).
    public var collapseID: String? {
        get { box.fields.collapseID }
        set { change { $0.collapseID = newValue } }
    }
    /// `apns-priority`; `nil` picks 10 for alerts and 5 for background pushes.
    public var priority: Int? {
        get { box.fields.priority }
        set { change { $0.priority = newValue } }
    }
    /// `apns-id`: the notification's id (``APNsID/random()`` makes one); `nil` leaves the header out.
    public var apnsID: APNsID? {
        get { box.fields.apnsID }
        set { change { $0.apnsID = newValue } }
    }
    /// `apns-channel-id`: the broadcast channel (iOS 18) a Live Activity push is sent on; `nil` for a
    /// push to one device. A channel push reaches every subscriber whatever their language, so it is
    /// made with ``PayloadProducer/broadcastPayload(options:)``, which keeps the loc keys.
    public var channelID: String? {
        get { box.fields.channelID }
        set { change { $0.channelID = newValue } }
    }

    /// Creates options for the app `bundleID`.
    public init(bundleID: String, pushType: APNsPushType = .alert, maxBytes: Int? = nil,
                expiration: Int? = nil, collapseID: String? = nil, priority: Int? = nil, apnsID: APNsID? = nil) {
        box = Box(Fields(
            pushType: pushType, bundleID: bundleID, maxBytes: maxBytes, expiration: expiration, collapseID: collapseID,
            priority: priority, apnsID: apnsID, channelID: nil))
    }

    /// Whether every field of `left` equals the same field of `right`.
    public static func == (left: PayloadOptions, right: PayloadOptions) -> Bool {
        left.box === right.box || left.box.fields == right.box.fields
    }

    /// Hashes every field, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }

    /// The options' values.
    private struct Fields: Sendable, Hashable {
        var pushType: APNsPushType
        var bundleID: String
        var maxBytes: Int?
        var expiration: Int?
        var collapseID: String?
        var priority: Int?
        var apnsID: APNsID?
        var channelID: String?
    }

    /// Holds the fields; never changed once made (a change makes a new box), so options that share one
    /// stay independent values.
    private final class Box: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// Changes one field: these options get a box of their own.
    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = box.fields
        body(&fields)
        box = Box(fields)
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
