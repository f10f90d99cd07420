import JSON

/// The `aps` fields and custom keys one request adds to a template's payload: a user's badge, a
/// thread, a sound, custom data. A producer built once from a template takes them per request, so a
/// server needs no template per combination of them.
///
/// A field given here replaces the template's field of the same key; a custom key replaces the
/// template's custom key of the same name. The values are checked and encoded when the extras are
/// made, so producing a payload with them only copies bytes.
public struct PayloadExtras: Sendable, Hashable {
    /// `aps.badge`.
    public let badge: Int?
    /// `aps.sound`: a sound name (`default`) or a critical-alert sound dictionary.
    public let sound: APSSound?
    /// `aps.thread-id`: notifications with the same thread are grouped.
    public let threadID: String?
    /// `aps.interruption-level`.
    public let interruptionLevel: APSInterruptionLevel?
    /// `aps.relevance-score`, 0 to 1: how the system ranks the notification in a summary.
    public let relevanceScore: Double?
    /// `aps.target-content-id`: the window or content to bring forward when the notification is opened.
    public let targetContentID: String?
    /// The keys beside `aps`.
    public let custom: [String: PayloadValue]

    /// The `aps` members, in Apple's documented order, as JSON members and as `"key":value` bytes.
    let apsMembers: [EncodedMember]
    /// The custom members, in byte order of their keys.
    let customMembers: [EncodedMember]
    /// Whether there is nothing to add.
    let isEmpty: Bool

    /// One member, its value written once.
    struct EncodedMember: Sendable, Hashable {
        let member: JSONMember
        /// `"key":value`, compact.
        let bytes: [UInt8]

        init(_ member: JSONMember) {
            self.member = member
            var bytes: [UInt8] = []
            JSONWriter.writeString(member.key, into: &bytes)
            bytes.append(UInt8(ascii: ":"))
            JSONWriter.write(member.value, into: &bytes)
            self.bytes = bytes
        }
    }

    /// No extras: the template's payload as it is.
    public static let none = PayloadExtras()

    private init() {
        badge = nil
        sound = nil
        threadID = nil
        interruptionLevel = nil
        relevanceScore = nil
        targetContentID = nil
        custom = [:]
        apsMembers = []
        customMembers = []
        isEmpty = true
    }

    /// Creates extras; leave a field `nil` to keep the template's.
    ///
    /// - Throws: ``PayloadValueError`` for a custom key `aps` or a non-finite number (a relevance
    ///   score, a critical sound's volume or a custom value).
    public init(
        badge: Int? = nil, sound: APSSound? = nil, threadID: String? = nil, interruptionLevel: APSInterruptionLevel? = nil,
        relevanceScore: Double? = nil, targetContentID: String? = nil, custom: [String: PayloadValue] = [:]
    ) throws(PayloadValueError) {
        self.badge = badge
        self.sound = sound
        self.threadID = threadID
        self.interruptionLevel = interruptionLevel
        self.relevanceScore = relevanceScore
        self.targetContentID = targetContentID
        self.custom = custom
        var aps: [JSONMember] = []
        if let badge { aps.append(JSONMember(key: APSKey.badge, value: .number(JSONNumber(badge)))) }
        if let sound {
            if case .critical(let critical) = sound, let volume = critical.volume, !volume.isFinite {
                throw PayloadValueError.nonFiniteNumber(path: "aps.sound.volume", value: volume)
            }
            aps.append(JSONMember(key: APSKey.sound, value: sound.json))
        }
        if let threadID { aps.append(JSONMember(key: APSKey.threadID, value: .string(threadID))) }
        if let interruptionLevel { aps.append(JSONMember(key: APSKey.interruptionLevel, value: .string(interruptionLevel.rawValue))) }
        if let relevanceScore {
            guard let number = JSONNumber(relevanceScore) else {
                throw PayloadValueError.nonFiniteNumber(path: "aps.relevance-score", value: relevanceScore)
            }
            aps.append(JSONMember(key: APSKey.relevanceScore, value: .number(number)))
        }
        if let targetContentID { aps.append(JSONMember(key: APSKey.targetContentID, value: .string(targetContentID))) }
        var members: [JSONMember] = []
        members.reserveCapacity(custom.count)
        for key in custom.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard key != APNsPayload.apsKey else { throw PayloadValueError.reservedKey(key) }
            if let value = custom[key] { members.append(JSONMember(key: key, value: try value.jsonValue(path: key))) }
        }
        apsMembers = aps.map(EncodedMember.init)
        customMembers = members.map(EncodedMember.init)
        isEmpty = aps.isEmpty && members.isEmpty
    }

    /// `payload` with these extras put in: each `aps` field and custom key replaces the template's
    /// member of the same key (every duplicate of it) and is added after the template's members.
    /// The reference for the fast writer.
    func applied(to payload: APNsPayload) -> APNsPayload {
        guard !isEmpty else { return payload }
        var result = payload
        let apsKeys = Set(apsMembers.map(\.member.key))
        result.aps.object.members.removeAll { apsKeys.contains($0.key) }
        result.aps.object.members.append(contentsOf: apsMembers.map(\.member))
        let customKeys = Set(customMembers.map(\.member.key))
        result.custom.removeAll { customKeys.contains($0.key) }
        result.custom.append(contentsOf: customMembers.map(\.member))
        return result
    }

    /// Whether `key` is an `aps` key these extras set.
    func setsAPSKey(_ key: String) -> Bool {
        apsMembers.contains { $0.member.key == key }
    }

    /// Whether `key` is a custom key these extras set.
    func setsCustomKey(_ key: String) -> Bool {
        customMembers.contains { $0.member.key == key }
    }
}
