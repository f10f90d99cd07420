import Foundation
import TestSupport
import Testing
@testable import Catalog

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
        let relative = found.map { CatalogLoader.displayPath($0.path, relativeTo: fixture.root.path) }
        #expect(relative == ["App", "App/Settings.bundle", "Kit/Resources", "Storyboards"])
        #expect(found.last?.stringCatalogs.map { ($0 as NSString).lastPathComponent } == ["Main.xcstrings"])
        #expect(found.last?.lprojFolders.count == 1)
    }

    @Test func aSymbolicLinkCycleIsEnteredOnce() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("App/en.lproj/Localizable.strings", "\"A\" = \"a\";\n")
        try fixture.write("App/Sub/de.lproj/Localizable.strings", "\"A\" = \"b\";\n")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("App/Sub/loop"), withDestinationPath: fixture.path("App"))
        try FileManager.default.createSymbolicLink(atPath: fixture.path("App/self"), withDestinationPath: ".")
        let found = BundleDiscovery(workingDirectory: fixture.root.path).bundles(under: fixture.path("App"))
        #expect(found.count == 2)
        let project = try CatalogLoader.loadProject(paths: [fixture.path("App")], workingDirectory: fixture.root.path)
        #expect(project.bundles.map(\.path) == ["App", "App/Sub"])
        #expect(!project.bundles.contains { bundle in bundle.diagnostics.contains { $0.rule == CatalogLoader.Rule.duplicateLocalization } })
    }
}
