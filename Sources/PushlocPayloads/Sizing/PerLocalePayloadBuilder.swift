import PushlocJSON
/// Builds the per-locale payload: the template with one language's text put in directly.
///
/// - `aps` comes first, then the custom keys in template order.
/// - In `aps` the members keep template order; `alert` gets the text as `title`, `subtitle`,
///   `body` (in that order, each only when the text has it), followed by the alert's other members
///   in template order (`launch-image`, `summary-arg`...).
/// - The loc keys (`title-loc-key`, `title-loc-args`, `subtitle-loc-key`, `subtitle-loc-args`,
///   `loc-key`, `loc-args`) are removed, since the text is already localised. `action-loc-key` is
///   removed too: it is a key into the app's table that the device would resolve in its own language,
///   possibly not the one the server chose, and modern iOS ignores it for banners. There is no APNs
///   key to send the action button's text directly; ``PayloadLocalizer`` reports it for previews.
/// - An alert the template gave as a plain string stays a string while the text has only a body.
/// - An alert left with no members is dropped. A template without `alert` gets one (first in `aps`)
///   when the text is not empty.
/// - Duplicate keys collapse to the member receivers use (the last), at its position.
public enum PerLocalePayloadBuilder {
    /// The per-locale payload as a JSON value.
    public static func json(_ payload: APNsPayload, text: LocalizedAlertText) -> JSONValue {
        var aps: [JSONMember] = []
        aps.reserveCapacity(payload.aps.object.members.count + 1)
        let apsMembers = payload.aps.object.members
        let apsKeep = survivors(apsMembers)
        var hasAlert = false
        for (index, member) in apsMembers.enumerated() where apsKeep?[index] ?? true {
            if member.key == APSKey.alert {
                hasAlert = true
                if let alert = alertValue(member.value, text: text) {
                    aps.append(JSONMember(key: APSKey.alert, value: alert))
                }
            } else {
                aps.append(member)
            }
        }
        if !hasAlert && !text.isEmpty, let alert = alertValue(.object(JSONObject()), text: text) {
            aps.insert(JSONMember(key: APSKey.alert, value: alert), at: 0)
        }
        var root: [JSONMember] = []
        root.reserveCapacity(payload.custom.count + 1)
        root.append(JSONMember(key: APNsPayload.apsKey, value: .object(JSONObject(aps))))
        let customKeep = survivors(payload.custom)
        for (index, member) in payload.custom.enumerated() where customKeep?[index] ?? true {
            root.append(member)
        }
        return .object(JSONObject(root))
    }

    /// The per-locale payload as compact JSON bytes, without any size check (see ``PayloadFitter``).
    public static func bytes(_ payload: APNsPayload, text: LocalizedAlertText) -> [UInt8] {
        JSONWriter.serialize(json(payload, text: text))
    }

    /// The new `alert` value, or `nil` when nothing is left in it.
    private static func alertValue(_ template: JSONValue, text: LocalizedAlertText) -> JSONValue? {
        guard case .object(let object) = template else {
            // A plain-string alert (or an invalid one, which the validator reports): text only.
            if text.title == nil && text.subtitle == nil {
                return text.body.map(JSONValue.string)
            }
            return .object(JSONObject(textMembers(text)))
        }
        var members = textMembers(text)
        members.append(contentsOf: keptAlertMembers(object))
        return members.isEmpty ? nil : .object(JSONObject(members))
    }

    /// The members of a template alert that stay beside the text, in order.
    static func keptAlertMembers(_ object: JSONObject) -> [JSONMember] {
        var members: [JSONMember] = []
        let keep = survivors(object.members)
        for (index, member) in object.members.enumerated() where keep?[index] ?? true {
            switch member.key {
            case APSAlertKey.title, APSAlertKey.subtitle, APSAlertKey.body,
                 APSAlertKey.titleLocKey, APSAlertKey.titleLocArgs, APSAlertKey.subtitleLocKey,
                 APSAlertKey.subtitleLocArgs, APSAlertKey.locKey, APSAlertKey.locArgs, APSAlertKey.actionLocKey:
                continue
            default:
                members.append(member)
            }
        }
        return members
    }

    private static func textMembers(_ text: LocalizedAlertText) -> [JSONMember] {
        var members: [JSONMember] = []
        members.reserveCapacity(4)
        if let title = text.title { members.append(JSONMember(key: APSAlertKey.title, value: .string(title))) }
        if let subtitle = text.subtitle { members.append(JSONMember(key: APSAlertKey.subtitle, value: .string(subtitle))) }
        if let body = text.body { members.append(JSONMember(key: APSAlertKey.body, value: .string(body))) }
        return members
    }

    /// For members with duplicate keys, which to keep (the last of each key); `nil` when all are kept.
    static func survivors(_ members: [JSONMember]) -> [Bool]? {
        guard members.count > 1 else { return nil }
        if members.count <= 16 {
            var keep: [Bool]?
            for index in members.indices {
                let key = members[index].key
                var later = index + 1
                while later < members.count {
                    if members[later].key == key {
                        if keep == nil { keep = Array(repeating: true, count: members.count) }
                        keep?[index] = false
                        break
                    }
                    later += 1
                }
            }
            return keep
        }
        var seen = Set<String>()
        var keep = Array(repeating: true, count: members.count)
        var any = false
        for index in members.indices.reversed() where !seen.insert(members[index].key).inserted {
            keep[index] = false
            any = true
        }
        return any ? keep : nil
    }
}
