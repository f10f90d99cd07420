import ArgumentParser
import PushlocWorkflows

/// Runs a command's workflow with the process's standard output and error, and maps its result to
/// DESIGN.md's exit codes: its status (0 or 1) as the exit code, its error as a usage error (exit 2).
enum Workflow {
    static func run(_ workflow: (WorkflowOutput) throws(WorkflowError) -> Int32) throws {
        let output = WorkflowOutput(write: { Output.write($0) }, error: { Output.error($0) })
        let status: Int32
        do {
            status = try workflow(output)
        } catch {
            throw UsageError(error.message, located: error.isLocated)
        }
        if status != 0 { throw ExitCode(status) }
    }
}
