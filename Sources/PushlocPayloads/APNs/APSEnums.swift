/// `interruption-level`: how strongly a notification may interrupt.
public enum APSInterruptionLevel: String, Sendable, Hashable, CaseIterable {
    /// Added to the list without lighting the screen or a sound.
    case passive
    /// Presented at once, lights the screen, may play a sound (the default).
    case active
    /// Presented at once, may break through Focus.
    case timeSensitive = "time-sensitive"
    /// Presented at once, breaks through Focus and the mute switch (needs Apple's entitlement).
    case critical
}

/// `event` of a Live Activity push.
public enum LiveActivityEvent: String, Sendable, Hashable, CaseIterable {
    /// Starts a Live Activity (push-to-start).
    case start
    /// Updates a Live Activity.
    case update
    /// Ends a Live Activity.
    case end
}
