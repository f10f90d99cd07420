import PushlocDiagnostics

/// The Xcode project reader as the fuzz targets (Fuzz/Targets/pbxproj) drive it: the property list
/// parse, the walk of groups, targets, phases and settings, and the record a check would cache, with
/// what each gives checked against the others. Not part of the library's API.
@_spi(Fuzzing) public enum ProjectReaderFuzzing {
    /// What a read of one project file found.
    public struct Outcome: Sendable {
        /// Whether the bytes were read as a project (else why not).
        public var failure: String?
        /// The table files the project names.
        public var files: Int
        /// Whether the project's record reads back as the same project.
        public var recordRoundTrips: Bool
    }

    /// Reads `bytes` as `/fuzz/App.xcodeproj/project.pbxproj`, and its record back.
    public static func read(_ bytes: [UInt8]) -> Outcome {
        let project: XcodeProject
        do {
            project = try XcodeProject.parse(bytes, xcodeproj: "App.xcodeproj", absoluteBase: "/fuzz")
        } catch {
            return Outcome(failure: error.message, files: 0, recordRoundTrips: true)
        }
        let key = XcodeProjectRecord.key(ofFile: "/fuzz/App.xcodeproj/project.pbxproj", bytes: bytes)
        let record = XcodeProjectRecord.text(of: project, key: key)
        let back = XcodeProjectRecord.project(from: record, key: key, path: project.path)
        let same = back.map {
            $0.files == project.files && $0.shippedFolders == project.shippedFolders && $0.referencedFolders == project.referencedFolders
                && $0.developmentRegion == project.developmentRegion && $0.convertsStrings == project.convertsStrings
        } ?? false
        // Every file it names answers a membership query the same way through both.
        for path in project.files.all.keys where back?.membership(ofFolded: path) != project.membership(ofFolded: path) {
            return Outcome(failure: nil, files: project.files.all.count, recordRoundTrips: false)
        }
        return Outcome(failure: nil, files: project.files.all.count, recordRoundTrips: same)
    }

    /// Reads `text` as a package manifest in `/fuzz`: the folders its targets copy, which must all
    /// lie inside the package, unless the manifest is refused.
    public static func readManifest(_ text: String) -> (targetFolders: [String], refused: Bool) {
        let manifest = PackageManifest(text: text, path: "/fuzz/Package.swift", folder: "/fuzz")
        return (manifest.targetFolders, manifest.isRefused)
    }
}
