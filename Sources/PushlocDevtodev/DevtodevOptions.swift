import PushlocPayloads
import PushlocJSON
/// The `options` of a devtodev iOS message: a typed view over its JSON object.
public struct DevtodevOptions: Sendable, Hashable {
    /// The members, in order.
    public var object: JSONObject

    /// Creates a view over `object`.
    public init(_ object: JSONObject = JSONObject()) {
        self.object = object
    }

    /// `sandbox` (default `false`).
    public var sandbox: Bool { object[DevtodevOptionsKey.sandbox]?.boolValue ?? false }
    /// `hidden` (default `false`): a silent message whose payload carries only `data`.
    public var hidden: Bool { object[DevtodevOptionsKey.hidden]?.boolValue ?? false }
    /// `priority`, when it is `high` or `normal` (absent means `normal`).
    public var priority: DevtodevPriority? { object.string(DevtodevOptionsKey.priority).flatMap(DevtodevPriority.init(rawValue:)) }
    /// `expire` read as ``DevtodevExpiration`` (``DevtodevExpiration/default`` when absent; `nil`
    /// when it is not a non-negative integer).
    public var expire: DevtodevExpiration? {
        guard let value = object[DevtodevOptionsKey.expire] else { return .default }
        return value.numberValue?.int64Value.flatMap(DevtodevExpiration.init(seconds:))
    }
    /// `collapse_key`.
    public var collapseKey: String? { object.string(DevtodevOptionsKey.collapseKey) }
}
