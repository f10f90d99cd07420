import PushlocJSON
/// An APNs payload: the `aps` dictionary and the app's custom keys beside it.
public struct APNsPayload: Sendable, Hashable {
    /// The key of the Apple-defined dictionary.
    public static let apsKey = "aps"

    /// The `aps` dictionary.
    public var aps: APSDictionary
    /// The keys beside `aps`, in template order.
    package var custom: [JSONMember]

    /// Creates a payload.
    package init(aps: APSDictionary = APSDictionary(), custom: [JSONMember] = []) {
        self.aps = aps
        self.custom = custom
    }

    /// A payload with the `aps` dictionary `aps` and the custom keys `customValues`, in byte order of their keys.
    ///
    /// - Throws: ``PayloadValueError`` for a custom key `aps` or a non-finite number.
    public init(aps: APSDictionary = APSDictionary(), customValues: [String: PayloadValue]) throws(PayloadValueError) {
        var members: [JSONMember] = []
        for key in PayloadValue.writingOrder(of: customValues) {
            guard key != APNsPayload.apsKey else { throw PayloadValueError.reservedKey(key) }
            if let value = customValues[key] { members.append(JSONMember(key: key, value: try value.jsonValue(path: key))) }
        }
        self.init(aps: aps, custom: members)
    }

    /// The keys beside `aps` and their values (a repeated key reads as its last value).
    public var customValues: [String: PayloadValue] {
        var values: [String: PayloadValue] = [:]
        for member in custom { values[member.key] = PayloadValue(member.value) }
        return values
    }

    /// Reads a payload from JSON, leniently.
    ///
    /// `aps` is the last member named `aps`; every other member is custom, in order. A root that is
    /// not an object, or an `aps` that is not an object, reads as an empty `aps`: run
    /// ``APNsPayloadValidator`` first, which reports those as errors (`payload-not-object`, `aps-type`).
    package init(json: JSONValue) {
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
    package var json: JSONValue {
        var members = [JSONMember(key: APNsPayload.apsKey, value: .object(aps.object))]
        members.append(contentsOf: custom)
        return .object(JSONObject(members))
    }
}
