import PushlocDiagnostics
import PushlocPayloads

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
