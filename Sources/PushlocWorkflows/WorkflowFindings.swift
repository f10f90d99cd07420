import PushlocChecking
import PushlocDiagnostics
import PushlocFormats

/// The check session's passes over a command's own findings (`payloads`, `devtodev`, `render`, and
/// `build`'s devtodev step): `.pushloc.yml`'s `excluded` and `rules:`, and the `pushloc:disable`
/// comments of the tables the command read, as `check` applies them, after one finding per defect.
struct WorkflowFindings {
    private let session: CheckSession
    private let tables: [TableDocument]

    /// Reads `.pushloc.yml` in `workingDirectory`, when there is one; a malformed one is a usage error.
    init(workingDirectory: String, tables: [TableDocument]) throws(WorkflowError) {
        do {
            session = try CheckSession(CheckRequest(), workingDirectory: workingDirectory)
        } catch {
            throw WorkflowError(error.message, located: error.isLocated)
        }
        self.tables = tables
    }

    /// The findings as the command reports them.
    func adopted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        session.adopted(diagnostics, tables: tables)
    }
}
