import PushlocJSON
/// The `sound` of an `aps` dictionary.
public enum APSSound: Sendable, Hashable {
    /// A sound file of the app (or `default`).
    case named(String)
    /// A critical-alert sound dictionary.
    case critical(APSCriticalSound)

    /// Reads a `sound` value, leniently: a string, or an object read field by field. `nil` for other types.
    package init?(json: JSONValue) {
        switch json {
        case .string(let name):
            self = .named(name)
        case .object(let object):
            self = .critical(APSCriticalSound(
                isCritical: object.int64(APSSoundKey.critical) == 1,
                name: object.string(APSSoundKey.name),
                volume: object.double(APSSoundKey.volume)))
        default:
            return nil
        }
    }

    /// The JSON value.
    package var json: JSONValue {
        switch self {
        case .named(let name): return .string(name)
        case .critical(let sound): return sound.json
        }
    }
}

/// The sound dictionary `{"critical": 1, "name": "...", "volume": 0.8}`.
public struct APSCriticalSound: Sendable, Hashable {
    /// `critical: 1`: play as a critical alert (needs Apple's entitlement).
    public var isCritical: Bool
    /// The sound file name, or `default`.
    public var name: String?
    /// The volume, 0...1.
    public var volume: Double?

    /// Creates a sound dictionary.
    public init(isCritical: Bool = true, name: String? = "default", volume: Double? = nil) {
        self.isCritical = isCritical
        self.name = name
        self.volume = volume
    }

    /// The JSON object, keys in Apple's order: critical, name, volume.
    package var json: JSONValue {
        var object = JSONObject()
        object.setInt64(APSSoundKey.critical, isCritical ? 1 : 0)
        object.setString(APSSoundKey.name, name)
        object.setDouble(APSSoundKey.volume, volume)
        return .object(object)
    }
}
