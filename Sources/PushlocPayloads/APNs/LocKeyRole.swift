/// Which alert key of an APNs payload names a string of the app's strings table.
public enum LocKeyRole: String, Sendable, Hashable, CaseIterable {
    /// `title-loc-key` (arguments: `title-loc-args`).
    case title = "title-loc-key"
    /// `subtitle-loc-key` (arguments: `subtitle-loc-args`).
    case subtitle = "subtitle-loc-key"
    /// `loc-key` (arguments: `loc-args`).
    case body = "loc-key"
    /// `action-loc-key` (no arguments).
    case action = "action-loc-key"
    /// A Live Activity alert's `title` object, `{"loc-key", "loc-args"}` (ActivityKit's push format).
    case liveActivityTitle = "title.loc-key"
    /// A Live Activity alert's `body` object, `{"loc-key", "loc-args"}`.
    case liveActivityBody = "body.loc-key"

    /// The key of the arguments array that goes with it, if any.
    public var argumentsKey: String? {
        switch self {
        case .title: APSAlertKey.titleLocArgs
        case .subtitle: APSAlertKey.subtitleLocArgs
        case .body: APSAlertKey.locArgs
        case .action: nil
        case .liveActivityTitle: "\(APSAlertKey.title).\(APSAlertKey.locArgs)"
        case .liveActivityBody: "\(APSAlertKey.body).\(APSAlertKey.locArgs)"
        }
    }

    /// Where the key stands in a payload: `aps.alert.loc-key`, `aps.alert.title.loc-key`.
    public var jsonPath: String { "aps.alert.\(rawValue)" }

    /// Whether the push rule (`%@`, `%n$@`, `%%` only) applies to the string.
    public var takesArguments: Bool { argumentsKey != nil }
}

/// A string an alert names by key: which key names it, the key, and how many arguments the alert sends.
public struct NamedAlertString: Sendable, Hashable {
    /// Which alert key names the string.
    public var role: LocKeyRole
    /// The string's key in the app's strings table.
    public var key: String
    /// How many arguments the alert sends with it (0 when it sends none).
    public var argumentCount: Int
}

extension APSAlert {
    /// The strings the alert names by key, in the order title, subtitle, body, action, then a Live
    /// Activity's `title` and `body` objects. An action key of `null` names no string; an arguments
    /// array counts every element, of any type, as the device fills one specifier with each.
    ///
    /// This is the one place that reads loc keys out of a payload: the template checks (arity,
    /// specifiers, missing keys), render and the per-locale payloads all start here.
    public var namedStrings: [NamedAlertString] {
        var found: [NamedAlertString] = []
        func add(_ role: LocKeyRole, _ key: String?, _ arguments: [String]?) {
            guard let key else { return }
            found.append(NamedAlertString(role: role, key: key, argumentCount: arguments?.count ?? 0))
        }
        add(.title, titleLocKey, titleLocArgs)
        add(.subtitle, subtitleLocKey, subtitleLocArgs)
        add(.body, locKey, locArgs)
        if case .key(let key) = actionLocKey { add(.action, key, nil) }
        if let title = titleObject { add(.liveActivityTitle, title.key, title.arguments) }
        if let body = bodyObject { add(.liveActivityBody, body.key, body.arguments) }
        return found
    }
}
