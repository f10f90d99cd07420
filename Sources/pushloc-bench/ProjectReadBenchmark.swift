import Foundation
import PushlocStringsFile

/// Reads a generated Xcode project (`project.pbxproj`, an old-style property list) with our reader,
/// ``OpenStepPlist``, and with Foundation's `PropertyListSerialization` on the same bytes, in one run,
/// and prints both medians and the ratio.
///
/// Every check reads the app's projects to learn what it ships. Our reader makes a flat list of nodes
/// over the bytes (no string, array or dictionary per value); the peer builds Foundation objects.
enum ProjectReadBenchmark {
    /// The languages of each variant group, as an app translated into 30 languages has them.
    static let languages = [
        "ar", "ca", "cs", "da", "de", "el", "en", "es", "es-MX", "fi", "fr", "he", "hi", "hr", "hu", "id", "it", "ja",
        "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sv", "th", "zh-Hans",
    ]

    static func run(runs: Int = 21) throws {
        let bytes = generate(seed: 42, size: 400_000)
        let data = Data(bytes)
        let plist = try OpenStepPlist(bytes)
        let objects = plist.value(plist.root, "objects").map { plist.members($0).count } ?? 0
        // Both readers must see the same project, or the comparison means nothing.
        let peerObjects = ((try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any])?["objects"] as? [String: Any])?.count
        guard peerObjects == objects, objects > 1_000 else {
            throw CocoaError(.propertyListReadCorrupt, userInfo: [NSDebugDescriptionErrorKey: "the readers disagree: \(objects) and \(peerObjects ?? 0) objects"])
        }
        let ours = try median(runs: runs) { blackHole(try OpenStepPlist(bytes)) }
        let peer = try median(runs: runs) { blackHole(try PropertyListSerialization.propertyList(from: data, options: [], format: nil)) }
        report("read project.pbxproj (ms)", ours: ours * 1000, oursUnit: "ms",
               peerName: "PropertyListSerialization", peer: peer * 1000, higherIsBetter: false, target: ">= 10x")
        print(String(format: "  one generated %.0f KB project, %d objects; median of %d in-process runs each, after one warm-up run",
                     Double(bytes.count) / 1000, objects, runs))
    }

    /// The median time of `runs` runs of `body`, in seconds, after one run that is not counted.
    private static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<max(runs, 1) {
            times.append(try Measure.best(rounds: 1, body))
        }
        times.sort()
        return times[times.count / 2]
    }

    /// A project of about `size` bytes in Xcode's layout: build files and file references with
    /// `/* name */` comments, groups, variant groups of 30 languages, and build configurations with
    /// many quoted settings (escapes among them), one object per line or one member per line as Xcode
    /// writes each section.
    static func generate(seed: UInt64, size: Int) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        func id() -> String {
            let digits = Array("0123456789ABCDEF")
            return String((0..<24).map { _ in digits[Int(random.next() % 16)] })
        }
        let stems = ["Tab", "Settings", "Browser", "Search", "Privacy", "Tracker", "Onboarding", "Share", "Widget", "History", "Theme", "URL"]
        let kinds = ["ViewController", "Cell", "Manager", "Store", "View", "Helper", "Model", "Coordinator"]
        var buildFiles = "/* Begin PBXBuildFile section */\n"
        var references = "/* Begin PBXFileReference section */\n"
        var groups = "/* Begin PBXGroup section */\n"
        var variants = "/* Begin PBXVariantGroup section */\n"
        var configurations = "/* Begin XCBuildConfiguration section */\n"
        var total = 0
        var fileIndex = 0
        while total < size {
            // A group of source files.
            var children: [(String, String)] = []
            for _ in 0..<(4 + Int(random.next() % 8)) {
                let name = stems[Int(random.next() % UInt64(stems.count))] + kinds[Int(random.next() % UInt64(kinds.count))] + "\(fileIndex).swift"
                fileIndex += 1
                let reference = id()
                children.append((reference, name))
                let line = "\t\t\(id()) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(name) */; };\n"
                buildFiles += line
                let path = random.next() % 4 == 0 ? "\"\(name)\"" : name
                let referenceLine = "\t\t\(reference) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(path); sourceTree = \"<group>\"; };\n"
                references += referenceLine
                total += line.utf8.count + referenceLine.utf8.count
            }
            // Now and then a localized table: a variant group of one reference per language.
            if random.next() % 3 == 0 {
                let table = ["Localizable", "InfoPlist", "Intro", "Settings"][Int(random.next() % 4)] + ".strings"
                let group = id()
                children.append((group, table))
                var block = "\t\t\(group) /* \(table) */ = {\n\t\t\tisa = PBXVariantGroup;\n\t\t\tchildren = (\n"
                for language in languages {
                    let reference = id()
                    block += "\t\t\t\t\(reference) /* \(language) */,\n"
                    let line = "\t\t\(reference) /* \(language) */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = \(language); path = \(language).lproj/\(table); sourceTree = \"<group>\"; };\n"
                    references += line
                    total += line.utf8.count
                }
                block += "\t\t\t);\n\t\t\tname = \(table);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
                variants += block
                total += block.utf8.count
            }
            var block = "\t\t\(id()) /* Group\(fileIndex) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
            for (reference, name) in children { block += "\t\t\t\t\(reference) /* \(name) */,\n" }
            block += "\t\t\t);\n\t\t\tpath = Group\(fileIndex);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
            groups += block
            total += block.utf8.count
            // Now and then a target's configuration.
            if random.next() % 4 == 0 {
                let name = random.next() % 2 == 0 ? "Debug" : "Release"
                var configuration = "\t\t\(id()) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
                configuration += "\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;\n\t\t\t\tCLANG_ENABLE_MODULES = YES;\n"
                configuration += "\t\t\t\t\"CODE_SIGN_IDENTITY[sdk=iphoneos*]\" = \"iPhone Developer\";\n"
                configuration += "\t\t\t\tDEVELOPMENT_TEAM = 43AQ936H96;\n\t\t\t\tINFOPLIST_FILE = \"Target\(fileIndex)/Info.plist\";\n"
                configuration += "\t\t\t\tLD_RUNPATH_SEARCH_PATHS = (\n\t\t\t\t\t\"$(inherited)\",\n\t\t\t\t\t\"@executable_path/Frameworks\",\n\t\t\t\t);\n"
                configuration += "\t\t\t\tOTHER_SWIFT_FLAGS = \"$(inherited) -DFOCUS -D\\\"NAME=\\\\\\\"x\\\\\\\"\\\"\";\n"
                configuration += "\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = \"org.example.app.target\(fileIndex)\";\n\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n"
                configuration += "\t\t\t\tSWIFT_OBJC_BRIDGING_HEADER = \"Target\(fileIndex)/Bridging-Header.h\";\n\t\t\t\tSWIFT_VERSION = 5.0;\n"
                configuration += "\t\t\t\tTARGETED_DEVICE_FAMILY = \"1,2\";\n\t\t\t\tWARNING_CFLAGS = \"-Wno-\\U00e9\";\n"
                configuration += "\t\t\t};\n\t\t\tname = \(name);\n\t\t};\n"
                configurations += configuration
                total += configuration.utf8.count
            }
        }
        let root = id()
        var text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 54;\n\tobjects = {\n\n"
        for section in [buildFiles, references, groups, variants, configurations] {
            let name = section.prefix { $0 != "\n" }.dropFirst("/* Begin ".count).dropLast(" */".count)
            text += section + "/* End \(name) */\n\n"
        }
        text += "\t\t\(root) /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tdevelopmentRegion = en;\n\t\t\tknownRegions = (\n"
        for language in languages { text += "\t\t\t\t\(language.contains("-") ? "\"\(language)\"" : language),\n" }
        text += "\t\t\t);\n\t\t\tprojectDirPath = \"\";\n\t\t};\n\t};\n\trootObject = \(root) /* Project object */;\n}\n"
        return Array(text.utf8)
    }
}
