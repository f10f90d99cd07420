#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushlocStringsFile

/// A generated Swift accessor that formats every string it returns, read as text (never compiled or
/// run): SwiftGen's `tr(_ table: String, _ key: String, _ args: CVarArg...)`, whose body calls
/// `String(format: format, locale: Locale.current, arguments: args)` even when `args` is empty, and
/// the tables its calls name (`L10n.tr("Localizable", "allowed")`).
struct SwiftGenAccessor: Equatable {
    /// SwiftGen's default table, for an accessor whose calls name none.
    static let defaultTable = "Localizable"
    /// The largest file read: a generated accessor of tens of thousands of keys is a few megabytes.
    static let sizeLimit = 16 << 20

    /// The tables the accessor's calls name.
    var tables: Set<String>

    /// The accessor of the Swift file at `path`, or `nil` when it has no `tr(…)` that formats.
    init?(path: String) {
        guard let bytes = FileBytes.readIfPresent(atPath: path), bytes.count < Self.sizeLimit else { return nil }
        self.init(bytes: bytes)
    }

    /// The accessor in the Swift source `text`, or `nil` when it has no `tr(…)` that formats.
    init?(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// The accessor in the Swift source `bytes` (UTF-8; what is searched for is ASCII, so a file that is
    /// not valid UTF-8 is searched as it is), or `nil` when it has no `tr(…)` that formats.
    init?(bytes: [UInt8]) {
        guard let declaration = Self.find("func tr(", in: bytes, from: 0),
              let body = Self.body(after: declaration, in: bytes),
              let format = Self.find("String(format:", in: bytes, from: body.lowerBound),
              format + StaticString("String(format:").utf8CodeUnitCount <= body.upperBound else { return nil }
        // The accessor's first parameter is the table, and each call names it: `tr("Localizable", …`.
        var tables = Set<String>()
        var index = 0
        let call: StaticString = "tr(\""
        while let found = Self.find(call, in: bytes, from: index) {
            index = found + call.utf8CodeUnitCount
            if found > 0, Self.isIdentifier(bytes[found - 1]) { continue }
            guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "\"")), close > index, close - index < 256 else { continue }
            tables.insert(String(decoding: bytes[index..<close], as: UTF8.self))
        }
        self.tables = tables.isEmpty ? [Self.defaultTable] : tables
    }

    /// The range of the body (between its braces) of the function declared at `start`.
    private static func body(after start: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard let open = bytes[start...].firstIndex(of: UInt8(ascii: "{")) else { return nil }
        var depth = 0
        for index in open..<bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return (open + 1)..<index }
            default: break
            }
        }
        return nil
    }

    /// The first offset at or after `start` where `needle` is in `bytes`. A generated accessor is a few
    /// megabytes of Swift that every check of such an app searches: each candidate is found with the C
    /// library's `memchr` (vector speed) and confirmed with `memcmp`.
    private static func find(_ needle: StaticString, in bytes: [UInt8], from start: Int) -> Int? {
        guard start >= 0, start < bytes.count else { return nil }
        return bytes.withUnsafeBytes { haystack in
            needle.withUTF8Buffer { wanted in
                guard let base = haystack.baseAddress, let pattern = wanted.baseAddress, let first = wanted.first else { return nil }
                var offset = start
                while haystack.count - offset >= wanted.count,
                      let found = memchr(base + offset, Int32(first), haystack.count - offset - wanted.count + 1) {
                    let at = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(found, pattern, wanted.count) == 0 { return at }
                    offset = at + 1
                }
                return nil
            }
        }
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
