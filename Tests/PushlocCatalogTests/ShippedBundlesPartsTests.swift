import PushlocDiagnostics
import Testing
@testable import PushlocCatalog

/// The byte readings inside ``ShippedBundles`` give what their `Character` and Foundation-rule
/// readings give, on the paths discovery makes and on the odd ones a user or a test can pass.
@Suite struct ShippedBundlesPartsTests {
    /// A folder's absolute path and whether it is the bundle's child, read by ``PathText`` and
    /// ``LexicalPath`` alone: the answer ``BundleFolderPaths`` must give for every path.
    private static func reference(_ folder: String, bundle: String, absoluteBase: String) -> (path: String, isChild: Bool) {
        let absoluteBundle = LexicalPath.absolute(bundle, base: absoluteBase)
        let name = PathText.lastComponent(folder)
        guard PathText.parent(folder) == bundle, LexicalPath.isNormal("/" + name) else {
            return (LexicalPath.absolute(folder, base: absoluteBase), false)
        }
        return (absoluteBundle == "/" ? "/" + name : absoluteBundle + "/" + name, true)
    }

    @Test func folderPathsAgreeWithTheFoundationRules() {
        let bundles = ["App", "App/Res", "/abs/App", "/", ".", "App/", "App//Res", "", "é/App", "./App", "App/..", "..", "a", "MyApp/Resources"]
        let names = ["fr.lproj", "FR.lproj", "zh-Hans.lproj", ".", "..", "...", ".lproj", "fr", "é.lproj", "É.lproj", "a/b.lproj", "fr.lproj/", "", "\u{301}fr.lproj", "x\r\n"]
        var children = 0
        for base in ["/work", "/", "/wörk/dir", "/Users/Me/Code"] {
            for bundle in bundles {
                let paths = BundleFolderPaths(bundle: bundle, absoluteBundle: LexicalPath.absolute(bundle, base: base), absoluteBase: base)
                for name in names {
                    for folder in [bundle + "/" + name, bundle + name, PathText.joining(bundle, name), "/" + name, name] {
                        let expected = Self.reference(folder, bundle: bundle, absoluteBase: base)
                        let got = paths.foldedAbsolute(folder)
                        #expect(got.path == LexicalPath.caseFolded(expected.path) && got.isChild == expected.isChild, "\(bundle) \(folder) in \(base)")
                        if got.isChild { children += 1 }
                    }
                }
            }
        }
        #expect(children > 100)
        let paths = BundleFolderPaths(bundle: "App", absoluteBundle: "/Work/App", absoluteBase: "/Work")
        #expect(paths.foldedAbsolute("App/FR.lproj") == ("/work/app/fr.lproj", true))
        #expect(paths.foldedAbsolute("Other/fr.lproj") == ("/work/other/fr.lproj", false))
    }

    /// ``ShippedBundles/mayName(_:folder:)`` as it reads `Character`s, before its byte reading.
    private static func referenceMayName(_ region: String, folder name: String) -> Bool {
        let separators: Set<Character> = ["-", "_"]
        let first = name.lowercased().prefix { !separators.contains($0) }
        let language = region.lowercased().prefix { !separators.contains($0) }
        return first == language || first.count >= 3 || ["iw", "in", "ji", "jw", "mo", "sh", "tl", "no"].contains(first)
    }

    @Test func mayNameAgreesWithTheCharacterReading() {
        let regions = ["en", "EN-us", "en_GB", "pt-BR", "zh-Hans", "he", "i", "", "-en", "de\r\n", "é", "fra"]
        let folders = ["en", "EN", "en-GB", "en_US", "English", "fr", "IW", "in", "No", "nb", "pt_BR", "zh-Hant", "zh_HK", "",
                       "-", "_en", "e", "é", "éé-x", "a\r\n", "\r\n-x", "ab\u{301}", "en\u{7F}", "ger", "x-y-z", "Base", "Mo_RO"]
        for region in regions {
            for folder in folders {
                #expect(ShippedBundles.mayName(region, folder: folder) == Self.referenceMayName(region, folder: folder), "\(region) \(folder)")
            }
        }
    }

    @Test func theMostNamedRegionWinsAndTiesGoToTheFirstInOrder() {
        var tally = RegionTally()
        #expect(tally.mostNamed == nil)
        for region in ["en-US", "en", "en-US", "de", "en", "en-GB"] { tally.add(region) }
        // en and en-US are named twice each; en sorts first.
        #expect(tally.mostNamed == "en")
        tally.add("en-US")
        #expect(tally.mostNamed == "en-US")
        var reversed = RegionTally()
        for region in ["b", "a", "c", "c", "a", "b"] { reversed.add(region) }
        #expect(reversed.mostNamed == "a")
    }
}
