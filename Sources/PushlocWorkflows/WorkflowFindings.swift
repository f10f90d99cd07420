import PushlocChecking
import PushlocDiagnostics
import PushlocFormats

/// The check session's passes over a command's own findings (`payloads`, `devtodev`, `render`, and
/// `build`'s devtodev step): `.pushloc.yml`'s `excluded` and `rules:`, the `pushloc:disable` comments of
/// the tables the command read, `--only-rule` and the baseline, as `check` applies them, after one
/// finding per defect. `build` passes its own check session, so its devtodev findings follow the same
/// configuration file and baseline.
struct WorkflowFindings {
    private let session: CheckSession
    private let tables: [TableDocument]

    /// The passes of `request` (`--only-rule`, `--baseline`, `--write-baseline`), with `.pushloc.yml` in
    /// `workingDirectory` when there is one; a malformed one, or an unknown rule id, is a usage error.
    init(_ request: CheckRequest, workingDirectory: String, tables: [TableDocument]) throws(WorkflowError) {
        self.init(session: try Self.session(request, workingDirectory: workingDirectory), tables: tables)
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
    func adopted(_ diagnostics: [Diagnostic]) throws(WorkflowError) -> [Diagnostic] {
        try adopted(groups: [diagnostics]).first ?? []
    }

    /// The findings of each place the command shows findings in, as it reports them; the baseline
    /// records and matches them as one list.
    func adopted(groups: [[Diagnostic]]) throws(WorkflowError) -> [[Diagnostic]] {
        do {
            return try session.adopted(groups, tables: tables)
        } catch {
            throw WorkflowError(error.message, located: error.isLocated)
        }
    }
}
