import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks
@testable import PushlocReporters

/// `pushloc check` loads, checks and lets go of one bundle at a time (``ProjectPlan`` and
/// ``BatchedCheck``): it must report exactly what checking the whole loaded project reports.
@Suite struct BundleByBundleCheckTests {
    private let excludes = ["**/StringsConvertor/input"].map(GlobPattern.init)

    /// The report of loading and checking the plan's bundles one at a time, as the command does.
    private func bundleByBundle(_ root: String, templates: NotificationTemplateLoader.Result?) throws -> CheckReport {
        let plan = try BundleLoader.plan(paths: [root], excludes: excludes, workingDirectory: root)
        var check = BatchedCheck(templates: templates)
        for index in 0..<plan.bundleCount {
            let bundles = try plan.loadBundles(index..<index + 1)
            #expect(bundles.count == 1)
            for bundle in bundles { check.add(bundle) }
        }
        return check.report()
    }

    private func whole(_ root: String, templates: NotificationTemplateLoader.Result?) throws -> CheckReport {
        let project = try BundleLoader.loadProject(paths: [root], excludes: excludes, workingDirectory: root)
        return InMemoryCheck.check(project, templates: templates)
    }

    private func expectSame(_ streamed: CheckReport, _ whole: CheckReport) {
        #expect(streamed.diagnostics == whole.diagnostics, "\(streamed.diagnostics.map(TextFormat.line(for:)))")
        #expect(streamed.summary == whole.summary)
        #expect(streamed.coverage == whole.coverage)
    }

    @Test func aRealAppGivesWhatTheWholeProjectGives() throws {
        let fixture = try RealAppFixture()
        let streamed = try bundleByBundle(fixture.root, templates: nil)
        expectSame(streamed, try whole(fixture.root, templates: nil))
        #expect(streamed.summary.bundles.count == 6)
        #expect(streamed.summary.languages == 5)
    }

    /// `STEPS` is only in the widget, the last bundle in path order: the templates are checked against
    /// it, not against the app that came first with the larger `Localizable` table.
    @Test func templatesAreCheckedAgainstTheBestBundleEvenWhenItComesLast() throws {
        let fixture = try RealAppFixture()
        try fixture.folder.write("templates/notifications/steps.json", #"{"aps":{"alert":{"loc-key":"STEPS","loc-args":["Ann"]}}}"#)
        let templates = NotificationTemplateLoader.load(folder: fixture.path("templates"), workingDirectory: fixture.root)
        let streamed = try bundleByBundle(fixture.root, templates: templates)
        expectSame(streamed, try whole(fixture.root, templates: templates))
        let arity = streamed.diagnostics.filter { $0.rule == "loc-args-arity" }
        #expect(!arity.isEmpty)
        let places = arity.flatMap { $0.languages?.members.compactMap(\.location?.file) ?? [] }
        #expect(!places.isEmpty && places.allSatisfy { $0.hasPrefix("Widget/") }, "\(arity.map(TextFormat.line(for:)))")
    }

    /// Two bundles tie on the template's keys: the first in path order wins, as ``Project/bundle(forKeys:)`` picks it.
    @Test func aTieGoesToTheFirstBundleInPathOrder() throws {
        let folder = try TemporaryFolder()
        for bundle in ["B", "A"] {
            try folder.write("\(bundle)/en.lproj/Localizable.strings", "\"HI\" = \"Hi %@ and %@\";\n")
            try folder.write("\(bundle)/de.lproj/Localizable.strings", "\"HI\" = \"Hallo %@ und %@\";\n")
        }
        try folder.write("templates/notifications/hi.json", #"{"aps":{"alert":{"loc-key":"HI","loc-args":["Ann"]}}}"#)
        let templates = NotificationTemplateLoader.load(folder: folder.path("templates"), workingDirectory: folder.root.path)
        let streamed = try bundleByBundle(folder.root.path, templates: templates)
        expectSame(streamed, try whole(folder.root.path, templates: templates))
        let arity = streamed.diagnostics.filter { $0.rule == "loc-args-arity" }
        let files = Set(arity.flatMap { $0.languages?.members.compactMap(\.location?.file) ?? [] })
        #expect(files == ["A/en.lproj/Localizable.strings", "A/de.lproj/Localizable.strings"])
    }

    @Test func templatesWithoutAnyBundleAreCheckedAgainstNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("templates/notifications/hi.json", #"{"aps":{"alert":{"loc-key":"HI"}}}"#)
        let templates = NotificationTemplateLoader.load(folder: folder.path("templates"), workingDirectory: folder.root.path)
        let streamed = BatchedCheck(templates: templates).report()
        let whole = InMemoryCheck.check(Project(bundles: []), templates: templates)
        expectSame(streamed, whole)
        #expect(!streamed.diagnostics.isEmpty)
    }

    /// Neighbouring bundles are loaded and checked together up to a byte budget: every bundle once, in
    /// order, and the same report whatever the budget.
    @Test(arguments: [0, 200, 1 << 30, nil])
    func batchesCoverEveryBundleInOrder(budget: Int?) throws {
        let fixture = try RealAppFixture()
        let plan = try BundleLoader.plan(paths: [fixture.root], excludes: excludes, workingDirectory: fixture.root)
        let batches = plan.batches(budget: budget)
        #expect(batches.flatMap { Array($0) } == Array(0..<plan.bundleCount))
        #expect(batches.allSatisfy { !$0.isEmpty })
        if budget == 0 { #expect(batches.count == plan.bundleCount) }
        if budget == 1 << 30 || budget == nil { #expect(batches.count == 1) }
        var check = BatchedCheck()
        for batch in batches { check.add(try plan.loadBundles(batch)) }
        expectSame(check.report(), try whole(fixture.root, templates: nil))
    }

    @Test func aBaseThatNoBundleHasIsFoundAfterTheLastBundle() throws {
        let fixture = try RealAppFixture()
        let plan = try BundleLoader.plan(paths: [fixture.root], base: "ja", excludes: excludes, workingDirectory: fixture.root)
        let bundles = try plan.loadBundles(0..<plan.bundleCount)
        #expect(throws: BundleLoadError.baseNotFound("ja", available: ["de", "en", "fr", "pt-BR", "tr"])) {
            try plan.verifyBase(bundlesHaveDevelopmentLanguage: bundles.contains(where: \.hasDevelopmentLanguage), languages: Set(bundles.flatMap(\.languages)))
        }
        #expect(try plan.loadBundles(plan.bundleCount..<plan.bundleCount + 3).isEmpty)
    }

    @Test func anUnreadableFileInALaterBundleStillStopsTheCheck() throws {
        let folder = try TemporaryFolder()
        try folder.write("A/en.lproj/Localizable.strings", "\"HI\" = \"Hi\";\n")
        // A folder where the file should be: it is listed as a table, and reading it fails.
        try FileManager.default.createDirectory(atPath: folder.path("B/en.lproj/Localizable.strings"), withIntermediateDirectories: true)
        let plan = try BundleLoader.plan(paths: [folder.root.path], workingDirectory: folder.root.path)
        #expect(try plan.loadBundles(0..<1).count == 1)
        #expect(throws: BundleLoadError.unreadable(path: "B/en.lproj/Localizable.strings", reason: "it is a folder, not a file")) {
            try plan.loadBundles(1..<2)
        }
    }

    /// A named pipe under a table's or a String Catalog's name is listed like a file; reading it
    /// stops the check with an error naming it, where opening it used to wait for a writer for ever
    /// (on a thread of its own, ``BoundedWait``, so that a regression is a failure rather than a hang).
    @Test func aNamedPipeInPlaceOfATableStopsTheCheckWithAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("A/en.lproj/Localizable.strings", "\"HI\" = \"Hi\";\n")
        try FileManager.default.createDirectory(atPath: folder.path("A/fr.lproj"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.path("A/fr.lproj/Localizable.strings"), 0o644) == 0)
        try FileManager.default.createDirectory(atPath: folder.path("C"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.path("C/Localizable.xcstrings"), 0o644) == 0)
        for (bundle, file) in [("A", "A/fr.lproj/Localizable.strings"), ("C", "C/Localizable.xcstrings")] {
            let plan = try BundleLoader.plan(paths: [folder.path(bundle)], workingDirectory: folder.root.path)
            let outcome = try #require(BoundedWait.result { Result { try plan.loadBundles(0..<plan.bundleCount) } },
                                       "reading a named pipe waited")
            #expect(throws: BundleLoadError.unreadable(path: file, reason: "it is a named pipe, not a file")) {
                try outcome.get()
            }
        }
    }
}
