import PushlocChecking
import PushlocDiagnostics
import PushlocFormats

/// The check session's passes over a command's own findings (`payloads`, `devtodev`, `render`, and
/// `build`'s devtodev step): `.pushloc.yml`'s `excluded` and `rules:`, and the `pushloc:disable`
/// comments of the tables the command read, as `check` applies them, after one finding per defect.
/// `build` passes its own check session, so its devtodev findings follow the same configuration file.
struct WorkflowFindings {
    private let session: CheckSession
    private let tables: [TableDocument]

    /// Reads `.pushloc.yml` in `workingDirectory`, when there is one; a malformed one is a usage error.
    init(workingDirectory: String, tables: [TableDocument]) throws(WorkflowError) {
        self.init(session: try Self.session(CheckRequest(), workingDirectory: workingDirectory), tables: tables)
    }

    /// The passes of a session the command already has (`build`'s check, with its `--config`).
    init(session: CheckSession, tables: [TableDocument]) {
        self.session = session
        self.tables = tables
    }

    /// The check session of `request`, with its error as a workflow error.
    static func session(_ request: CheckRequest, workingDirectory: String) throws(WorkflowError) -> CheckSession {
        do {
            return try CheckSession(request, workingDirectory: workingDirectory)
        } catch {
            throw WorkflowError(error.message, located: error.isLocated)
        }
    }

    /// The findings as the command reports them.
    func adopted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        session.adopted(diagnostics, tables: tables)
    }
}
