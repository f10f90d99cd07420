import JSON
/// An APNs payload: the `aps` dictionary and the app's custom keys beside it.
public struct APNsPayload: Sendable, Hashable {
    /// The key of the Apple-defined dictionary.
    public static let apsKey = "aps"

    /// The `aps` dictionary.
    public var aps: APSDictionary
    /// The keys beside `aps`, in template order.
    public var custom: [JSONMember]

    /// Creates a payload.
    public init(aps: APSDictionary = APSDictionary(), custom: [JSONMember] = []) {
        self.aps = aps
        self.custom = custom
    }

    /// Reads a payload from JSON, leniently.
    ///
    /// `aps` is the last member named `aps`; every other member is custom, in order. A root that is
    /// not an object, or an `aps` that is not an object, reads as an empty `aps`: run
    /// ``APNsPayloadValidator`` first, which reports those as errors (`payload-not-object`, `aps-type`).
    public init(json: JSONValue) {
        guard case .object(let root) = json else {
            self.init()
            return
        }
        var aps = APSDictionary()
        var custom: [JSONMember] = []
        custom.reserveCapacity(root.members.count)
        for member in root.members {
            if member.key == APNsPayload.apsKey {
                aps = APSDictionary(member.value.objectValue ?? JSONObject())
            } else {
                custom.append(member)
            }
        }
        self.init(aps: aps, custom: custom)
    }

    /// The JSON value: `aps` first, then the custom keys in order.
    public var json: JSONValue {
        var members = [JSONMember(key: APNsPayload.apsKey, value: .object(aps.object))]
        members.append(contentsOf: custom)
        return .object(JSONObject(members))
    }
}
