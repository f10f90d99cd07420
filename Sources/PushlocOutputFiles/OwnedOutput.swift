import Foundation

/// A file that a command writes into its `--out` folder.
package struct OutputFile: Sendable {
    /// The path inside the output folder.
    package var relative: String
    /// The file's bytes.
    package var bytes: [UInt8]
    /// The bytes every file of this kind that pushloc makes starts with (a generated header), if
    /// any: a file that starts with them is pushloc's even where no manifest lists it.
    package var generatedPrefix: [UInt8]?

    /// A file to write at `relative`.
    package init(relative: String, bytes: [UInt8], generatedPrefix: [UInt8]? = nil) {
        self.relative = relative
        self.bytes = bytes
        self.generatedPrefix = generatedPrefix
    }
}

extension OutputFolder {
    /// The name of the manifest file (``OutputManifest``) in a folder that commands write into.
    package static let manifestName = ".pushloc-output"

    /// Writes `files` into the folder, replacing only files that pushloc wrote there before.
    ///
    /// Every path is checked before anything is written: a file in the way that pushloc did not
    /// write (not in the folder's ``OutputManifest``, and not starting with the file's generated
    /// header), or a folder, link or file where a file or folder goes, refuses the whole write, so a
    /// refusal leaves the folder as it was. The manifest is written before the files, so a run
    /// killed half-way leaves no file of pushloc's unlisted.
    package func writeOwned(_ files: [OutputFile]) throws(AtomicFile.WriteError) {
        guard !files.isEmpty else { return }
        let manifestPath = (resolvedPath as NSString).appendingPathComponent(Self.manifestName)
        var manifest = OutputManifest()
        switch PlainFile.kind(manifestPath) {
        case .missing:
            break
        case .file:
            guard let existing = OutputManifest.read(atPath: manifestPath) else {
                throw refusal([Self.manifestName])
            }
            manifest = existing
        default:
            throw refusal([Self.manifestName])
        }
        // Paths listed once but gone since are dropped: a file the user puts there later is theirs.
        manifest.paths = manifest.paths.filter { PlainFile.kind(full($0)) == .file }
        var foreign: [String] = []
        var folders = Set<String>()
        for file in files {
            let components = try Self.components(of: file.relative)
            guard components != [Self.manifestName] else { throw refusal([Self.manifestName]) }
            var folder = ""
            for component in components.dropLast() {
                folder = folder.isEmpty ? component : folder + "/" + component
                guard folders.insert(folder).inserted else { continue }
                let kind = PlainFile.kind(full(folder))
                if kind != .missing && kind != .folder { foreign.append(folder) }
            }
            switch PlainFile.kind(full(file.relative)) {
            case .missing:
                break
            case .file where manifest.paths.contains(file.relative):
                break
            case .file where file.generatedPrefix.map({ isGenerated(file.relative, prefix: $0) }) ?? false:
                break
            default:
                foreign.append(file.relative)
            }
        }
        guard foreign.isEmpty else { throw refusal(foreign) }
        manifest.paths.formUnion(files.map(\.relative))
        try AtomicFile.write(manifest.serialized(), to: manifestPath)
        for file in files {
            try write(file.bytes, to: file.relative)
        }
    }

    private func full(_ relative: String) -> String {
        (resolvedPath as NSString).appendingPathComponent(relative)
    }

    private func isGenerated(_ relative: String, prefix: [UInt8]) -> Bool {
        guard let bytes = PlainFile.read(full(relative)) else { return false }
        return bytes.starts(with: prefix)
    }

    private func refusal(_ foreign: [String]) -> AtomicFile.WriteError {
        let sorted = foreign.sorted()
        let named = sorted.prefix(3).joined(separator: ", ") + (sorted.count > 3 ? " and \(sorted.count - 3) more" : "")
        return AtomicFile.WriteError(
            path: path,
            reason: "the folder holds \(named), which pushloc did not write; pushloc replaces only the files it wrote "
                + "(listed in \(Self.manifestName)). Move them, or name a new or empty folder")
    }
}
