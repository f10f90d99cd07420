import PushlocJSON

/// A Live Activity alert's `title` or `body` given as an object, `{"loc-key": K, "loc-args": [...]}`:
/// ActivityKit's push format for text the device localizes with the app's strings, as it does an
/// alert's `loc-key` and `loc-args`.
public struct LiveActivityAlertText: Sendable, Hashable {
    /// `loc-key`: the string's key in the app's `Localizable` table.
    public var key: String
    /// `loc-args`: the strings for its `%@` specifiers, read leniently (see ``APSAlert/locArgs``).
    public var arguments: [String]

    /// Creates a localized text.
    public init(key: String, arguments: [String] = []) {
        self.key = key
        self.arguments = arguments
    }

    /// Reads an object with a string `loc-key`; `nil` for any other value.
    package init?(json: JSONValue?) {
        guard case .object(let object)? = json, let key = object.string(APSAlertKey.locKey) else { return nil }
        self.key = key
        arguments = object.stringArray(APSAlertKey.locArgs) ?? []
    }

    /// The JSON object.
    package var json: JSONValue {
        .object(JSONObject([
            JSONMember(key: APSAlertKey.locKey, value: .string(key)),
            JSONMember(key: APSAlertKey.locArgs, value: .array(arguments.map(JSONValue.string))),
        ]))
    }
}

extension APSAlert {
    /// A Live Activity's `title` given as a `{"loc-key", "loc-args"}` object (``title`` reads `nil` then).
    public var titleObject: LiveActivityAlertText? {
        get { LiveActivityAlertText(json: object[APSAlertKey.title]) }
        set { object[APSAlertKey.title] = newValue?.json }
    }

    /// A Live Activity's `body` given as a `{"loc-key", "loc-args"}` object (``body`` reads `nil` then).
    public var bodyObject: LiveActivityAlertText? {
        get { LiveActivityAlertText(json: object[APSAlertKey.body]) }
        set { object[APSAlertKey.body] = newValue?.json }
    }
}
