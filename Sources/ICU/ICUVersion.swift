import CICUShim

/// Facts about the system ICU that pushloc is linked against.
public enum ICUVersion {
    /// The version of the system ICU, for example `"72.1"`.
    public static var string: String {
        var buffer = [CChar](repeating: 0, count: 32)
        let length = plicu_version(&buffer, Int32(buffer.count))
        guard length > 0 else { return "unknown" }
        return String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
