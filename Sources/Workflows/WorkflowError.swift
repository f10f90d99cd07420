/// A usage or I/O problem in a command's workflow (a file that cannot be read, a bad `--locale`, an
/// `--out` folder that cannot be written): the command line prints the message after
/// `pushloc: error: ` and exits 2.
package struct WorkflowError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, in the user's words (the option or file first).
    package let message: String

    /// Creates an error.
    package init(_ message: String) {
        self.message = message
    }

    /// The message.
    package var description: String { message }
}
