import PushlocDiagnostics
import Synchronization

/// What the plan will ask of the projects and `.lproj` folders a listing finds, worked out while the
/// session's thread waits for the listing to end (``SurveyHeadStart``).
///
/// The plan reads each Xcode project beside the bundles (``ShipModel``), and every bundle asks ICU for
/// its languages' canonical tags and CLDR parents. Both need only what the listing has already found,
/// so the waiting thread reads the projects and asks ICU then, with the very calls the plan would
/// make: the plan takes the projects from here, and finds ICU's answers remembered by ``LocaleTag``.
package final class SurveyPreparation: Sendable {
    /// The working directory as an absolute path, the base the ship model reads projects against.
    private let base: String
    private let store: (any XcodeProjectStore)?
    /// The projects read, by their paths as the listing named them.
    private let projects = Mutex<[String: Result<XcodeProject, XcodeProject.ReadError>]>([:])

    /// A preparation for a plan from `workingDirectory` that takes recorded projects from `store`.
    init(workingDirectory: String, store: (any XcodeProjectStore)?) {
        base = ShipModel.base(of: workingDirectory)
        self.store = store
    }

    /// Works out what the plan will ask of `news`.
    func prepare(_ news: ListingProgress.News) {
        for path in news.projects where projects.withLock({ $0[path] == nil }) {
            let read = Result { () throws(XcodeProject.ReadError) in try XcodeProject.read(path, absoluteBase: base, store: store) }
            projects.withLock { $0[path] = read }
        }
        for name in news.languageFolders {
            // As a bundle's languages and their fallback chains ask.
            if let language = BundleLoader.languageTag(forFolderName: name) {
                _ = LocalizedBundle.tagAndParents(of: language)
            }
        }
    }

    /// The project `path` (as the listing named it) as it was read here, or `nil` when it was not.
    func project(_ path: String) -> Result<XcodeProject, XcodeProject.ReadError>? {
        projects.withLock { $0[path] }
    }
}
