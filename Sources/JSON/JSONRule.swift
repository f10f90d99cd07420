/// The stable rule ids of the findings the JSON reader makes, beside `syntax` (`Diagnostics.RuleID`).
///
/// Ids never change once published. Each comment gives the severity.
public enum JSONRule {
    /// Warning: a JSON object has the same key twice; receivers keep the last one.
    public static let duplicateKey = "json-duplicate-key"
    /// Warning: the file starts with a UTF-8 byte order mark, which RFC 8259 forbids senders to add.
    public static let byteOrderMark = "json-bom"
}
