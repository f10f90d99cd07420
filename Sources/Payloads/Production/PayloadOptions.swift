

/// How a per-locale payload is sent: push type, topic, size limit and the optional headers.
public struct PayloadOptions: Sendable, Hashable {
    /// `apns-push-type`; decides the default size limit (4096, or 5120 for voip) and priority.
    public var pushType: APNsPushType
    /// The app's bundle id; `apns-topic` is derived from it (`.voip` suffix for voip...).
    public var bundleID: String
    /// A size limit other than Apple's default for the push type (2048 and 256 for the legacy interfaces).
    public var maxBytes: Int?
    /// `apns-expiration`: a UNIX time in seconds, or 0 for "now or never".
    public var expiration: Int?
    /// `apns-collapse-id` (at most 64 bytes).
    public var collapseID: String?
    /// `apns-priority`; `nil` picks 10 for alerts and 5 for background pushes.
    public var priority: Int?

    /// Creates options.
    public init(pushType: APNsPushType = .alert, bundleID: String = "com.example.app", maxBytes: Int? = nil,
                expiration: Int? = nil, collapseID: String? = nil, priority: Int? = nil) {
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
        APNsHeaders(pushType: pushType, bundleID: bundleID, priority: priority, expiration: expiration, collapseID: collapseID)
    }
}
