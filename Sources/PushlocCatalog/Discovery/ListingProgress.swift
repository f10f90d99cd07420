import Foundation

/// What a listing pass (``FolderListings``) has found so far, told to a thread that waits for the pass
/// to end: the Xcode projects and the `.lproj` folders met, as each folder is listed.
///
/// The session's own thread has nothing to do while the listing runs on the other cores; with this, it
/// works out meanwhile what the plan will ask of those findings (``SurveyPreparation``).
final class ListingProgress: @unchecked Sendable {
    // Every stored property is read and written with `condition` locked.
    private let condition = NSCondition()
    private var projects: [String] = []
    private var languageFolders: [String] = []
    private var ended = false
    /// How many `.lproj` folders were found since the reader was last woken.
    private var unannounced = 0

    /// The `.lproj` folders found before the reader is woken for them: each wake-up is a context switch
    /// on cores that the listing keeps busy, and one folder's work is a few microseconds.
    static let languageFolderBatch = 16

    /// What the pass found since a reader's last look.
    struct News {
        /// `.xcodeproj` folders, by full path.
        var projects: [String]
        /// `.lproj` folders' names without the extension (`pt-BR`, `Base`).
        var languageFolders: [String]
    }

    /// How much of the findings one reader has seen.
    struct Mark {
        fileprivate var projects = 0
        fileprivate var languageFolders = 0
    }

    /// Tells the waiting reader of `projects` and of the `.lproj` folder `languageFolder` found in one
    /// folder: at once for a project, and for `.lproj` folders once a batch of them is found.
    func found(projects: [String], languageFolder: String?) {
        guard !projects.isEmpty || languageFolder != nil else { return }
        condition.lock()
        defer { condition.unlock() }
        self.projects += projects
        if let languageFolder {
            languageFolders.append(languageFolder)
            unannounced += 1
        }
        if !projects.isEmpty || unannounced >= Self.languageFolderBatch {
            unannounced = 0
            condition.signal()
        }
    }

    /// Tells the waiting reader that nothing more will be found.
    func end() {
        condition.lock()
        defer { condition.unlock() }
        ended = true
        condition.broadcast()
    }

    /// What was found after `mark`, waiting until the pass announces something or ends; `nil` once the
    /// pass has ended and everything was seen.
    func news(after mark: inout Mark) -> News? {
        condition.lock()
        defer { condition.unlock() }
        while mark.projects == projects.count && mark.languageFolders == languageFolders.count {
            if ended { return nil }
            condition.wait()
        }
        let news = News(projects: Array(projects[mark.projects...]), languageFolders: Array(languageFolders[mark.languageFolders...]))
        mark = Mark(projects: projects.count, languageFolders: languageFolders.count)
        return news
    }
}
