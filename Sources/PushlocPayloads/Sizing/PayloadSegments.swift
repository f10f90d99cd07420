import PushlocJSON

/// The bytes of a per-locale payload around its alert: `{"aps":{` with the `aps` members before
/// `alert`, the members after it, the request's `aps` members, `}` closing `aps`, the custom members,
/// the request's custom members and the final `}`.
///
/// A template has one set for itself. A request with ``PayloadExtras`` shares the template's arrays
/// and adds the extras' bytes (written when the extras were made); only a part in which the extras
/// replace a template's member is joined again, from the template's members written once.
///
/// A final class: the hot path passes one reference instead of retaining each of its arrays.
final class PayloadSegments: Sendable {
    /// `{"aps":{` and the `aps` members before `alert`, joined with commas.
    let head: [UInt8]
    let hasMembersBefore: Bool
    /// The template's `aps` members after `alert` (all of them when it has no alert), joined with commas.
    let tail: [UInt8]
    let hasMembersAfter: Bool
    /// The request's `aps` members, joined with commas (empty when none).
    let extraAPS: [UInt8]
    /// `,"key":value` for each of the template's custom members, then for each of the request's.
    let custom: [UInt8]
    let extraCustom: [UInt8]

    /// A template's members; `without` the `aps` and custom keys a request replaces.
    /// `aps` are `"key":value` with whether the member comes before `alert`; `custom` are `,"key":value`.
    convenience init(
        aps: [(key: String, bytes: [UInt8], beforeAlert: Bool)], custom: [(key: String, bytes: [UInt8])],
        dropping extras: PayloadExtras = .none
    ) {
        var head = Array(#"{"aps":{"#.utf8)
        var tail: [UInt8] = []
        var before = false
        var after = false
        for member in aps where extras.apsKeyMask == 0 || !extras.setsAPSKey(member.key) {
            if member.beforeAlert {
                if before { head.append(UInt8(ascii: ",")) }
                head.append(contentsOf: member.bytes)
                before = true
            } else {
                if after { tail.append(UInt8(ascii: ",")) }
                tail.append(contentsOf: member.bytes)
                after = true
            }
        }
        var written: [UInt8] = []
        for member in custom where extras.customKeys.isEmpty || !extras.customKeys.contains(member.key) {
            written.append(contentsOf: member.bytes)
        }
        self.init(head: head, before: before, tail: tail, after: after, extraAPS: extras.apsBytes, custom: written, extraCustom: extras.customBytes)
    }

    init(head: [UInt8], before: Bool, tail: [UInt8], after: Bool, extraAPS: [UInt8], custom: [UInt8], extraCustom: [UInt8]) {
        self.head = head
        hasMembersBefore = before
        self.tail = tail
        hasMembersAfter = after
        self.extraAPS = extraAPS
        self.custom = custom
        self.extraCustom = extraCustom
    }

    /// These segments with a request's `aps` and custom members added (the extras replace none of ours).
    func adding(_ extras: PayloadExtras) -> PayloadSegments {
        PayloadSegments(
            head: head, before: hasMembersBefore, tail: tail, after: hasMembersAfter, extraAPS: extras.apsBytes, custom: custom,
            extraCustom: extras.customBytes)
    }

    /// These segments with the custom members replaced (`aps` kept).
    func replacingCustom(_ custom: [UInt8], extraCustom: [UInt8], extraAPS: [UInt8]) -> PayloadSegments {
        PayloadSegments(
            head: head, before: hasMembersBefore, tail: tail, after: hasMembersAfter, extraAPS: extraAPS, custom: custom, extraCustom: extraCustom)
    }

    /// The size of everything but the `alert` value, and of `"alert":` and its comma when `hasAlert`.
    func byteCountWithoutAlert(hasAlert: Bool) -> Int {
        var size = head.count + 2 + custom.count + extraCustom.count
        if hasAlert { size += (hasMembersBefore ? 1 : 0) + 8 }
        if hasMembersAfter { size += (hasMembersBefore || hasAlert ? 1 : 0) + tail.count }
        if !extraAPS.isEmpty { size += (hasMembersBefore || hasAlert || hasMembersAfter ? 1 : 0) + extraAPS.count }
        return size
    }

    /// Writes the payload: the segments, with the alert written by `alert` in its place.
    @inline(__always)
    func write(hasAlert: Bool, into cursor: inout ByteCursor, alert: (inout ByteCursor) -> Void) {
        cursor.append(head)
        if hasAlert {
            if hasMembersBefore { cursor.append(UInt8(ascii: ",")) }
            cursor.append(#""alert":"#)
            alert(&cursor)
        }
        if hasMembersAfter {
            if hasMembersBefore || hasAlert { cursor.append(UInt8(ascii: ",")) }
            cursor.append(tail)
        }
        if !extraAPS.isEmpty {
            if hasMembersBefore || hasAlert || hasMembersAfter { cursor.append(UInt8(ascii: ",")) }
            cursor.append(extraAPS)
        }
        cursor.append(UInt8(ascii: "}"))
        if !custom.isEmpty { cursor.append(custom) }
        if !extraCustom.isEmpty { cursor.append(extraCustom) }
        cursor.append(UInt8(ascii: "}"))
    }
}
