/// The bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): the
/// characters a Trojan-source translation uses to make `fdp.exe` display as `exe.pdf`. The check
/// and the preview decide with this one range.
public enum BidiControls {
    /// Whether `scalar` is one of the controls.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        ranges.contains { $0.contains(scalar.value) }
    }

    /// The controls' scalar values: embeddings and overrides (U+202A...U+202E) and isolates
    /// (U+2066...U+2069), all encoded E2 80 xx or E2 81 xx.
    public static let ranges: [ClosedRange<UInt32>] = [0x202A...0x202E, 0x2066...0x2069]
}
