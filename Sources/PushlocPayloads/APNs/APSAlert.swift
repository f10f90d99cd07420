import PushlocJSON
/// The `alert` of an `aps` dictionary: a typed view over its JSON object.
///
/// The JSON object stays the source of truth, so members keep their order and unknown keys stay.
/// Reads are lenient (a value of the wrong type reads as `nil`); ``APNsPayloadValidator`` reports
/// such values. An alert given as a plain string reads as an alert with only a `body`, and
/// ``isPlainString`` remembers the form.
public struct APSAlert: Sendable, Hashable {
    /// The alert dictionary's members, in order.
    package var object: JSONObject
    /// Whether the source gave the alert as a plain string (`"alert": "text"`), the form Apple's
    /// legacy guide recommends for a body-only alert. Its JSON keeps that form while only `body` is set.
    public var isPlainString: Bool

    /// An empty alert dictionary; set its texts and keys through the properties.
    public init() {
        self.init(JSONObject())
    }

    /// An alert dictionary.
    package init(_ object: JSONObject) {
        self.object = object
        isPlainString = false
    }

    /// An alert given as a plain string, which the device shows as the body.
    public init(plainBody: String) {
        object = JSONObject([JSONMember(key: APSAlertKey.body, value: .string(plainBody))])
        isPlainString = true
    }

    /// Reads an `alert` value: a string or an object. `nil` for other types.
    package init?(json: JSONValue) {
        switch json {
        case .string(let text): self.init(plainBody: text)
        case .object(let object): self.init(object)
        default: return nil
        }
    }

    /// The JSON value: a plain string when the source was one and only `body` is set, else the object.
    package var json: JSONValue {
        if isPlainString, object.members.count == 1, let body = object.string(APSAlertKey.body) {
            return .string(body)
        }
        return .object(object)
    }

    /// `title`.
    public var title: String? {
        get { object.string(APSAlertKey.title) }
        set { object.setString(APSAlertKey.title, newValue) }
    }

    /// `subtitle`.
    public var subtitle: String? {
        get { object.string(APSAlertKey.subtitle) }
        set { object.setString(APSAlertKey.subtitle, newValue) }
    }

    /// `body`.
    public var body: String? {
        get { object.string(APSAlertKey.body) }
        set { object.setString(APSAlertKey.body, newValue) }
    }

    /// `launch-image`.
    public var launchImage: String? {
        get { object.string(APSAlertKey.launchImage) }
        set { object.setString(APSAlertKey.launchImage, newValue) }
    }

    /// `title-loc-key` (`null` reads as `nil`).
    public var titleLocKey: String? {
        get { object.string(APSAlertKey.titleLocKey) }
        set { object.setString(APSAlertKey.titleLocKey, newValue) }
    }

    /// `title-loc-args`, leniently (see ``locArgs``).
    public var titleLocArgs: [String]? {
        get { object.stringArray(APSAlertKey.titleLocArgs) }
        set { object.setStringArray(APSAlertKey.titleLocArgs, newValue) }
    }

    /// `subtitle-loc-key` (`null` reads as `nil`).
    public var subtitleLocKey: String? {
        get { object.string(APSAlertKey.subtitleLocKey) }
        set { object.setString(APSAlertKey.subtitleLocKey, newValue) }
    }

    /// `subtitle-loc-args`, leniently (see ``locArgs``).
    public var subtitleLocArgs: [String]? {
        get { object.stringArray(APSAlertKey.subtitleLocArgs) }
        set { object.setStringArray(APSAlertKey.subtitleLocArgs, newValue) }
    }

    /// `loc-key`.
    public var locKey: String? {
        get { object.string(APSAlertKey.locKey) }
        set { object.setString(APSAlertKey.locKey, newValue) }
    }

    /// `loc-args`. Reads leniently: an element that is not a string reads as the text a device
    /// would likely show for it (a number's text; see `JSONValue.argumentText`).
    public var locArgs: [String]? {
        get { object.stringArray(APSAlertKey.locArgs) }
        set { object.setStringArray(APSAlertKey.locArgs, newValue) }
    }

    /// `action-loc-key`: absent (the default "View" button), `null` (no action button) or a key.
    public var actionLocKey: APSActionLocKey {
        get {
            switch object[APSAlertKey.actionLocKey] {
            case .none: return .absent
            case .some(.string(let key)): return .key(key)
            case .some: return .none
            }
        }
        set {
            switch newValue {
            case .absent: object[APSAlertKey.actionLocKey] = nil
            case .none: object[APSAlertKey.actionLocKey] = JSONValue.null
            case .key(let key): object[APSAlertKey.actionLocKey] = .string(key)
            }
        }
    }

    /// `summary-arg`.
    public var summaryArg: String? {
        get { object.string(APSAlertKey.summaryArg) }
        set { object.setString(APSAlertKey.summaryArg, newValue) }
    }

    /// `summary-arg-count`.
    public var summaryArgCount: Int? {
        get { object.int64(APSAlertKey.summaryArgCount).flatMap { Int(exactly: $0) } }
        set { object.setInt64(APSAlertKey.summaryArgCount, newValue.map(Int64.init)) }
    }

    /// Members whose keys Apple does not define for `alert`.
    package var unknownMembers: [JSONMember] {
        object.members.filter { !APSAlertKey.all.contains($0.key) }
    }
}

/// The three states of `action-loc-key`.
public enum APSActionLocKey: Sendable, Hashable {
    /// Not given: the system's default action button.
    case absent
    /// `null` (or any value that is not a string): no action button, only a dismiss button.
    case none
    /// A key into the app's strings table for the action button's title.
    case key(String)
}
