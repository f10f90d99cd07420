/// The most bytes a serialised payload may take.
public struct PayloadBudget: Sendable, Hashable {
    /// The limit in bytes of the compact UTF-8 JSON.
    public var limit: Int

    /// A budget of `limit` bytes (for example `--max-bytes`: 2048 for the legacy binary API, 256 before iOS 8).
    public init(limit: Int) {
        self.limit = limit
    }

    /// The default budget of a push type.
    public init(pushType: APNsPushType) {
        self.init(limit: PayloadBudget.defaultLimit(for: pushType))
    }

    /// APNs' limit for a push type: 5120 bytes for VoIP, 4096 for everything else.
    public static func defaultLimit(for pushType: APNsPushType) -> Int {
        pushType == .voip ? 5120 : 4096
    }
}
