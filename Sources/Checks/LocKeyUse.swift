import Diagnostics

/// Which alert key of an APNs payload names a string.
public enum LocKeyRole: String, Sendable, Hashable, CaseIterable {
    /// `title-loc-key` (arguments: `title-loc-args`).
    case title = "title-loc-key"
    /// `subtitle-loc-key` (arguments: `subtitle-loc-args`).
    case subtitle = "subtitle-loc-key"
    /// `loc-key` (arguments: `loc-args`).
    case body = "loc-key"
    /// `action-loc-key` (no arguments).
    case action = "action-loc-key"

    /// The key of the arguments array that goes with it, if any.
    public var argumentsKey: String? {
        switch self {
        case .title: "title-loc-args"
        case .subtitle: "subtitle-loc-args"
        case .body: "loc-args"
        case .action: nil
        }
    }

    /// Whether the push rule (`%@`, `%n$@`, `%%` only) applies to the string.
    public var takesArguments: Bool { argumentsKey != nil }
}

/// One use of a string by a notification template: `"loc-key": "GAME_PLAY_REQUEST_FORMAT"` with its `loc-args`.
public struct LocKeyUse: Sendable, Hashable {
    /// Which alert key names the string.
    public var role: LocKeyRole
    /// The string's key.
    public var key: String
    /// How many arguments the template sends (0 when it sends none).
    public var argumentCount: Int
    /// Where the key is named in the template file.
    public var location: SourceLocation
    /// The template file.
    public var templateFile: String

    /// Creates a use.
    public init(role: LocKeyRole, key: String, argumentCount: Int, location: SourceLocation, templateFile: String) {
        self.role = role
        self.key = key
        self.argumentCount = argumentCount
        self.location = location
        self.templateFile = templateFile
    }
}
