/// Per-request `loc-args` that replace a template's sample arguments (a server sends each user
/// their own names, order numbers...). `nil` keeps the template's own array.
public struct AlertArguments: Sendable, Hashable {
    /// Replaces `title-loc-args`.
    public var title: [String]?
    /// Replaces `subtitle-loc-args`.
    public var subtitle: [String]?
    /// Replaces `loc-args` (the body's).
    public var body: [String]?

    /// Creates overrides; leave a field `nil` to keep the template's arguments.
    public init(title: [String]? = nil, subtitle: [String]? = nil, body: [String]? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
    }

    /// No override.
    public static let template = AlertArguments()

    /// Whether nothing is replaced.
    public var isEmpty: Bool { title == nil && subtitle == nil && body == nil }
}
