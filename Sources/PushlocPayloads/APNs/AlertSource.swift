import PushlocJSON

/// What localising an alert needs from a template, read out of the JSON once.
///
/// A final class so that handing it around costs one retain, not one per field.
final class AlertSource: Sendable {
    let isPresent: Bool
    let title: String?
    let titleLocKey: String?
    let titleLocArgs: [String]
    let subtitle: String?
    let subtitleLocKey: String?
    let subtitleLocArgs: [String]
    let body: String?
    let locKey: String?
    let locArgs: [String]
    let actionLocKey: APSActionLocKey
    let launchImage: String?
    /// Which key names the title's and the body's strings: `title-loc-key` and `loc-key`, or a Live
    /// Activity's `title` and `body` objects (whose key and arguments are then ``titleLocKey``,
    /// ``titleLocArgs``, ``locKey`` and ``locArgs``).
    let titleRole: LocKeyRole
    let bodyRole: LocKeyRole
    /// Whether the request leaves out the arguments of each text (a production call with the field
    /// `nil`): a string that reads some is then reported by the field's name.
    let omitted: (title: Bool, subtitle: Bool, body: Bool)

    /// A copy with per-request arguments in place of the template's sample ones (which only
    /// ``AlertArguments/templateSamples`` keeps).
    func replacing(_ arguments: AlertArguments) -> AlertSource {
        AlertSource(copying: self, arguments: arguments)
    }

    private init(copying other: AlertSource, arguments: AlertArguments) {
        isPresent = other.isPresent
        title = other.title
        titleLocKey = other.titleLocKey
        titleLocArgs = arguments.resolved(arguments.title, samples: other.titleLocArgs)
        subtitle = other.subtitle
        subtitleLocKey = other.subtitleLocKey
        subtitleLocArgs = arguments.resolved(arguments.subtitle, samples: other.subtitleLocArgs)
        body = other.body
        locKey = other.locKey
        locArgs = arguments.resolved(arguments.body, samples: other.locArgs)
        actionLocKey = other.actionLocKey
        launchImage = other.launchImage
        titleRole = other.titleRole
        bodyRole = other.bodyRole
        omitted = (!arguments.gives(arguments.title), !arguments.gives(arguments.subtitle), !arguments.gives(arguments.body))
    }

    /// Reads the alert as ``APSAlert``'s getters do (the last member of each key wins, a value of the
    /// wrong type reads as absent), in one pass over the alert's members: a render reads a template per
    /// request, and a lookup per field scanned the members eleven times.
    init(_ payload: APNsPayload) {
        var title: String?, subtitle: String?, body: String?, launchImage: String?
        var titleLocKey: String?, subtitleLocKey: String?, locKey: String?
        var titleLocArgs: [String]?, subtitleLocArgs: [String]?, locArgs: [String]?
        var actionLocKey = APSActionLocKey.absent
        var titleObject: LiveActivityAlertText?, bodyObject: LiveActivityAlertText?
        switch payload.aps.object[APSKey.alert] {
        case .string(let text)?:
            isPresent = true
            body = text
        case .object(let object)?:
            isPresent = true
            for member in object.members {
                // By the key's length first: a `switch` over the eleven keys compared each member with
                // every key. (Only ASCII text is canonically equal to these ASCII keys, so a key of
                // another length cannot match.)
                let key = member.key, value = member.value
                switch key.utf8.count {
                case 4:
                    if key == APSAlertKey.body {
                        body = value.stringValue
                        bodyObject = body == nil ? LiveActivityAlertText(json: value) : nil
                    }
                case 5:
                    if key == APSAlertKey.title {
                        title = value.stringValue
                        titleObject = title == nil ? LiveActivityAlertText(json: value) : nil
                    }
                case 7: if key == APSAlertKey.locKey { locKey = value.stringValue }
                case 8:
                    if key == APSAlertKey.locArgs { locArgs = Self.arguments(value) }
                    else if key == APSAlertKey.subtitle { subtitle = value.stringValue }
                case 12: if key == APSAlertKey.launchImage { launchImage = value.stringValue }
                case 13: if key == APSAlertKey.titleLocKey { titleLocKey = value.stringValue }
                case 14:
                    if key == APSAlertKey.titleLocArgs { titleLocArgs = Self.arguments(value) }
                    else if key == APSAlertKey.actionLocKey {
                        if case .string(let text) = value { actionLocKey = .key(text) } else { actionLocKey = .none }
                    }
                case 16: if key == APSAlertKey.subtitleLocKey { subtitleLocKey = value.stringValue }
                case 17: if key == APSAlertKey.subtitleLocArgs { subtitleLocArgs = Self.arguments(value) }
                default: break
                }
            }
        default:
            isPresent = false
        }
        // A Live Activity's objects name the title's and body's strings, unless a legacy key does.
        var titleRole = LocKeyRole.title, bodyRole = LocKeyRole.body
        if titleLocKey == nil, let titleObject {
            titleLocKey = titleObject.key
            titleLocArgs = titleObject.arguments
            titleRole = .liveActivityTitle
        }
        if locKey == nil, let bodyObject {
            locKey = bodyObject.key
            locArgs = bodyObject.arguments
            bodyRole = .liveActivityBody
        }
        self.titleRole = titleRole
        self.bodyRole = bodyRole
        omitted = (false, false, false)
        self.title = title
        self.titleLocKey = titleLocKey
        self.titleLocArgs = titleLocArgs ?? []
        self.subtitle = subtitle
        self.subtitleLocKey = subtitleLocKey
        self.subtitleLocArgs = subtitleLocArgs ?? []
        self.body = body
        self.locKey = locKey
        self.locArgs = locArgs ?? []
        self.actionLocKey = actionLocKey
        self.launchImage = launchImage
    }

    /// A `loc-args` value as ``APSAlert/locArgs`` reads it: `nil` when it is not an array.
    private static func arguments(_ value: JSONValue) -> [String]? {
        value.arrayValue?.map(JSONValue.argumentText)
    }
}
