import PushlocPayloads
import PushlocJSON
/// The `payload` of a devtodev iOS message: a typed view over its JSON object.
///
/// The object stays the source of truth, so members keep their order and unknown keys survive.
/// Reads are lenient: a value of the wrong type reads as `nil` (``DevtodevMessageValidator`` reports it).
public struct DevtodevPayload: Sendable, Hashable {
    /// The members, in order.
    public var object: JSONObject

    /// Creates a view over `object`.
    public init(_ object: JSONObject = JSONObject()) {
        self.object = object
    }

    /// `title`.
    public var title: String? {
        get { object.string(DevtodevPayloadKey.title) }
        set { object.setString(DevtodevPayloadKey.title, newValue) }
    }

    /// `text`.
    public var text: String? {
        get { object.string(DevtodevPayloadKey.text) }
        set { object.setString(DevtodevPayloadKey.text, newValue) }
    }

    /// `title-loc-key`.
    public var titleLocKey: String? { object.string(DevtodevPayloadKey.titleLocKey) }
    /// `title-loc-args` (elements that are not strings read as their text).
    public var titleLocArgs: [String]? { object.stringArray(DevtodevPayloadKey.titleLocArgs) }
    /// `loc-key`.
    public var locKey: String? { object.string(DevtodevPayloadKey.locKey) }
    /// `loc-args` (elements that are not strings read as their text).
    public var locArgs: [String]? { object.stringArray(DevtodevPayloadKey.locArgs) }
    /// `action-loc-key`.
    public var actionLocKey: String? { object.string(DevtodevPayloadKey.actionLocKey) }
    /// `launch-image`.
    public var launchImage: String? { object.string(DevtodevPayloadKey.launchImage) }
    /// `data`: the custom parameters handed to the app.
    public var data: JSONObject? { object.object(DevtodevPayloadKey.data) }
    /// `badge`.
    public var badge: Int64? { object.int64(DevtodevPayloadKey.badge) }
    /// `sound`.
    public var sound: String? { object.string(DevtodevPayloadKey.sound) }
    /// `attachment`.
    public var attachment: DevtodevAttachment? { object[DevtodevPayloadKey.attachment].flatMap(DevtodevAttachment.init(json:)) }
    /// `action`, when it has exactly one of `deeplink`, `url`, `share`.
    public var action: DevtodevAction? { object[DevtodevPayloadKey.action].flatMap(DevtodevAction.init(json:)) }
    /// `interactive`.
    public var interactive: DevtodevInteractive? { object[DevtodevPayloadKey.interactive].flatMap(DevtodevInteractive.init(json:)) }
}
