import Foundation

/// The encoding an XML property list names in its declaration (`<?xml version="1.0"
/// encoding="ISO-8859-1"?>`), and its text decoded as CoreFoundation decodes it.
///
/// CoreFoundation's XML reader honours the declaration: Foundation on this machine (the same CF code)
/// reads a table declared `ISO-8859-1` whose bytes hold `caf\u{E9}` as "café", `windows-1252`'s 0x80
/// as "€", and `us-ascii`'s bytes over 0x7F as Latin-1; an encoding it does not know is an error
/// ("Encountered unknown encoding"). A file without a declaration, or declaring UTF-8, is UTF-8.
enum XMLDeclaredEncoding {
    /// How the declared text decodes.
    enum Decoded {
        /// The text as UTF-8 bytes, with the encoding's name as declared.
        case text([UInt8], name: String)
        /// The declaration names an encoding CoreFoundation does not know.
        case unknown(name: String)
        /// The bytes are not text in the declared encoding.
        case undecodable(name: String)
    }

    /// The encodings, by lowercased IANA name, that are decoded here; UTF-8's names are absent.
    private static let known: [String: String.Encoding] = [
        "iso-8859-1": .isoLatin1, "iso_8859-1": .isoLatin1, "latin1": .isoLatin1, "l1": .isoLatin1,
        "us-ascii": .isoLatin1, "ascii": .isoLatin1,
        "iso-8859-2": .isoLatin2, "latin2": .isoLatin2,
        "windows-1250": .windowsCP1250, "windows-1251": .windowsCP1251, "windows-1252": .windowsCP1252,
        "windows-1253": .windowsCP1253, "windows-1254": .windowsCP1254,
        "shift_jis": .shiftJIS, "euc-jp": .japaneseEUC, "iso-2022-jp": .iso2022JP,
    ]

    /// `text` decoded as its declaration says, or `nil` when it declares no encoding or UTF-8.
    /// `text` is the file after any byte order mark.
    static func decode(_ text: UnsafeBufferPointer<UInt8>) -> Decoded? {
        guard let name = declaredName(in: text) else { return nil }
        let lowercased = name.lowercased()
        if lowercased == "utf-8" || lowercased == "utf8" { return nil }
        guard let encoding = known[lowercased] else { return .unknown(name: name) }
        guard let decoded = String(bytes: text, encoding: encoding) else { return .undecodable(name: name) }
        return .text(Array(decoded.utf8), name: name)
    }

    /// The value of the `encoding` attribute of an XML declaration at the start of `text` (after
    /// whitespace), read in its ASCII bytes.
    static func declaredName(in text: UnsafeBufferPointer<UInt8>) -> String? {
        guard let start = PropertyListForm.firstContent(of: text), text[start...].starts(with: "<?xml".utf8) else { return nil }
        let declarationEnd = text[start...].firstIndex(of: UInt8(ascii: ">")) ?? text.count
        let declaration = Array(text[start..<declarationEnd])
        let attribute = Array("encoding".utf8)
        guard let at = declaration.indices.first(where: { declaration[$0...].starts(with: attribute) }) else { return nil }
        var index = at + attribute.count
        while index < declaration.count, declaration[index] == UInt8(ascii: " ") || declaration[index] == UInt8(ascii: "=") { index += 1 }
        guard index < declaration.count, declaration[index] == UInt8(ascii: "\"") || declaration[index] == UInt8(ascii: "'") else { return nil }
        let quote = declaration[index]
        guard let close = declaration[(index + 1)...].firstIndex(of: quote) else { return nil }
        let name = declaration[(index + 1)..<close]
        guard !name.isEmpty, name.allSatisfy({ $0 < 0x80 }) else { return nil }
        return String(decoding: name, as: UTF8.self)
    }
}
