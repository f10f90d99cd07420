/// An `apns-id`: the notification's id, a UUID in its canonical text form
/// (`123e4567-e89b-12d3-a456-426655440000`, 8-4-4-4-12 hexadecimal digits).
///
/// APNs returns the id in its response, with the outcome, and makes one when the request has none;
/// a server that sets its own can match responses and logs to its notifications.
public struct APNsID: Sendable, Hashable, CustomStringConvertible {
    /// The id as sent: hexadecimal digits (lowercase when made here), hyphens at the canonical places.
    public let text: String

    /// Reads an id in canonical form, in either case; `nil` for anything else (braces, no hyphens,
    /// other lengths).
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return nil }
        for (index, byte) in bytes.enumerated() {
            if APNsID.hyphens.contains(index) {
                guard byte == UInt8(ascii: "-") else { return nil }
            } else if APNsID.hexValue(byte) == nil {
                return nil
            }
        }
        self.text = text
    }

    /// A new random id (a version 4 UUID), from the system's secure random source.
    public static func random() -> APNsID {
        var generator = SystemRandomNumberGenerator()
        return random(using: &generator)
    }

    /// A new random id (a version 4 UUID) from `generator`.
    public static func random<Generator: RandomNumberGenerator>(using generator: inout Generator) -> APNsID {
        var bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(36)
        for (index, byte) in bytes.enumerated() {
            if [4, 6, 8, 10].contains(index) { text.append(UInt8(ascii: "-")) }
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return APNsID(uncheckedText: String(decoding: text, as: UTF8.self))
    }

    /// The id as sent.
    public var description: String { text }

    private init(uncheckedText text: String) {
        self.text = text
    }

    /// The offsets of the four hyphens.
    private static let hyphens: Set<Int> = [8, 13, 18, 23]

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
