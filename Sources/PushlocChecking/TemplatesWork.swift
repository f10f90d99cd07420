import PushlocChecks

/// What a check session's templates thread gives: the templates of the templates folder, or, when
/// there is no such folder, the note that points at one near the checked folders.
struct TemplatesWork: Sendable {
    /// The loaded templates, `nil` without a templates folder (or when finding it failed).
    let templates: NotificationTemplateLoader.Result?
    /// ``TemplatesFolderNote/note(roots:workingDirectory:)`` of the checked folders, computed only when
    /// the session found no templates folder and no error finding it.
    let note: String?

    /// Loads the templates of `folder`, or looks for a templates folder near `noteRoots`.
    init(folder: Result<String?, CheckSessionError>, noteRoots: [String], workingDirectory: String) {
        switch folder {
        case .success(let found?):
            templates = NotificationTemplateLoader.load(folder: found, workingDirectory: workingDirectory)
            note = nil
        case .success(nil):
            templates = nil
            note = TemplatesFolderNote.note(roots: noteRoots, workingDirectory: workingDirectory)
        case .failure:
            templates = nil
            note = nil
        }
    }
}
