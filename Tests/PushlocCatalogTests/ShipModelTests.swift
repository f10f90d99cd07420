import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocCatalog

/// What ships, as the Xcode project and the package manifest say (``ShippingAppFixture``).
@Suite struct ShipModelTests {
    private static func model(_ folder: TemporaryFolder) -> ShipModel {
        let survey = BundleDiscovery(workingDirectory: folder.root.path).survey(under: folder.root.path)
        return ShipModel(projectPaths: survey.xcodeProjects, manifestPaths: survey.packageManifests, searchedFolders: [], workingDirectory: folder.root.path)
    }

    private static func verdict(_ model: ShipModel, _ folder: TemporaryFolder, _ path: String) -> ShipModel.Verdict {
        model.verdict(for: LexicalPath.absolute(path, base: folder.root.path))
    }

    @Test func theProjectSaysWhatShipsAndInWhichLanguage() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        let model = Self.model(folder)
        let project = try #require(model.projects.first)
        #expect(project.developmentRegion == "en-US")
        #expect(project.knownRegions == ["en-US", "Base", "fr", "de"])
        // SDKROOT = iphoneos: Apple's iOS platform builds tables into binary property lists.
        #expect(project.convertsStrings)
        let shipped = ShipModel.Verdict.shipped(developmentRegion: "en-US")
        // A variant group of each target; a name in another case (the disk is the Mac's, case-insensitive).
        #expect(Self.verdict(model, folder, "Tasks/Resources/fr.lproj/Localizable.strings") == shipped)
        #expect(Self.verdict(model, folder, "Tasks/Resources/de.lproj/Localizable.strings") == shipped)
        #expect(Self.verdict(model, folder, "Widget/fr.lproj/Widget.strings") == shipped)
        // Not in the project: in its folder, copied by no target.
        #expect(Self.verdict(model, folder, "Tasks/Resources/es.lproj/Localizable.strings") == .unshipped(project: folder.path("Tasks.xcodeproj")))
        // The synchronized folder ships all but its membership exception.
        #expect(Self.verdict(model, folder, "Sync/fr.lproj/Sync.strings") == shipped)
        #expect(Self.verdict(model, folder, "Sync/ja.lproj/Sync.strings") == .unshipped(project: folder.path("Tasks.xcodeproj")))
        // A package's target ships every language, in the package's own development language.
        #expect(Self.verdict(model, folder, "Packages/Kit/Sources/Kit/Resources/cy.lproj/Kit.strings") == .shipped(developmentRegion: "de"))
        // Outside every project and package.
        #expect(model.verdict(for: "/elsewhere/fr.lproj/Localizable.strings") == .unknown)
    }

    @Test func aPlanChecksWhatShipsInTheProjectsLanguage() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        let plan = try BundleLoader.plan(paths: [folder.root.path], workingDirectory: folder.root.path)
        let bundles = plan.plannedBundles.map { ($0.shown, $0.bundle.lprojFolders.map(PathText.lastComponent)) }
        #expect(bundles.map(\.0) == ["Packages/Kit/Sources/Kit/Resources", "Sync", "Tasks/Resources", "Widget"])
        #expect(bundles.first { $0.0 == "Tasks/Resources" }?.1 == ["de.lproj", "en-US.lproj", "fr.lproj"])
        #expect(bundles.first { $0.0 == "Sync" }?.1 == ["en-US.lproj", "fr.lproj"])
        #expect(plan.notes.count == 1)
        #expect(plan.notes.first?.hasPrefix("not checked: 2 tables in 2 places that no target of Tasks.xcodeproj copies into the app (Sync/ja.lproj, Tasks/Resources/es.lproj)") == true)
        let loaded = try plan.loadBundles(0..<plan.bundleCount)
        #expect(loaded.map(\.developmentLanguage) == ["de", "en-US", "en-US", "en-US"])

        let everything = try BundleLoader.plan(paths: [folder.root.path], includeUnshipped: true, workingDirectory: folder.root.path)
        #expect(everything.notes.isEmpty)
        #expect(everything.plannedBundles.first { $0.shown == "Tasks/Resources" }?.bundle.lprojFolders.count == 4)
    }

    /// What holds a bundle, found once, gives each of its folders the verdicts a look at each folder
    /// gives; a bundle with a project or a package target inside it is looked at folder by folder.
    @Test func aBundlesHoldersGiveTheVerdictsOfEachFolder() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        let model = Self.model(folder)
        let cases = [
            ("Tasks/Resources", ["fr.lproj", "es.lproj", "de.lproj"]), ("Sync", ["fr.lproj", "ja.lproj"]),
            ("Packages/Kit/Sources/Kit/Resources", ["cy.lproj"]), ("Widget", ["fr.lproj"]),
        ]
        for (bundle, lprojs) in cases {
            let absoluteBundle = LexicalPath.absolute(bundle, base: folder.root.path)
            let holders = try #require(model.holders(ofBundle: absoluteBundle), "\(bundle)")
            for lproj in lprojs {
                let absolute = absoluteBundle + "/" + lproj
                let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute))?.sorted() ?? []
                #expect(!names.isEmpty, "\(absolute)")
                #expect(model.verdicts(inFolder: absolute, names: names, within: holders) == model.verdicts(inFolder: absolute, names: names), "\(absolute)")
            }
        }
        // The project's folder and the package's target lie inside these.
        #expect(model.holders(ofBundle: folder.root.path) == nil)
        #expect(model.holders(ofBundle: LexicalPath.absolute("Packages/Kit", base: folder.root.path)) == nil)
    }

    /// A folder's verdicts, told by each file's name, are each file's verdict told by its whole path:
    /// in another case, in another script, absent from the project, and in a synchronized folder.
    @Test func aFoldersVerdictsAreEachPathsVerdict() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        let model = Self.model(folder)
        let names = ["Localizable.strings", "LOCALIZABLE.strings", "localizable.STRINGSDICT", "Widget.strings", "Sync.strings", "Émoji.strings", "\u{212A}.strings", "Other.strings"]
        for place in ["Tasks/Resources/fr.lproj", "Tasks/Resources/es.lproj", "TASKS/resources/DE.lproj", "Widget/fr.lproj", "Sync/fr.lproj", "Sync/ja.lproj", "Packages/Kit/Sources/Kit/Resources/cy.lproj", "", "Elsewhere"] {
            let absolute = LexicalPath.absolute(place, base: folder.root.path)
            let each = names.map { model.verdict(for: PathText.joining(absolute, $0)) }
            #expect(model.verdicts(inFolder: absolute, names: names) == each, "\(place)")
        }
        #expect(model.verdicts(inFolder: folder.path("Tasks/Resources/fr.lproj"), names: ["LOCALIZABLE.strings"]) == [.shipped(developmentRegion: "en-US")])
    }

    /// Only folders that may name a region get their tags made: every two-letter folder name whose tag
    /// has another language (an ICU alias, `iw` is `he`) is among those `mayName` lets through, and so
    /// is every longer one.
    @Test func theFoldersLeftOutCannotNameTheRegion() {
        let letters = "abcdefghijklmnopqrstuvwxyz"
        var aliases: [String] = []
        for first in letters {
            for second in letters {
                let code = String([first, second])
                guard let tag = BundleLoader.languageTag(forFolderName: code) else { continue }
                let language = tag.lowercased().prefix { $0 != "-" }
                if language != code { aliases.append("\(code) → \(tag)") }
                #expect(language == code || ShippedBundles.mayName("\(language)-XX", folder: code), "\(code) → \(tag)")
                #expect(language == code || ShippedBundles.mayName(String(language), folder: code + "_GB"), "\(code) → \(tag)")
            }
        }
        #expect(aliases.contains("iw → he"))
        #expect(ShippedBundles.mayName("en", folder: "English") && ShippedBundles.mayName("de", folder: "ger"))
        #expect(!ShippedBundles.mayName("en", folder: "fr") && !ShippedBundles.mayName("en-US", folder: "pt_BR"))
    }

    /// A check of one file (as pre-commit runs it) finds the project in a folder above the table.
    @Test func aFileArgumentFindsTheProjectAboveIt() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        let plan = try BundleLoader.plan(paths: [folder.path("Tasks/Resources/fr.lproj/Localizable.strings")], workingDirectory: folder.root.path)
        let loaded = try plan.loadBundles(0..<plan.bundleCount)
        #expect(loaded.map(\.developmentLanguage) == ["en-US"])
        #expect(loaded.first?.languages == ["de", "en-US", "fr"])
    }

    /// A project that cannot be read is one warning naming it, and the check goes on without it.
    @Test func anUnreadableProjectIsAWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = { A = {isa = PBXProject; ")
        try folder.write("App/en.lproj/Localizable.strings", "\"a\" = \"b\";\n")
        let plan = try BundleLoader.plan(paths: [folder.root.path], workingDirectory: folder.root.path)
        #expect(plan.diagnostics.map(\.rule) == ["unreadable-project"])
        #expect(plan.diagnostics.first?.location?.file == "App.xcodeproj/project.pbxproj")
        #expect(plan.plannedBundles.map(\.shown) == ["App"])
    }

    /// Without a project, a bundle with no `en.lproj` and one English region takes that region.
    @Test func aLoneEnglishRegionIsTheDevelopmentLanguage() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/en-GB.lproj/Localizable.strings", "\"a\" = \"%@\";\n")
        try folder.write("App/fr.lproj/Localizable.strings", "\"a\" = \"%@\";\n")
        let plan = try BundleLoader.plan(paths: [folder.root.path], workingDirectory: folder.root.path)
        #expect(try plan.loadBundles(0..<1).first?.developmentLanguage == "en-GB")
        #expect(plan.notes == ["App: no en.lproj, so en-GB is taken as the development language (pass --base to choose another)"])
    }

    /// The manifest is read as text and never run: a computed `defaultLocalization` is not guessed.
    @Test func aManifestIsReadAsText() {
        let literal = PackageManifest(text: "let p = Package(name: \"K\", defaultLocalization: \"pt_BR\", targets: [.target(name: \"K\", path: \"Code/K\")])",
                                      path: "/p/Package.swift", folder: "/p")
        #expect(literal.defaultLocalization == "pt-BR")
        #expect(literal.targetFolders == ["/p/Sources", "/p/Source", "/p/src", "/p/srcs", "/p/Code/K"])
        let computed = PackageManifest(text: "let l = \"en\"\nlet p = Package(name: \"K\", defaultLocalization: LanguageTag(l))", path: "/p/Package.swift", folder: "/p")
        #expect(computed.defaultLocalization == nil && computed.defaultLocalizationIsComputed)
    }
}
