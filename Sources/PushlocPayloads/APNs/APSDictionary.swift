import PushlocJSON
/// The `aps` dictionary: a typed view over its JSON object.
///
/// The JSON object stays the source of truth, so members keep their order, and unknown keys and
/// values of the wrong type are kept (a per-locale payload is "the same payload"). Reads are lenient:
/// a value of the wrong type reads as `nil`; ``APNsPayloadValidator`` reports it.
public struct APSDictionary: Sendable, Hashable {
    /// The members of `aps`, in order.
    package var object: JSONObject

    /// An empty `aps` dictionary; set its fields through the properties.
    public init() {
        object = JSONObject()
    }

    /// Creates a view over `object`.
    package init(_ object: JSONObject) {
        self.object = object
    }

    /// `alert`, as a string or dictionary.
    public var alert: APSAlert? {
        get { object[APSKey.alert].flatMap(APSAlert.init(json:)) }
        set { object[APSKey.alert] = newValue?.json }
    }

    /// `badge`.
    public var badge: Int? {
        get { object.int64(APSKey.badge).flatMap { Int(exactly: $0) } }
        set { object.setInt64(APSKey.badge, newValue.map(Int64.init)) }
    }

    /// `sound`.
    public var sound: APSSound? {
        get { object[APSKey.sound].flatMap(APSSound.init(json:)) }
        set { object[APSKey.sound] = newValue?.json }
    }

    /// `thread-id`.
    public var threadID: String? {
        get { object.string(APSKey.threadID) }
        set { object.setString(APSKey.threadID, newValue) }
    }

    /// `category`.
    public var category: String? {
        get { object.string(APSKey.category) }
        set { object.setString(APSKey.category, newValue) }
    }

    /// `content-available` (1 for a background update).
    public var contentAvailable: Int? {
        get { object.int64(APSKey.contentAvailable).flatMap { Int(exactly: $0) } }
        set { object.setInt64(APSKey.contentAvailable, newValue.map(Int64.init)) }
    }

    /// `mutable-content` (1 to run the notification service extension).
    public var mutableContent: Int? {
        get { object.int64(APSKey.mutableContent).flatMap { Int(exactly: $0) } }
        set { object.setInt64(APSKey.mutableContent, newValue.map(Int64.init)) }
    }

    /// `target-content-id`.
    public var targetContentID: String? {
        get { object.string(APSKey.targetContentID) }
        set { object.setString(APSKey.targetContentID, newValue) }
    }

    /// `interruption-level`; `nil` when absent or not one of the four levels.
    public var interruptionLevel: APSInterruptionLevel? {
        get { object.string(APSKey.interruptionLevel).flatMap(APSInterruptionLevel.init(rawValue:)) }
        set { object.setString(APSKey.interruptionLevel, newValue?.rawValue) }
    }

    /// `relevance-score`.
    public var relevanceScore: Double? {
        get { object.double(APSKey.relevanceScore) }
        set { object.setDouble(APSKey.relevanceScore, newValue) }
    }

    /// `filter-criteria`.
    public var filterCriteria: String? {
        get { object.string(APSKey.filterCriteria) }
        set { object.setString(APSKey.filterCriteria, newValue) }
    }

    /// `timestamp` (Live Activity), UNIX seconds.
    public var timestamp: Int64? {
        get { object.int64(APSKey.timestamp) }
        set { object.setInt64(APSKey.timestamp, newValue) }
    }

    /// `event` (Live Activity); `nil` when absent or unknown.
    public var event: LiveActivityEvent? {
        get { object.string(APSKey.event).flatMap(LiveActivityEvent.init(rawValue:)) }
        set { object.setString(APSKey.event, newValue?.rawValue) }
    }

    /// `content-state` (Live Activity).
    package var contentState: JSONObject? {
        get { object.object(APSKey.contentState) }
        set { object[APSKey.contentState] = newValue.map(JSONValue.object) }
    }

    /// `stale-date` (Live Activity), UNIX seconds.
    public var staleDate: Int64? {
        get { object.int64(APSKey.staleDate) }
        set { object.setInt64(APSKey.staleDate, newValue) }
    }

    /// `dismissal-date` (Live Activity), UNIX seconds.
    public var dismissalDate: Int64? {
        get { object.int64(APSKey.dismissalDate) }
        set { object.setInt64(APSKey.dismissalDate, newValue) }
    }

    /// `attributes-type` (Live Activity start).
    public var attributesType: String? {
        get { object.string(APSKey.attributesType) }
        set { object.setString(APSKey.attributesType, newValue) }
    }

    /// `attributes` (Live Activity start).
    package var attributes: JSONObject? {
        get { object.object(APSKey.attributes) }
        set { object[APSKey.attributes] = newValue.map(JSONValue.object) }
    }

    /// Members whose keys Apple does not define; Apple ignores them.
    package var unknownMembers: [JSONMember] {
        object.members.filter { !APSKey.all.contains($0.key) }
    }
}
