import PushlocPayloads
import PushlocJSON
/// What a tap on a devtodev notification (or on an app-opening button) does: exactly one of
/// `deeplink`, `url` or `share`. By default a tap just opens the app.
public enum DevtodevAction: Sendable, Hashable {
    /// `{"deeplink": "scheme://host/path"}`: open a place in the app (or on the web).
    case deeplink(String)
    /// `{"url": "https://..."}`: open a web page or a device-level URL (App Store, app links).
    case url(String)
    /// `{"share": "text"}`: share this text.
    case share(String)

    /// Reads an action object; `nil` unless it has exactly one of the three keys, with a string.
    public init?(json: JSONValue) {
        guard let object = json.objectValue else { return nil }
        let present = [DevtodevNestedKey.deeplink, DevtodevNestedKey.url, DevtodevNestedKey.share].filter { object.contains(key: $0) }
        guard present.count == 1, let key = present.first, let value = object[key]?.stringValue else { return nil }
        switch key {
        case DevtodevNestedKey.deeplink: self = .deeplink(value)
        case DevtodevNestedKey.url: self = .url(value)
        default: self = .share(value)
        }
    }

    /// The action object.
    public var json: JSONValue {
        switch self {
        case .deeplink(let value): return [DevtodevNestedKey.deeplink: .string(value)]
        case .url(let value): return [DevtodevNestedKey.url: .string(value)]
        case .share(let value): return [DevtodevNestedKey.share: .string(value)]
        }
    }
}
