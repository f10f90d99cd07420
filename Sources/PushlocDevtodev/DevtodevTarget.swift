import PushlocPayloads
import PushlocJSON
/// One targeting object of a devtodev request's `audience`: the identifiers of a user or device.
///
/// A typed view: the JSON object stays the source of truth; a value of the wrong type reads as `nil`
/// (``DevtodevMessageValidator`` reports it).
public struct DevtodevTarget: Sendable, Hashable {
    /// The object, members in order.
    public var object: JSONObject

    /// Creates a view over `object`.
    public init(_ object: JSONObject) {
        self.object = object
    }

    /// `token`: the push token; when present devtodev ignores every other identifier.
    public var token: String? { object[DevtodevTargetKey.token]?.stringValue }
    /// `idfa`.
    public var idfa: String? { object[DevtodevTargetKey.idfa]?.stringValue }
    /// `idfv`.
    public var idfv: String? { object[DevtodevTargetKey.idfv]?.stringValue }
    /// `userId`.
    public var userId: String? { object[DevtodevTargetKey.userId]?.stringValue }
    /// `devtodevId`.
    public var devtodevId: Int64? { object[DevtodevTargetKey.devtodevId]?.numberValue?.int64Value }

    /// The identifier keys present, in ``DevtodevTargetKey/all`` order.
    public var identifierKeys: [String] { DevtodevTargetKey.all.filter { object.contains(key: $0) } }

    /// The identifiers devtodev ignores because a `token` is given.
    public var ignoredIdentifierKeys: [String] {
        guard object.contains(key: DevtodevTargetKey.token) else { return [] }
        return identifierKeys.filter { $0 != DevtodevTargetKey.token }
    }
}
