import PushlocDiagnostics
import PushlocFormats
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocCatalog
import PushlocRules

@Suite struct BundleDiscoveryTests {
    @Test(arguments: [
        ("**/StringsConvertor/input", "App/StringsConvertor/input/tr.lproj", true),
        ("**/StringsConvertor/input", "StringsConvertor/input", true),
        ("**/StringsConvertor/input", "StringsConvertor/inputs", false),
        ("Vendor", "Vendor/Lib/en.lproj", true),
        ("Vendor", "App/Vendor", false),
        ("*/Tests", "App/Tests/en.lproj", true),
        ("App/*.bundle", "App/Settings.bundle/en.lproj", true),
        ("App/?ettings.bundle", "App/Settings.bundle", true),
        ("**", "anything/at/all", true),
        ("a/**/z", "a/z", true),
        ("a/**/z", "a/b/c/z/en.lproj", true),
        ("a/**/z", "a/b/c/y", false),
    ])
    func globsMatchPathsAndTheirFolders(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(GlobPattern(pattern).matches(path) == expected)
    }

    @Test func aBundleIsAFolderWithLprojFoldersOrCatalogs() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("App/en.lproj/Localizable.strings", "\"A\" = \"a\";\n")
        try fixture.write("App/Settings.bundle/en.lproj/Root.strings", "\"A\" = \"a\";\n")
        try fixture.write("Kit/Resources/Localizable.xcstrings", "{}")
        try fixture.write("Storyboards/mul.lproj/Main.xcstrings", "{}")
        try fixture.write("App/.hidden/en.lproj/Localizable.strings", "")
        try fixture.write("App/node_modules/x/en.lproj/Localizable.strings", "")
        let found = BundleDiscovery(workingDirectory: fixture.root.path).bundles(under: fixture.root.path)
        let relative = found.map { BundleLoader.displayPath($0.path, relativeTo: fixture.root.path) }
        #expect(relative == ["App", "App/Settings.bundle", "Kit/Resources", "Storyboards"])
        #expect(found.last?.stringCatalogs.map { ($0 as NSString).lastPathComponent } == ["Main.xcstrings"])
        #expect(found.last?.lprojFolders.count == 1)
    }

    /// Xcode compiles asset catalogs and keeps projects and workspaces for itself: nothing inside one is
    /// a localization on the device, so the search does not enter them (whatever the extension's case).
    @Test func xcodePackagesAreNotSearched() throws {
        let fixture = try TemporaryFolder()
        for folder in ["App/Assets.xcassets/Icon.imageset/en.lproj", "App/Images.XCASSETS/fr.lproj", "App/App.xcodeproj/en.lproj",
                       "App/App.xcworkspace/en.lproj", "Kit/Resources.xcassets"] {
            try fixture.write(folder + "/Localizable.strings", "\"A\" = \"a\";\n")
        }
        try fixture.write("Kit/Resources.xcassets/Localizable.xcstrings", "{}")
        // Names that only look alike are searched.
        for folder in ["Lookalike/xcassets/en.lproj", "Lookalike/Assets.xcassets2/en.lproj", "Lookalike/xcassets.d/en.lproj"] {
            try fixture.write(folder + "/Localizable.strings", "\"A\" = \"a\";\n")
        }
        let found = BundleDiscovery(workingDirectory: fixture.root.path).bundles(under: fixture.root.path)
        let relative = found.map { BundleLoader.displayPath($0.path, relativeTo: fixture.root.path) }
        #expect(relative == ["Lookalike/Assets.xcassets2", "Lookalike/xcassets", "Lookalike/xcassets.d"])
    }

    @Test func aSymbolicLinkCycleIsEnteredOnce() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("App/en.lproj/Localizable.strings", "\"A\" = \"a\";\n")
        try fixture.write("App/Sub/de.lproj/Localizable.strings", "\"A\" = \"b\";\n")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("App/Sub/loop"), withDestinationPath: fixture.path("App"))
        try FileManager.default.createSymbolicLink(atPath: fixture.path("App/self"), withDestinationPath: ".")
        let found = BundleDiscovery(workingDirectory: fixture.root.path).bundles(under: fixture.path("App"))
        #expect(found.count == 2)
        let project = try BundleLoader.loadProject(paths: [fixture.path("App")], workingDirectory: fixture.root.path)
        #expect(project.bundles.map(\.path) == ["App", "App/Sub"])
        #expect(!project.bundles.contains { bundle in bundle.diagnostics.contains { $0.rule == RuleDescription.duplicateLocalization.id } })
    }

    /// A link out of the project (to `/`, to `/proc/self`, to a folder beside the project) is not
    /// followed: the walk would list the whole machine. A link inside the project is.
    @Test(.timeLimit(.minutes(20)))
    func linksOutOfTheProjectAreNotFollowed() throws {
        let outside = try TemporaryFolder()
        try outside.write("Shared/fr.lproj/Localizable.strings", "\"A\" = \"b\";\n")
        let fixture = try TemporaryFolder()
        try fixture.write("App/en.lproj/Localizable.strings", "\"A\" = \"a\";\n")
        try fixture.write("Lib/de.lproj/Localizable.strings", "\"A\" = \"c\";\n")
        for (name, target) in [("proc", "/proc/self"), ("root", "/"), ("shared", outside.path("Shared")), ("lib", fixture.path("Lib"))] {
            try FileManager.default.createSymbolicLink(atPath: fixture.path("App/\(name)"), withDestinationPath: target)
        }
        try FileManager.default.createSymbolicLink(atPath: fixture.path("App/ja.lproj"), withDestinationPath: outside.path("Shared/fr.lproj"))
        let found = BundleDiscovery(workingDirectory: fixture.root.path).bundles(under: fixture.path("App"))
        #expect(found.map { BundleLoader.displayPath($0.path, relativeTo: fixture.root.path) } == ["App", "App/lib"])
        #expect(found.first?.lprojFolders.map { PathText.lastComponent($0) } == ["en.lproj"])
        let boundary = LinkBoundary(root: fixture.path("App"), workingDirectory: fixture.path("App"))
        #expect(boundary.allows(fixture.path("App/lib")) == false)
        #expect(boundary.allows(fixture.path("App/en.lproj")))
    }
}

/// The listings read ahead of the search answer as the file system does, for folders they read and
/// for those they did not reach (a second path of a linked folder, an excluded one).
@Suite struct FolderListingsTests {
    @Test func listingsAnswerAsTheFileSystem() throws {
        let fixture = try TemporaryFolder()
        let files = ["App/en.lproj/Localizable.strings", "App/Sub/de.lproj/Localizable.strings",
                     "App/Vendor/Lib/fr.lproj/Localizable.strings", "App/Sub/Deep/Deeper/notes.txt"]
        for file in files { try fixture.write(file, "\"A\" = \"a\";\n") }
        try FileManager.default.createSymbolicLink(atPath: fixture.path("App/Sub/loop"), withDestinationPath: fixture.path("App"))
        let discovery = BundleDiscovery(excludes: [GlobPattern("App/Vendor")], workingDirectory: fixture.root.path)
        let listings = FolderListings(of: fixture.path("App"), discovery: discovery, boundary: LinkBoundary(root: fixture.path("App"), workingDirectory: fixture.root.path))
        let folders = ["App", "App/en.lproj", "App/Sub", "App/Sub/de.lproj", "App/Sub/Deep/Deeper", "App/Sub/loop",
                       "App/Sub/loop/Sub", "App/Vendor/Lib", "App/missing"]
        for folder in folders.map(fixture.path) {
            #expect(listings.identity(of: folder) == FolderIdentity(path: folder), "\(folder)")
            let names = listings.entries(of: folder)?.map(\.name).sorted()
            #expect(names == DirectoryListing.entries(of: folder)?.map(\.name).sorted(), "\(folder)")
        }
    }

    /// A search's listings answer for a folder by its absolute path, whatever form the search's root was
    /// given in, and only for the folders the search listed.
    @Test func listedFoldersAnswerByAbsolutePath() throws {
        let fixture = try TemporaryFolder()
        for file in ["App/en.lproj/Localizable.strings", "App/Sub/Deep/notes.txt", "App/Vendor/Lib/a.txt"] { try fixture.write(file, "x") }
        let cwd = FileManager.default.currentDirectoryPath
        let app = fixture.path("App")
        let relative = String(repeating: "../", count: cwd.split(separator: "/").count) + app.dropFirst()
        let discovery = BundleDiscovery(excludes: [GlobPattern("App/Vendor")], workingDirectory: fixture.root.path)
        for root in [app, app + "/", relative, fixture.path("App/Sub/..") ] {
            let listed = discovery.survey(under: root).listedFolders
            for folder in ["App", "App/en.lproj", "App/Sub", "App/Sub/Deep"].map(fixture.path) {
                #expect(listed.entries(ofAbsolute: folder)?.map(\.name).sorted() == DirectoryListing.entries(of: folder)?.map(\.name).sorted(), "\(root): \(folder)")
            }
            #expect(listed.entries(ofAbsolute: app)?.first { $0.name == "Sub" }?.isDirectory == true)
            #expect(listed.entries(ofAbsolute: app)?.contains { $0.name == "missing" } == false)
            // Not listed: outside the root, and left out by an exclude.
            #expect(listed.entries(ofAbsolute: fixture.root.path) == nil)
            #expect(listed.entries(ofAbsolute: fixture.path("App/Vendor")) == nil && listed.entries(ofAbsolute: fixture.path("App/Vendor/Lib")) == nil)
        }
    }

    /// The listing of an `.lproj` folder measures its language files as `stat` does, following links;
    /// a folder it cannot measure whole is left to the plan, so batches are the same either way.
    @Test func listedLanguageFileSizesAreWhatStatSays() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("App/en.lproj/Localizable.strings", String(repeating: "\"A\" = \"a\";\n", count: 40))
        try fixture.write("App/en.lproj/Localizable.stringsdict", "<plist/>")
        try fixture.write("App/en.lproj/notes.txt", String(repeating: "x", count: 999))
        try fixture.write("App/de.lproj/Localizable.strings", "\"A\" = \"b\";\n")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("App/de.lproj/Linked.strings"), withDestinationPath: fixture.path("App/en.lproj/Localizable.strings"))
        try FileManager.default.createDirectory(atPath: fixture.path("App/fr.lproj/Folder.strings"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: fixture.path("App/ja.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: fixture.path("App/ja.lproj/Broken.strings"), withDestinationPath: fixture.path("nowhere"))
        for index in 0..<3 { try fixture.write("Other\(index)/en.lproj/Localizable.strings", String(repeating: "y", count: 100 * index)) }
        let discovery = BundleDiscovery(workingDirectory: fixture.root.path)
        let bundles = discovery.bundles(under: fixture.root.path)
        let app = try #require(bundles.first { $0.path.hasSuffix("/App") })
        for folder in app.lprojFolders {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter(TableFormats.isLanguageFile)
            let statted = names.reduce(0) { $0 + FileSize.of(folder + "/" + $1) }
            if folder.hasSuffix("ja.lproj") {
                #expect(app.lprojLanguageBytes[folder] == nil, "a link to nothing is left to the plan")
            } else {
                #expect(app.lprojLanguageBytes[folder] == statted, "\(folder)")
            }
        }
        let measured = ProjectPlan(requests: bundles.map { ($0, nil) }, base: nil, bundleBases: [:], workingDirectory: fixture.root.path)
        let unmeasured = ProjectPlan(
            requests: bundles.map { bundle in
                var plain = bundle
                plain.lprojLanguageBytes = [:]
                return (plain, nil)
            }, base: nil, bundleBases: [:], workingDirectory: fixture.root.path)
        for budget in [0, 100, 150, 250, 700, 1_000, 5_000] {
            #expect(measured.batches(budget: budget) == unmeasured.batches(budget: budget), "budget \(budget)")
        }
    }

    /// With a store, the listing of an `.lproj` folder reads its regular language files while the
    /// budget lasts (each taken once); links, folders, other files and files past the budget are only
    /// measured, and the load reads them itself.
    @Test func listedLanguageFilesAreReadWithinTheBudget() throws {
        let fixture = try TemporaryFolder()
        let english = String(repeating: "\"A\" = \"a\";\n", count: 40)
        try fixture.write("App/en.lproj/Localizable.strings", english)
        try fixture.write("App/en.lproj/Localizable.stringsdict", "<plist/>")
        try fixture.write("App/en.lproj/notes.txt", "x")
        try fixture.write("App/de.lproj/Localizable.strings", "\"A\" = \"b\";\n")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("App/de.lproj/Linked.strings"), withDestinationPath: fixture.path("App/en.lproj/Localizable.strings"))
        try FileManager.default.createDirectory(atPath: fixture.path("App/fr.lproj/Folder.strings"), withIntermediateDirectories: true)
        let discovery = BundleDiscovery(workingDirectory: fixture.root.path)
        let boundary = LinkBoundary(root: fixture.path("App"), workingDirectory: fixture.root.path)
        let everything = PrereadFiles(budget: 1 << 20)
        _ = FolderListings(of: fixture.path("App"), discovery: discovery, boundary: boundary, preread: everything)
        for file in ["App/en.lproj/Localizable.strings", "App/en.lproj/Localizable.stringsdict", "App/de.lproj/Localizable.strings"] {
            #expect(everything.take(fixture.path(file)) == Array(try Data(contentsOf: URL(fileURLWithPath: fixture.path(file)))), "\(file)")
            #expect(everything.take(fixture.path(file)) == nil, "taken once: \(file)")
        }
        for file in ["App/en.lproj/notes.txt", "App/de.lproj/Linked.strings", "App/fr.lproj/Folder.strings"] {
            #expect(everything.take(fixture.path(file)) == nil, "\(file)")
        }
        // A budget smaller than the English table: it is measured, not read.
        let small = PrereadFiles(budget: 100)
        _ = FolderListings(of: fixture.path("App"), discovery: discovery, boundary: boundary, preread: small)
        #expect(small.take(fixture.path("App/en.lproj/Localizable.strings")) == nil)
        #expect(small.take(fixture.path("App/de.lproj/Localizable.strings")) != nil)
    }

    /// A plan whose search read the tables loads the same bundles as one that reads each file itself.
    @Test func readTablesLoadAsTheFilesDo() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("App/en.lproj/Localizable.strings", "\"A\" = \"a %@\";\n\"B\" = \"b\";\n")
        try fixture.write("App/de.lproj/Localizable.strings", "\"A\" = \"a %@ %@\";\n")
        try fixture.write("App/de.lproj/Localizable.stringsdict", "<plist/>")
        try fixture.write("Other/en.lproj/Main.strings", "\"C\" = \"c\";\n")
        let plan = try BundleLoader.plan(paths: [fixture.root.path], workingDirectory: fixture.root.path)
        let loaded = try plan.loadBundles(0..<plan.bundleCount)
        let unread = ProjectPlan(requests: plan.requests.map { ($0.bundle, $0.tables) }, base: nil, bundleBases: [:], workingDirectory: fixture.root.path)
        let reference = try unread.loadBundles(0..<unread.bundleCount)
        #expect(loaded.count == 2 && loaded.count == reference.count)
        for (bundle, expected) in zip(loaded, reference) {
            #expect(bundle.path == expected.path && bundle.languages == expected.languages)
            for (localization, reference) in zip(bundle.localizations, expected.localizations) {
                #expect(localization.tables.mapValues { $0.strings?.entries.map(\.value) } == reference.tables.mapValues { $0.strings?.entries.map(\.value) })
                #expect(localization.tables.mapValues { $0.stringsDict?.entries.count } == reference.tables.mapValues { $0.stringsDict?.entries.count })
            }
        }
        #expect(plan.preread?.take(fixture.path("App/en.lproj/Localizable.strings")) == nil, "the load took it")
    }

    /// The workers list a wide and deep tree with links in any order, stop at any budget, and answer
    /// for every folder as the file system does.
    @Test(.timeLimit(.minutes(20)))
    func aTreeListedByManyWorkersAnswersAsTheFileSystem() throws {
        let fixture = try TemporaryFolder()
        var folders = ["App"]
        for index in 0..<120 {
            let parent = folders[(index * 7) % folders.count]
            let folder = parent + "/F\(index)"
            folders.append(folder)
            try fixture.write(folder + (index % 5 == 0 ? "/en.lproj/Localizable.strings" : "/notes.txt"), "\"K\" = \"v\";\n")
        }
        try FileManager.default.createSymbolicLink(atPath: fixture.path(folders[3] + "/loop"), withDestinationPath: fixture.path("App"))
        try FileManager.default.createSymbolicLink(atPath: fixture.path(folders[9] + "/sibling"), withDestinationPath: fixture.path(folders[1]))
        let discovery = BundleDiscovery(workingDirectory: fixture.root.path)
        let boundary = LinkBoundary(root: fixture.path("App"), workingDirectory: fixture.root.path)
        for budget in [0, 1, 10, 60, FolderListings.entryBudget] {
            let listings = FolderListings(of: fixture.path("App"), discovery: discovery, boundary: boundary, entryBudget: budget)
            let linked = [folders[3] + "/loop", folders[3] + "/loop/F0", folders[9] + "/sibling"]
            for folder in (folders + linked).map(fixture.path) {
                #expect(listings.identity(of: folder) == FolderIdentity(path: folder), "\(budget): \(folder)")
                #expect(listings.entries(of: folder)?.map(\.name).sorted() == DirectoryListing.entries(of: folder)?.map(\.name).sorted(), "\(budget): \(folder)")
            }
            if budget == FolderListings.entryBudget {
                #expect(folders.allSatisfy { listings.listedEntries(of: fixture.path($0)) != nil }, "every folder listed ahead")
            }
        }
        #expect(discovery.bundles(under: fixture.path("App")).count == 24)
    }

    @Test func foldersPastTheBudgetAreReadWhenAsked() throws {
        let fixture = try TemporaryFolder()
        for index in 0..<20 { try fixture.write("App/file\(index).txt", "") }
        try fixture.write("App/A/B/C/en.lproj/Localizable.strings", "\"A\" = \"a\";\n")
        let discovery = BundleDiscovery(workingDirectory: fixture.root.path)
        // A budget the root alone passes: nothing below it is read ahead.
        let boundary = LinkBoundary(root: fixture.path("App"), workingDirectory: fixture.root.path)
        let listings = FolderListings(of: fixture.path("App"), discovery: discovery, boundary: boundary, entryBudget: 5)
        for folder in ["App", "App/A", "App/A/B/C", "App/A/B/C/en.lproj"].map(fixture.path) {
            #expect(listings.identity(of: folder) == FolderIdentity(path: folder), "\(folder)")
            #expect(listings.entries(of: folder)?.map(\.name).sorted() == DirectoryListing.entries(of: folder)?.map(\.name).sorted())
        }
        let found = discovery.bundles(under: fixture.path("App"))
        #expect(found.map { BundleLoader.displayPath($0.path, relativeTo: fixture.root.path) } == ["App/A/B/C"])
    }
}
