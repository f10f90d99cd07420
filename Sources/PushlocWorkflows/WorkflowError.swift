/// A usage or I/O problem in a command's workflow (a file that cannot be read, a bad `--locale`, an
/// `--out` folder that cannot be written): the command line prints the message after
/// `pushloc: error: ` (a located one as it is) and exits 2.
package struct WorkflowError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, in the user's words (the option or file first).
    package let message: String
    /// Whether `message` already reads as located diagnostics (`path:line:column: error: ...`, one a
    /// line), which the command line prints as they are, so that each says `error:` once.
    package let isLocated: Bool

    /// Creates an error; `located` says that `message` is already `path:line:column: error: ...` lines.
    package init(_ message: String, located: Bool = false) {
        self.message = message
        self.isLocated = located
    }

    /// The message.
    package var description: String { message }
}
