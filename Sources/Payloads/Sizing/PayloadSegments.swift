/// The bytes of a per-locale payload around its alert: `{"aps":{` with the `aps` members before
/// `alert`, the members after it, and `}` closing `aps` with the custom members and the final `}`.
/// A template has one set for itself; a request with ``PayloadExtras`` gets its own, joined from the
/// template's members (written once) and the extras' (written when they were made).
struct PayloadSegments: Sendable {
    /// `{"aps":{` and the `aps` members before `alert`, joined with commas.
    let head: [UInt8]
    let hasMembersBefore: Bool
    /// The `aps` members after `alert` (all of them when the template has no alert), joined with commas.
    let tail: [UInt8]
    let hasMembersAfter: Bool
    /// `}` closing `aps`, then `,"key":value` for each custom key, then `}`.
    let footer: [UInt8]

    /// Joins the template's members with `extras`: an `aps` field or custom key the extras set
    /// replaces the template's, and the extras' members follow the template's.
    init(aps: [(key: String, bytes: [UInt8], beforeAlert: Bool)], custom: [(key: String, bytes: [UInt8])], extras: PayloadExtras) {
        var head = Array(#"{"aps":{"#.utf8)
        var tail: [UInt8] = []
        var before = false
        var after = false
        for member in aps where extras.isEmpty || !extras.setsAPSKey(member.key) {
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
        for member in extras.apsMembers {
            if after { tail.append(UInt8(ascii: ",")) }
            tail.append(contentsOf: member.bytes)
            after = true
        }
        var footer: [UInt8] = [UInt8(ascii: "}")]
        for member in custom where extras.isEmpty || !extras.setsCustomKey(member.key) {
            footer.append(UInt8(ascii: ","))
            footer.append(contentsOf: member.bytes)
        }
        for member in extras.customMembers {
            footer.append(UInt8(ascii: ","))
            footer.append(contentsOf: member.bytes)
        }
        footer.append(UInt8(ascii: "}"))
        self.head = head
        self.tail = tail
        self.footer = footer
        hasMembersBefore = before
        hasMembersAfter = after
    }

    /// The size of everything but the `alert` value, and of `"alert":` and its comma when `hasAlert`.
    func byteCountWithoutAlert(hasAlert: Bool) -> Int {
        var size = head.count + footer.count
        if hasAlert { size += (hasMembersBefore ? 1 : 0) + 8 }
        if hasMembersAfter { size += (hasMembersBefore || hasAlert ? 1 : 0) + tail.count }
        return size
    }
}
