import Foundation
import PushlocCatalog

/// `--hostile-project`: reading project files and manifests a pull request shapes against the reader
/// (issue 42): ids listed thousands of times in `targets`, `buildPhases`, `files`, a variant group's
/// children and a configuration list; groups nested thousands deep; a `Package.swift` of thousands of
/// `path:` arguments. Each at 1x to 8x its smallest size, with the time of each and the growth from
/// 1x to 8x (8 is linear, 64 quadratic). Target: under 100 ms for any file up to 1 MiB.
enum HostileProjectBenchmark {
    static func run() throws {
        print("")
        print("hostile projects and manifests (target: linear growth, 1x to 8x; < 100 ms up to 1 MiB)")
        try row("repeated ids") { repeatedIDs($0 * 600) }
        try row("nested groups") { nestedGroups($0 * 1_000) }
        try manifestRow()
    }

    private static func row(_ name: String, _ make: (Int) -> [UInt8]) throws {
        var times: [(bytes: Int, ms: Double)] = []
        for scale in [1, 2, 4, 8] {
            let bytes = make(scale)
            let time = try Measure.best(rounds: 5) {
                blackHole(try XcodeProject.parse(bytes, xcodeproj: "App.xcodeproj", absoluteBase: "/work"))
            }
            times.append((bytes.count, time * 1000))
        }
        print(line(name, times))
    }

    private static func manifestRow() throws {
        var times: [(bytes: Int, ms: Double)] = []
        for scale in [1, 2, 4, 8] {
            let text = "let package = Package(name: \"K\", defaultLocalization: \"de\", targets: ["
                + (0..<(scale * 2_300)).map { ".target(name: \"T\($0)\", path: \"Code/T\($0)\")" }.joined(separator: ", ") + "])\n"
            let time = Measure.best(rounds: 5) { blackHole(PackageManifest(text: text, path: "/p/Package.swift", folder: "/p")) }
            times.append((text.utf8.count, time * 1000))
        }
        print(line("Package.swift paths", times))
    }

    private static func line(_ name: String, _ times: [(bytes: Int, ms: Double)]) -> String {
        let cells = times.map { String(format: "%.0f KB %.1f ms", Double($0.bytes) / 1024, $0.ms) }.joined(separator: ", ")
        let growth = (times.last?.ms ?? 0) / max(times.first?.ms ?? 1, 1e-6)
        return "  \(name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(cells); 8x takes \(String(format: "%.1f", growth))x"
    }

    private static func project(_ objects: String, main: String, targets: String, phases: String, files: String) -> [UInt8] {
        Array("""
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP1 = {isa = PBXProject; developmentRegion = en; mainGroup = G0; targets = (\(targets)); };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (\(phases)); buildConfigurationList = L1; };
            \t\tR1 = {isa = PBXResourcesBuildPhase; files = (\(files)); };
            \t\tB1 = {isa = PBXBuildFile; fileRef = V1; };
            \t\tG0 = {isa = PBXGroup; children = (\(main)); sourceTree = "<group>"; };
            \(objects)
            \t};
            \trootObject = P1;
            }

            """.utf8)
    }

    /// `n` ids listed `n` times over: targets, phases, build files, a variant group's children (copied
    /// by `n` build files) and a configuration list shared by `n` targets with `n` settings.
    static func repeatedIDs(_ n: Int) -> [UInt8] {
        var objects = ""
        var children: [String] = []
        for index in 0..<n {
            children.append("X\(index)")
            objects += "\t\tX\(index) = {isa = PBXFileReference; path = l\(index).lproj/Localizable.strings; sourceTree = \"<group>\"; };\n"
            objects += "\t\tY\(index) = {isa = PBXBuildFile; fileRef = V1; };\n"
            objects += "\t\tU\(index) = {isa = PBXNativeTarget; buildPhases = (R1, R2, ); buildConfigurationList = L1; };\n"
        }
        objects += "\t\tV1 = {isa = PBXVariantGroup; children = (\(children.joined(separator: ", "))); name = Localizable.strings; sourceTree = \"<group>\"; };\n"
        objects += "\t\tR2 = {isa = PBXResourcesBuildPhase; files = (\((0..<n).map { "Y\($0)" }.joined(separator: ", "))); };\n"
        objects += "\t\tL1 = {isa = XCConfigurationList; buildConfigurations = (\(Array(repeating: "C1", count: n).joined(separator: ", "))); };\n"
        objects += "\t\tC1 = {isa = XCBuildConfiguration; buildSettings = {\((0..<n).map { "S\($0) = v;" }.joined(separator: " ")) }; };\n"
        let repeated = { (id: String) in Array(repeating: id, count: n).joined(separator: ", ") }
        return project(objects, main: repeated("V1"), targets: repeated("T1") + ", " + (0..<n).map { "U\($0)" }.joined(separator: ", "),
                       phases: repeated("R1"), files: repeated("B1"))
    }

    /// Groups nested `depth` deep, the variant group in the deepest (paths stop growing past a few
    /// levels: most groups name no folder, as Xcode's do).
    static func nestedGroups(_ depth: Int) -> [UInt8] {
        var objects = "\t\tV1 = {isa = PBXVariantGroup; children = (F1, ); name = Localizable.strings; sourceTree = \"<group>\"; };\n"
        objects += "\t\tF1 = {isa = PBXFileReference; path = fr.lproj/Localizable.strings; sourceTree = \"<group>\"; };\n"
        for level in 0..<depth {
            let child = level + 1 < depth ? "N\(level + 1)" : "V1"
            objects += "\t\tN\(level) = {isa = PBXGroup; children = (\(child), ); \(level % 100 == 0 ? "path = g; " : "")sourceTree = \"<group>\"; };\n"
        }
        return project(objects, main: "N0", targets: "T1", phases: "R1", files: "B1")
    }
}
