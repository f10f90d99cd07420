/// Why a check session cannot report: a usage or I/O problem (the command line exits 2), such as a
/// folder that does not exist, nothing to check, an unusable `.pushloc.yml` or baseline, or an unknown
/// `--only-rule` id.
public struct CheckSessionError: Error, Sendable, CustomStringConvertible {
    /// What is wrong. The command line prints it after `pushloc: error: `, unless it is located.
    public let message: String
    /// Whether `message` already reads as located diagnostics (`path:line:column: error: ...`, one a
    /// line), which the command line prints as they are, so that each says `error:` once.
    package let isLocated: Bool

    /// Creates an error; `located` says that `message` is already `path:line:column: error: ...` lines.
    package init(_ message: String, located: Bool = false) {
        self.message = message
        self.isLocated = located
    }

    /// The message.
    public var description: String { message }
}
