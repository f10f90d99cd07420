/// A JSON object that keeps its members in source order, duplicates included.
///
/// Lookups follow the receivers (Foundation's `JSONSerialization`, APNs): with a duplicate key,
/// the last member wins. The parser reports duplicates as warnings; ``duplicateKeys`` lists them.
public struct JSONObject: Sendable, Hashable {
    /// The members, in source order.
    public var members: [JSONMember]

    /// Creates an object from members, kept in the given order.
    public init(_ members: [JSONMember] = []) {
        self.members = members
    }

    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The keys, in order, duplicates included.
    public var keys: [String] { members.map(\.key) }

    /// Keys that occur more than once, each listed once, in order of their second occurrence.
    public var duplicateKeys: [String] {
        var seen = Set<String>()
        var duplicates: [String] = []
        for member in members where !seen.insert(member.key).inserted {
            if !duplicates.contains(member.key) { duplicates.append(member.key) }
        }
        return duplicates
    }

    /// The index of the member that a lookup of `key` uses: the last one with that key.
    public func lastIndex(ofKey key: String) -> Int? {
        members.lastIndex { $0.key == key }
    }

    /// Whether a member has this key.
    public func contains(key: String) -> Bool {
        members.contains { $0.key == key }
    }

    /// The value of the last member with `key`.
    ///
    /// Setting a value replaces the last member with that key in place (and removes earlier
    /// duplicates), or appends a member. Setting `nil` removes every member with that key.
    public subscript(key: String) -> JSONValue? {
        get {
            // Backwards: the last member wins, and small objects make this a short scan.
            var index = members.count
            while index > 0 {
                index -= 1
                if members[index].key == key { return members[index].value }
            }
            return nil
        }
        set {
            guard let newValue else {
                members.removeAll { $0.key == key }
                return
            }
            if let last = lastIndex(ofKey: key) {
                members[last].value = newValue
                if members[..<last].contains(where: { $0.key == key }) {
                    var kept: [JSONMember] = []
                    kept.reserveCapacity(members.count)
                    for (index, member) in members.enumerated() where member.key != key || index == last {
                        kept.append(member)
                    }
                    members = kept
                }
            } else {
                members.append(JSONMember(key: key, value: newValue))
            }
        }
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// An object literal; the members keep the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.map { JSONMember(key: $0.0, value: $0.1) })
    }
}
