import PushlocJSON

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
        aps.reserveCapacity(128)
        var mask: UInt8 = 0
        if let badge {
            PayloadExtras.appendKey(0, to: &aps, mask: &mask)
            aps.append(contentsOf: String(badge).utf8)
        }
        if let sound {
            PayloadExtras.appendKey(1, to: &aps, mask: &mask)
            PayloadExtras.write(sound, into: &aps)
        }
        if let threadID {
            PayloadExtras.appendKey(2, to: &aps, mask: &mask)
            JSONWriter.writeString(threadID, into: &aps)
        }
        if let interruptionLevel {
            PayloadExtras.appendKey(3, to: &aps, mask: &mask)
            JSONWriter.writeString(interruptionLevel.rawValue, into: &aps)
        }
        if let relevanceScore {
            PayloadExtras.appendKey(4, to: &aps, mask: &mask)
            PayloadValue.writeNumber(relevanceScore, into: &aps)
        }
        if let targetContentID {
            PayloadExtras.appendKey(5, to: &aps, mask: &mask)
            JSONWriter.writeString(targetContentID, into: &aps)
        }
        var written: [UInt8] = []
        let keys = PayloadValue.writingOrder(of: custom)
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

    /// `"key":` of ``apsKeys``, written once.
    private static let keyPrefixes: [[UInt8]] = apsKeys.map { key in
        var bytes: [UInt8] = []
        JSONWriter.writeString(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        return bytes
    }

    /// Appends a comma when `aps` has a member already, then `"key":` of key `bit`, and marks it set.
    private static func appendKey(_ bit: Int, to aps: inout [UInt8], mask: inout UInt8) {
        if !aps.isEmpty { aps.append(UInt8(ascii: ",")) }
        aps.append(contentsOf: keyPrefixes[bit])
        mask |= 1 << bit
    }

    /// Writes `sound` as its JSON value would be written (keys critical, name, volume), without building it.
    private static func write(_ sound: APSSound, into output: inout [UInt8]) {
        switch sound {
        case .named(let name):
            JSONWriter.writeString(name, into: &output)
        case .critical(let critical):
            output.append(contentsOf: #"{"critical":"#.utf8)
            output.append(critical.isCritical ? UInt8(ascii: "1") : UInt8(ascii: "0"))
            if let name = critical.name {
                output.append(contentsOf: #","name":"#.utf8)
                JSONWriter.writeString(name, into: &output)
            }
            if let volume = critical.volume {
                output.append(contentsOf: #","volume":"#.utf8)
                PayloadValue.writeNumber(volume, into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
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
