/// Why a check session cannot report: a usage or I/O problem (the command line exits 2), such as a
/// folder that does not exist, nothing to check, an unusable `.pushloc.yml` or baseline, or an unknown
/// `--only-rule` id.
package struct CheckSessionError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, as the command line prints it after `pushloc: error: `.
    package let message: String

    /// Creates an error.
    package init(_ message: String) {
        self.message = message
    }

    /// The message.
    package var description: String { message }
}
