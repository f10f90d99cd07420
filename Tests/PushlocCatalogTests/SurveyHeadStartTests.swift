import Foundation
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
        headStart.wait()
        #expect(headStart.preread.take(fixture.path("App/Vendor/Lib/fr.lproj/Lib.strings")) == nil)
        #expect(headStart.preread.take(fixture.path("App/en.lproj/Localizable.strings")) != nil)
        let listings = try #require(headStart.take(fixture.path("App")))
        #expect(listings.listedEntries(of: fixture.path("App/Vendor")) == nil)
        #expect(listings.listedEntries(of: fixture.path("App/Widget"))?.isEmpty == false)
        #expect(headStart.take(fixture.path("App")) == nil, "taken once")
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
}
