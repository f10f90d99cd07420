import JSON

/// The `aps` fields and custom keys one request adds to a template's payload: a user's badge, a
/// thread, a sound, custom data. A producer built once from a template takes them per request, so a
/// server needs no template per combination of them.
///
/// A field given here replaces the template's field of the same key; a custom key replaces the
/// template's custom key of the same name. The values are checked and written as JSON when the extras
/// are made, so producing a payload with them only copies bytes.
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

    /// The `aps` members, in Apple's documented order, as `"key":value` joined with commas (empty when none).
    let apsBytes: [UInt8]
    /// The custom members, in byte order of their keys, each as `,"key":value`.
    let customBytes: [UInt8]
    /// Which of ``PayloadExtras/apsKeys`` are set, one bit each.
    let apsKeyMask: UInt8
    /// The custom keys, in the order written.
    let customKeys: [String]
    /// Whether there is nothing to add.
    let isEmpty: Bool

    /// The `aps` keys extras can set, in the order they are written; bit `i` of a mask is key `i`.
    static let apsKeys = [APSKey.badge, APSKey.sound, APSKey.threadID, APSKey.interruptionLevel, APSKey.relevanceScore, APSKey.targetContentID]

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
        apsBytes = []
        customBytes = []
        apsKeyMask = 0
        customKeys = []
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
        if case .critical(let critical)? = sound, let volume = critical.volume, !volume.isFinite {
            throw PayloadValueError.nonFiniteNumber(path: "aps.sound.volume", value: volume)
        }
        if let relevanceScore, !relevanceScore.isFinite {
            throw PayloadValueError.nonFiniteNumber(path: "aps.relevance-score", value: relevanceScore)
        }
        var aps: [UInt8] = []
        var mask: UInt8 = 0
        func member(_ bit: Int, _ write: (inout [UInt8]) -> Void) {
            if !aps.isEmpty { aps.append(UInt8(ascii: ",")) }
            JSONWriter.writeString(PayloadExtras.apsKeys[bit], into: &aps)
            aps.append(UInt8(ascii: ":"))
            write(&aps)
            mask |= 1 << bit
        }
        if let badge { member(0) { $0.append(contentsOf: String(badge).utf8) } }
        if let sound { member(1) { JSONWriter.write(sound.json, into: &$0) } }
        if let threadID { member(2) { JSONWriter.writeString(threadID, into: &$0) } }
        if let interruptionLevel { member(3) { JSONWriter.writeString(interruptionLevel.rawValue, into: &$0) } }
        if let relevanceScore { member(4) { PayloadValue.writeNumber(relevanceScore, into: &$0) } }
        if let targetContentID { member(5) { JSONWriter.writeString(targetContentID, into: &$0) } }
        var written: [UInt8] = []
        let keys = custom.count > 1 ? custom.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } : Array(custom.keys)
        for key in keys {
            guard key != APNsPayload.apsKey else { throw PayloadValueError.reservedKey(key) }
            guard let value = custom[key] else { continue }
            written.append(UInt8(ascii: ","))
            JSONWriter.writeString(key, into: &written)
            written.append(UInt8(ascii: ":"))
            try value.write(into: &written, path: key)
        }
        apsBytes = aps
        customBytes = written
        apsKeyMask = mask
        customKeys = keys
        isEmpty = aps.isEmpty && keys.isEmpty
    }

    /// Whether these extras set the `aps` key `key`.
    func setsAPSKey(_ key: String) -> Bool {
        guard let bit = PayloadExtras.apsKeys.firstIndex(of: key) else { return false }
        return apsKeyMask & (1 << bit) != 0
    }

    /// `payload` with these extras put in: each `aps` field and custom key replaces the template's
    /// member of the same key (every duplicate of it) and is added after the template's members.
    /// The reference for the fast writer (it builds JSON values; the fast writer copies bytes).
    func applied(to payload: APNsPayload) -> APNsPayload {
        guard !isEmpty else { return payload }
        var result = payload
        var aps: [JSONMember] = []
        if let badge { aps.append(JSONMember(key: APSKey.badge, value: .number(JSONNumber(badge)))) }
        if let sound { aps.append(JSONMember(key: APSKey.sound, value: sound.json)) }
        if let threadID { aps.append(JSONMember(key: APSKey.threadID, value: .string(threadID))) }
        if let interruptionLevel { aps.append(JSONMember(key: APSKey.interruptionLevel, value: .string(interruptionLevel.rawValue))) }
        if let relevanceScore, let number = JSONNumber(relevanceScore) { aps.append(JSONMember(key: APSKey.relevanceScore, value: .number(number))) }
        if let targetContentID { aps.append(JSONMember(key: APSKey.targetContentID, value: .string(targetContentID))) }
        let apsKeys = Set(aps.map(\.key))
        result.aps.object.members.removeAll { apsKeys.contains($0.key) }
        result.aps.object.members.append(contentsOf: aps)
        let customKeys = Set(self.customKeys)
        result.custom.removeAll { customKeys.contains($0.key) }
        for key in self.customKeys {
            if let value = custom[key], let json = try? value.jsonValue(path: key) { result.custom.append(JSONMember(key: key, value: json)) }
        }
        return result
    }
}
