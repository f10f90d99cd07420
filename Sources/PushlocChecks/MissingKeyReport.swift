/// How `missing-key` and `extra-key` findings are reported.
public enum MissingKeyReport: String, Sendable, Hashable, CaseIterable {
    /// One finding per bundle, table and language, with the count and every key (the default).
    case grouped
    /// One finding per key.
    case each
    /// None (the coverage table still counts them).
    case off
}
