import PushlocPayloads
import PushlocJSON
/// A media attachment of a devtodev notification (iOS 10+): `{"type": "image", "url": "https://..."}`.
public struct DevtodevAttachment: Sendable, Hashable {
    /// The kinds of media devtodev attaches.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An image or GIF.
        case image
        /// An audio file.
        case audio
        /// A video.
        case video
    }

    /// `type`, as written.
    public var type: String?
    /// `url`, as written; iOS downloads attachments over https only.
    public var url: String?

    /// Creates an attachment.
    public init(type: String?, url: String?) {
        self.type = type
        self.url = url
    }

    /// Reads an attachment object; `nil` for another JSON type.
    public init?(json: JSONValue) {
        guard let object = json.objectValue else { return nil }
        self.init(type: object[DevtodevNestedKey.type]?.stringValue, url: object[DevtodevNestedKey.url]?.stringValue)
    }

    /// The kind, when `type` is one devtodev knows.
    public var kind: Kind? { type.flatMap(Kind.init(rawValue:)) }

    /// Whether `url` is an `https` URL with a host.
    public var hasSecureURL: Bool { url.map(Self.isSecureURL) ?? false }

    /// Whether `text` is `https://` followed by a host (scheme matched without case).
    public static func isSecureURL(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        let scheme = "https://"
        guard scalars.count > scheme.unicodeScalars.count,
              String(String.UnicodeScalarView(scalars.prefix(scheme.unicodeScalars.count))).lowercased() == scheme else { return false }
        let host = scalars.dropFirst(scheme.unicodeScalars.count)
        guard let first = host.first, first != "/", first != "?", first != "#" else { return false }
        return !host.contains { $0 == " " || $0.properties.generalCategory == .control }
    }
}
