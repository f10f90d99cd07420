/// The bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): the
/// characters a Trojan-source translation uses to make `fdp.exe` display as `exe.pdf`. The check
/// and the preview decide with this one range.
public enum BidiControls {
    /// Whether `scalar` is one of the controls.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
