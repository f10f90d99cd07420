import PushlocPayloads
/// devtodev's `options.priority`.
public enum DevtodevPriority: String, Sendable, Hashable, CaseIterable {
    /// Send immediately (APNs priority 10). It must alert, sound or badge: an error on a hidden message.
    case high
    /// Send when power allows (APNs priority 5); the default.
    case normal
}
