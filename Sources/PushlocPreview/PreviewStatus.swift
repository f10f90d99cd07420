/// A banner's (or a language's) overall state, from its worst note.
package enum PreviewStatus: String, Sendable, Hashable, Comparable, CaseIterable {
    /// No warnings or errors.
    case clean
    /// At least one warning.
    case warned
    /// At least one error.
    case failing

    /// The status of a list of notes: its worst level.
    package init(notes: [PreviewNote]) {
        switch notes.map(\.level).max() {
        case .error: self = .failing
        case .warning: self = .warned
        case .info, nil: self = .clean
        }
    }

    private var rank: Int {
        switch self {
        case .clean: return 0
        case .warned: return 1
        case .failing: return 2
        }
    }

    /// Orders clean before warned before failing.
    package static func < (lhs: PreviewStatus, rhs: PreviewStatus) -> Bool { lhs.rank < rhs.rank }
}
