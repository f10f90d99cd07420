/// Where a workflow writes what it prints: standard output for the command's result, standard error
/// for findings and progress. The command line passes the process's streams; a test can collect the text.
package struct WorkflowOutput: Sendable {
    /// Writes the command's result (standard output).
    package var write: @Sendable (String) -> Void
    /// Writes findings, hints and progress (standard error).
    package var error: @Sendable (String) -> Void

    /// Creates an output from its two streams.
    package init(write: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        self.write = write
        self.error = error
    }
}
