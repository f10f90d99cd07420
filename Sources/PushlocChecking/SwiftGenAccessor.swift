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
        guard let bytes = try? FileBytes.read(atPath: path), bytes.count < Self.sizeLimit else { return nil }
        self.init(text: String(decoding: bytes, as: UTF8.self))
    }

    /// The accessor in the Swift source `text`, or `nil` when it has no `tr(…)` that formats.
    init?(text: String) {
        let bytes = Array(text.utf8)
        guard let declaration = Self.find(Array("func tr(".utf8), in: bytes, from: 0),
              let body = Self.body(after: declaration, in: bytes),
              Self.find(Array("String(format:".utf8), in: bytes[body], from: body.lowerBound) != nil else { return nil }
        // The accessor's first parameter is the table, and each call names it: `tr("Localizable", …`.
        var tables = Set<String>()
        var index = 0
        let call = Array("tr(\"".utf8)
        while let found = Self.find(call, in: bytes, from: index) {
            index = found + call.count
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

    /// The first offset at or after `start` where `needle` is in `bytes`.
    private static func find<Bytes: RandomAccessCollection<UInt8>>(_ needle: [UInt8], in bytes: Bytes, from start: Int) -> Int?
    where Bytes.Index == Int {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = max(start, bytes.startIndex)
        let last = bytes.endIndex - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
