import PushlocJSON
import Synchronization

/// The alerts of the templates rendered last, each read out of its JSON once (``AlertSource``): a
/// server renders the same few templates over and over, and reading a template's alert builds its
/// `loc-args` arrays.
///
/// A template is known by the storage of its `aps` members: the kept entry holds that storage, so while
/// it is kept no other array can have the same address, and it cannot change (a change to a shared
/// array copies it first). A payload with the same storage is therefore the same `aps`, member for
/// member. Holds at most ``capacity`` templates, replaced oldest first. Safe to use from many threads at
/// once (a lock around the entries).
///
/// Each kept template also keeps, per language it was rendered in, the strings its loc keys find there
/// (``KeptAlertStrings``), at most ``languageLimit`` languages a template: a language is named by a
/// small number that its caller gives it for the life of this value (a localizer's copy of the table).
package final class KeptAlertSources: Sendable {
    private struct Entry: Sendable {
        let members: [JSONMember]
        let source: AlertSource
        /// Indexed by the language's number; grown as languages come.
        var languages: [KeptAlertStrings?] = []
    }

    private struct State: Sendable {
        var entries: [Entry] = []
        /// Where the next entry goes once full.
        var next = 0
    }

    private let state = Mutex(State())
    package static let capacity = 16
    /// The most languages kept per template (a language numbered at or above it is found every time).
    package static let languageLimit = 1024

    package init() {}

    /// What ``AlertSource/init(_:)`` reads from `payload`, read once per kept template.
    func source(of payload: APNsPayload) -> AlertSource {
        let members = payload.aps.object.members
        guard let address = Self.address(of: members) else { return AlertSource(payload) }
        let kept = state.withLock { state in
            state.entries.first { Self.address(of: $0.members) == address && $0.members.count == members.count }?.source
        }
        if let kept { return kept }
        let made = AlertSource(payload)
        keep(Entry(members: members, source: made))
        return made
    }

    /// What ``AlertSource/init(_:)`` reads from `payload`, and the strings its loc keys find in the
    /// language numbered `slot` (named `language`), both kept: `make` finds the strings the first time.
    /// The strings are `nil` when `payload` is not kept (it has no `aps` members).
    func strings(
        of payload: APNsPayload, language: String, slot: Int, make: (AlertSource) -> KeptAlertStrings
    ) -> (source: AlertSource, strings: KeptAlertStrings?) {
        let members = payload.aps.object.members
        guard let address = Self.address(of: members) else { return (AlertSource(payload), nil) }
        let count = members.count
        let kept: (source: AlertSource?, strings: KeptAlertStrings?) = state.withLock { state in
            guard let entry = state.entries.first(where: { Self.address(of: $0.members) == address && $0.members.count == count }) else {
                return (nil, nil)
            }
            return (entry.source, entry.languages.indices.contains(slot) ? entry.languages[slot] : nil)
        }
        if let source = kept.source, let strings = kept.strings, strings.language == language { return (source, strings) }
        let source = kept.source ?? AlertSource(payload)
        let strings = make(source)
        guard slot >= 0, slot < Self.languageLimit else {
            if kept.source == nil { keep(Entry(members: members, source: source)) }
            return (source, strings)
        }
        state.withLock { state in
            if let index = state.entries.firstIndex(where: { Self.address(of: $0.members) == address && $0.members.count == count }) {
                if state.entries[index].languages.count <= slot {
                    state.entries[index].languages += Array(repeating: nil, count: slot + 1 - state.entries[index].languages.count)
                }
                state.entries[index].languages[slot] = strings
            } else {
                var entry = Entry(members: members, source: source)
                entry.languages = Array(repeating: nil, count: slot + 1)
                entry.languages[slot] = strings
                Self.keep(entry, in: &state)
            }
        }
        return (source, strings)
    }

    /// Keeps `entry`, replacing the oldest when full.
    private func keep(_ entry: Entry) {
        state.withLock { Self.keep(entry, in: &$0) }
    }

    private static func keep(_ entry: Entry, in state: inout State) {
        if state.entries.count < capacity {
            state.entries.append(entry)
        } else {
            state.entries[state.next] = entry
            state.next = (state.next + 1) % capacity
        }
    }

    /// How many templates are kept (for tests).
    package var count: Int { state.withLock { $0.entries.count } }

    /// The address of the members' storage; `nil` for no members (nothing worth keeping).
    private static func address(of members: [JSONMember]) -> UnsafeRawPointer? {
        guard !members.isEmpty else { return nil }
        return members.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } }
    }
}
