/// How much of a `.strings` table the device loads, as Apple's old-style property list parser reads it.
///
/// pushloc's parser reads past every error so that one typo cannot hide the rest of the file; the
/// device does not. At an error (a missing `;` or `=`, an unterminated string, text after the closing
/// `}`) CoreFoundation's parser fails and the bundle loads none of the table's strings; at a token that
/// cannot start a key (a stray `#`, a doubled `;`) it stops without an error and keeps the entries
/// before it. Whichever of the two it meets first decides.
public enum StringsDeviceLoad: Sendable, Hashable {
    /// Every entry loads.
    case all
    /// Only the first this many entries load: the parser stopped silently after them.
    case firstEntries(Int)
    /// No entry loads: the parser rejects the file.
    case none

    /// How many of `count` entries in file order load.
    public func loadedCount(of count: Int) -> Int {
        switch self {
        case .all: count
        case .firstEntries(let first): min(first, count)
        case .none: 0
        }
    }
}

/// Where the device's parser stops reading a `.strings` table, and at what.
public struct StringsDeviceStop: Sendable, Hashable {
    /// The line of the token it stops at (1-based).
    public var line: Int
    /// Its column (1-based, in Unicode scalars).
    public var column: Int
    /// The token, for a message: `';;'` for a doubled semicolon, `'#'`, `U+00A0`.
    public var token: String
    /// Whether the parser rejects the whole file there (``StringsDeviceLoad/none``) rather than
    /// keeping the entries before it.
    public var rejectsFile: Bool

    /// Creates a stop.
    public init(line: Int, column: Int, token: String, rejectsFile: Bool) {
        self.line = line
        self.column = column
        self.token = token
        self.rejectsFile = rejectsFile
    }
}
