import PushlocPayloads
import PushlocJSON
/// The two input forms of a devtodev message.
public enum DevtodevMessageForm: Sendable, Hashable {
    /// devtodev's request body: `{"audience": [...], "ios": {"payload": ..., "options": ...}, ...}`.
    case requestBody
    /// A bare iOS message: `{"payload": ..., "options": ...}`.
    case iosMessage
}

/// A devtodev push message for iOS, in either input form, as a typed view over its JSON.
///
/// The JSON stays the source of truth: replacing the payload keeps every other member (the
/// request's other fields, `options`, unknown keys) in its place, so the output has the input's form.
public struct DevtodevMessage: Sendable, Hashable {
    /// The whole input object.
    public var root: JSONObject
    /// Which form the input has.
    public let form: DevtodevMessageForm

    /// Reads a message: a request body when the root has `ios`, else a bare message when it has
    /// `payload`. `nil` when the root is not an object, has neither, or its `ios` is not an object.
    public init?(json: JSONValue) {
        guard let object = json.objectValue else { return nil }
        if let ios = object[DevtodevKey.ios] {
            guard ios.objectValue != nil else { return nil }
            form = .requestBody
        } else if object.contains(key: DevtodevKey.payload) {
            form = .iosMessage
        } else {
            return nil
        }
        root = object
    }

    /// The JSON path of the iOS message: `ios` or the root.
    public var messagePath: JSONPath {
        form == .requestBody ? JSONPath(components: [.key(DevtodevKey.ios)]) : .root
    }

    /// The JSON path of the payload: `ios.payload` or `payload`.
    public var payloadPath: JSONPath { messagePath.appending(key: DevtodevKey.payload) }

    /// The iOS message object (`ios`, or the root).
    public var message: JSONObject {
        get { form == .requestBody ? (root[DevtodevKey.ios]?.objectValue ?? JSONObject()) : root }
        set {
            if form == .requestBody { root[DevtodevKey.ios] = .object(newValue) } else { root = newValue }
        }
    }

    /// The payload (empty when missing or not an object).
    public var payload: DevtodevPayload {
        get { DevtodevPayload(message[DevtodevKey.payload]?.objectValue ?? JSONObject()) }
        set { message[DevtodevKey.payload] = .object(newValue.object) }
    }

    /// The options (empty when missing or not an object).
    public var options: DevtodevOptions {
        get { DevtodevOptions(message[DevtodevKey.options]?.objectValue ?? JSONObject()) }
        set { message[DevtodevKey.options] = .object(newValue.object) }
    }

    /// The targeting objects of a request body's `audience` (elements that are not objects left out).
    public var audience: [DevtodevTarget] {
        (root[DevtodevKey.audience]?.arrayValue ?? []).compactMap { $0.objectValue.map(DevtodevTarget.init) }
    }

    /// The message as JSON, in its input form.
    public var json: JSONValue { .object(root) }
}
