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
package final class KeptAlertSources: Sendable {
    private struct Entry: Sendable {
        let members: [JSONMember]
        let source: AlertSource
    }

    private struct State: Sendable {
        var entries: [Entry] = []
        /// Where the next entry goes once full.
        var next = 0
    }

    private let state = Mutex(State())
    package static let capacity = 16

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
        state.withLock { state in
            let entry = Entry(members: members, source: made)
            if state.entries.count < Self.capacity {
                state.entries.append(entry)
            } else {
                state.entries[state.next] = entry
                state.next = (state.next + 1) % Self.capacity
            }
        }
        return made
    }

    /// How many templates are kept (for tests).
    package var count: Int { state.withLock { $0.entries.count } }

    /// The address of the members' storage; `nil` for no members (nothing worth keeping).
    private static func address(of members: [JSONMember]) -> UnsafeRawPointer? {
        guard !members.isEmpty else { return nil }
        return members.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } }
    }
}
