import PushlocPayloads
/// devtodev's `options.expire`: when APNs may discard the notification.
///
/// The reference allows two readings of one number: seconds relative to the moment of sending, or
/// a UNIX epoch in seconds (UTC). pushloc tells them apart by size: a value of at least
/// ``epochThreshold`` (10^9, that is 2001-09-09T01:46:40Z) is an epoch, a smaller one is relative.
/// No sensible relative value comes near it (10^9 seconds is almost 32 years, and APNs keeps an
/// undelivered notification for about 30 days at most), and no message is sent with an expiry
/// before 2001. `0` is relative: deliver now or never (APNs does not store the notification).
/// Without `expire`, devtodev uses ``defaultSeconds`` (7 days).
public enum DevtodevExpiration: Sendable, Hashable {
    /// Seconds after sending.
    case relative(seconds: Int64)
    /// A UNIX time in seconds.
    case absolute(epochSeconds: Int64)

    /// The smallest value read as a UNIX epoch: 10^9 (2001-09-09T01:46:40Z).
    public static let epochThreshold: Int64 = 1_000_000_000
    /// devtodev's default: 7 days after sending.
    public static let defaultSeconds: Int64 = 604_800
    /// The expiration devtodev uses when `expire` is absent.
    public static let `default` = DevtodevExpiration.relative(seconds: defaultSeconds)

    /// Reads a value of `expire`; `nil` for a negative one.
    public init?(seconds value: Int64) {
        guard value >= 0 else { return nil }
        self = value >= Self.epochThreshold ? .absolute(epochSeconds: value) : .relative(seconds: value)
    }

    /// Whether APNs delivers only right away and never stores the notification (`expire: 0`).
    public var isNowOrNever: Bool { self == .relative(seconds: 0) }

    /// The UNIX time after which APNs discards the notification, for a message sent at `sendingAt`
    /// (UNIX seconds).
    public func expirationTime(sendingAt: Int64) -> Int64 {
        switch self {
        case .relative(let seconds):
            let (sum, overflow) = sendingAt.addingReportingOverflow(seconds)
            return overflow ? Int64.max : sum
        case .absolute(let epoch): return epoch
        }
    }
}
