import Foundation
import PushlocDiagnostics
import PushlocTestSupport
import Testing
@testable import PushlocCatalog

/// A plan that takes its folders' listings from a head start begun earlier is the plan that lists
/// them itself: the same bundles, sizes, listed folders and tables, whatever the roots are.
@Suite struct SurveyHeadStartTests {
    /// An app of two bundles, a vendored folder, a link back to the app and a second root.
    private func app() throws -> TemporaryFolder {
        let fixture = try TemporaryFolder()
        try fixture.write("App/en.lproj/Localizable.strings", "\"A\" = \"a %@\";\n\"B\" = \"b\";\n")
        try fixture.write("App/de.lproj/Localizable.strings", "\"A\" = \"a %@ %@\";\n")
        try fixture.write("App/de.lproj/Localizable.stringsdict", "<plist/>")
        try fixture.write("App/Widget/en.lproj/Widget.strings", "\"W\" = \"w\";\n")
        try fixture.write("App/Widget/Catalog.xcstrings", #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#)
        try fixture.write("App/Vendor/Lib/fr.lproj/Lib.strings", "\"V\" = \"v\";\n")
        try fixture.write("Other/en.lproj/Main.strings", "\"C\" = \"c\";\n")
        try fixture.write("Loose/en.lproj/Loose.strings", "\"L\" = \"l\";\n")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("App/Widget/back"), withDestinationPath: fixture.path("App"))
        return fixture
    }

    private func plan(_ paths: [String], in fixture: TemporaryFolder, excludes: [GlobPattern] = [], headStart: SurveyHeadStart?) throws -> ProjectPlan {
        try BundleLoader.plan(
            paths: paths, base: nil, bundleBases: [:], excludes: excludes, includeUnshipped: false,
            workingDirectory: fixture.root.path, projectStore: nil, headStart: headStart)
    }

    @Test(arguments: [
        ["App"], ["App", "Other"], ["App/", "Other/en.lproj"], ["Other/en.lproj/Main.strings", "App"], ["App", "App"], ["."],
    ])
    func aPlanWithAHeadStartIsThePlanWithout(roots: [String]) throws {
        let fixture = try app()
        let paths = roots.map { $0 == "." ? fixture.root.path : fixture.path($0) }
        let excludes = [GlobPattern("App/Vendor")]
        let headStart = SurveyHeadStart(paths: paths, excludes: excludes, workingDirectory: fixture.root.path)
        let early = try plan(paths, in: fixture, excludes: excludes, headStart: headStart)
        let late = try plan(paths, in: fixture, excludes: excludes, headStart: nil)
        #expect(early.requests.map(\.bundle) == late.requests.map(\.bundle))
        #expect(early.requests.map(\.tables) == late.requests.map(\.tables))
        #expect(early.batches(budget: 50) == late.batches(budget: 50))
        for folder in ["App", "App/en.lproj", "App/Widget", "App/Vendor", "Other", "Other/en.lproj"].map(fixture.path) {
            #expect(early.listedFolders.entries(ofAbsolute: folder)?.map(\.name) == late.listedFolders.entries(ofAbsolute: folder)?.map(\.name), "\(folder)")
        }
        #expect(early.preread === headStart.preread, "the plan reads into the head start's store")
        for path in paths { #expect(headStart.take(path) == nil, "the plan took the listings of \(path)") }
        let loaded = try early.loadBundles(0..<early.bundleCount)
        let reference = try late.loadBundles(0..<late.bundleCount)
        #expect(loaded.map(\.path) == reference.map(\.path))
        for (bundle, expected) in zip(loaded, reference) {
            for (localization, other) in zip(bundle.localizations, expected.localizations) {
                #expect(localization.tables.mapValues { $0.strings?.entries.map(\.value) } == other.tables.mapValues { $0.strings?.entries.map(\.value) })
            }
        }
    }

    /// The head start lists with the plan's excludes: an excluded folder is neither listed nor read.
    @Test func anExcludedFolderIsNeitherListedNorRead() throws {
        let fixture = try app()
        let headStart = SurveyHeadStart(paths: [fixture.path("App")], excludes: [GlobPattern("App/Vendor")], workingDirectory: fixture.root.path)
        let listings = try #require(headStart.take(fixture.path("App")))
        #expect(headStart.preread.take(fixture.path("App/Vendor/Lib/fr.lproj/Lib.strings")) == nil)
        #expect(headStart.preread.take(fixture.path("App/en.lproj/Localizable.strings")) != nil)
        #expect(listings.listedEntries(of: fixture.path("App/Vendor")) == nil)
        #expect(listings.listedEntries(of: fixture.path("App/Widget"))?.isEmpty == false)
        #expect(headStart.take(fixture.path("App")) == nil, "taken once")
    }

    /// A session that ends early stops the listing where it stands; what was listed still answers as
    /// the file system does, and the rest is read when asked.
    @Test(.timeLimit(.minutes(20)))
    func aFinishedHeadStartStopsListing() throws {
        let fixture = try TemporaryFolder()
        for index in 0..<400 { try fixture.write("App/F\(index % 20)/G\(index)/en.lproj/Localizable.strings", "\"K\" = \"v\";\n") }
        let root = fixture.path("App")
        let headStart = SurveyHeadStart(paths: [root], excludes: [], workingDirectory: fixture.root.path)
        headStart.finish()
        let listings = headStart.take(root)
        for folder in ["App", "App/F3", "App/F3/G3", "App/F3/G3/en.lproj"].map(fixture.path) {
            #expect(listings.map { $0.entries(of: folder)?.map(\.name).sorted() } ?? DirectoryListing.entries(of: folder)?.map(\.name).sorted()
                    == DirectoryListing.entries(of: folder)?.map(\.name).sorted())
        }
        // Finishing again, or after the plan took the listings, changes nothing.
        headStart.finish()
        let plan = try BundleLoader.plan(
            paths: [root], base: nil, bundleBases: [:], excludes: [], includeUnshipped: false,
            workingDirectory: fixture.root.path, projectStore: nil, headStart: headStart)
        #expect(plan.bundleCount == 400)
        // A plan that takes a stopped listing reads what it lacks.
        let stopped = SurveyHeadStart(paths: [root], excludes: [], workingDirectory: fixture.root.path)
        stopped.finish()
        let fromStopped = try BundleLoader.plan(
            paths: [root], base: nil, bundleBases: [:], excludes: [], includeUnshipped: false,
            workingDirectory: fixture.root.path, projectStore: nil, headStart: stopped)
        #expect(fromStopped.requests.map(\.bundle) == plan.requests.map(\.bundle))
    }

    /// A folder the head start was not asked for, or that is no folder, is listed by the plan; a missing
    /// root fails the plan as it does without a head start.
    @Test func theRestIsListedByThePlan() throws {
        let fixture = try app()
        let headStart = SurveyHeadStart(paths: [fixture.path("Other"), fixture.path("missing"), fixture.path("Loose/en.lproj")], excludes: [], workingDirectory: fixture.root.path)
        let early = try plan([fixture.path("App"), fixture.path("Other")], in: fixture, headStart: headStart)
        let late = try plan([fixture.path("App"), fixture.path("Other")], in: fixture, headStart: nil)
        #expect(early.requests.map(\.bundle) == late.requests.map(\.bundle))
        #expect(headStart.take(fixture.path("missing")) == nil && headStart.take(fixture.path("Loose/en.lproj")) == nil)
        let failing = SurveyHeadStart(paths: [fixture.path("missing")], excludes: [], workingDirectory: fixture.root.path)
        #expect(throws: BundleLoadError.self) { try plan([fixture.path("missing")], in: fixture, headStart: failing) }
    }

    /// The projects the listing finds are read while the plan waits for it, through the same store, once:
    /// the plan ships, names and loads as it does when it reads them itself.
    @Test func projectsReadWhileTheListingRunsShipAsTheyDo() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        try folder.write("Broken/Broken.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = { A = {isa = PBXProject; ")
        try folder.write("Broken/en.lproj/Localizable.strings", "\"A\" = \"a\";\n")
        let cwd = folder.root.path
        for cached in [false, true] {
            let store = MemoryProjectStore()
            let early = try BundleLoader.plan(
                paths: [cwd], base: nil, bundleBases: [:], excludes: [], includeUnshipped: false, workingDirectory: cwd,
                projectStore: cached ? store : nil, headStart: SurveyHeadStart(paths: [cwd], excludes: [], workingDirectory: cwd))
            let lookups = (store.reads, store.writes)
            let late = try BundleLoader.plan(
                paths: [cwd], base: nil, bundleBases: [:], excludes: [], includeUnshipped: false, workingDirectory: cwd,
                projectStore: cached ? store : nil, headStart: nil)
            #expect(early.plannedBundles.map(\.shown) == late.plannedBundles.map(\.shown))
            #expect(early.plannedBundles.map(\.bundle) == late.plannedBundles.map(\.bundle))
            #expect(early.notes == late.notes && early.diagnostics == late.diagnostics && early.diagnostics.count == 1)
            #expect(early.shipModel?.projects.map(\.path) == late.shipModel?.projects.map(\.path))
            #expect(early.shipModel?.projects.map(\.developmentRegion) == late.shipModel?.projects.map(\.developmentRegion))
            let languages = try early.loadBundles(0..<early.bundleCount).map(\.developmentLanguage)
            #expect(languages == (try late.loadBundles(0..<late.bundleCount).map(\.developmentLanguage)))
            if cached {
                // Each readable project is looked up once by its file's digest, missed and stored once.
                #expect(lookups.1 == 1 && lookups.0 >= 1, "\(lookups)")
            }
        }
    }
}

/// What a listing pass finds reaches a waiting reader once, in the order found, and the reader stops
/// when the pass ends.
@Suite struct ListingProgressTests {
    @Test func newsReachesTheReaderOnceAndEndsWithThePass() {
        let progress = ListingProgress()
        progress.found(projects: ["A.xcodeproj"], languageFolder: nil)
        progress.found(projects: [], languageFolder: "en")
        progress.found(projects: [], languageFolder: nil)
        var mark = ListingProgress.Mark()
        let first = progress.news(after: &mark)
        #expect(first?.projects == ["A.xcodeproj"] && first?.languageFolders == ["en"])
        // The writer is a thread of its own: the reader below blocks its thread until the pass ends,
        // and a task queued behind the test pool's other jobs would hold that thread for the whole run.
        DetachedThread.run {
            progress.found(projects: ["B.xcodeproj", "C.xcodeproj"], languageFolder: "pt-BR")
            progress.end()
        }
        var later: [String] = []
        while let news = progress.news(after: &mark) { later += news.projects + news.languageFolders }
        #expect(later == ["B.xcodeproj", "C.xcodeproj", "pt-BR"])
        #expect(progress.news(after: &mark) == nil)
        var fresh = ListingProgress.Mark()
        #expect(progress.news(after: &fresh)?.languageFolders == ["en", "pt-BR"], "a new reader sees everything")
    }

    /// A listing pass tells of every project and `.lproj` folder it lists.
    @Test func aListingTellsItsProjectsAndLanguageFolders() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("App/en.lproj/Localizable.strings", "")
        try fixture.write("App/Sub/pt_BR.lproj/Localizable.strings", "")
        try fixture.write("App/App.xcodeproj/project.pbxproj", "")
        try fixture.write("App/Sub/Package.swift", "")
        let progress = ListingProgress()
        let root = fixture.path("App")
        _ = FolderListings(of: root, discovery: BundleDiscovery(workingDirectory: fixture.root.path),
                           boundary: LinkBoundary(root: root, workingDirectory: fixture.root.path), progress: progress)
        progress.end()
        var mark = ListingProgress.Mark()
        var found = ListingProgress.News(projects: [], languageFolders: [])
        while let news = progress.news(after: &mark) {
            found.projects += news.projects
            found.languageFolders += news.languageFolders
        }
        #expect(found.projects == [fixture.path("App/App.xcodeproj")])
        #expect(found.languageFolders.sorted() == ["en", "pt_BR"])
    }
}

