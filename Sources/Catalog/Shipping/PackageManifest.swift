/// What a Swift package's `Package.swift` says about its localized resources, read as text.
///
/// The manifest is Swift that SwiftPM runs, and a pull request controls it: it is never run here.
/// Only a literal `defaultLocalization: "en"` is read; a value that is computed (a variable, a
/// function call) is reported as unreadable rather than guessed. A package copies every `.lproj`
/// folder of its targets into its resource bundle, and that bundle resolves languages on its own, so
/// every table under a target's folder ships, whatever languages the app's project lists. A target's
/// folder is `Sources/<name>` unless the manifest gives a literal `path:`; a table elsewhere in the
/// package (a tool's input, documentation) ships with nothing the package builds.
package struct PackageManifest: Sendable {
    /// The folder that holds `Package.swift` (absolute, lexically normal).
    package let folder: String
    /// The manifest as the search found it.
    package let path: String
    /// The literal `defaultLocalization`, canonicalised.
    package let defaultLocalization: String?
    /// Whether `defaultLocalization` is given but not as a string literal.
    package let defaultLocalizationIsComputed: Bool
    /// The folders (absolute) whose tables the package's targets copy: `Sources`, and each literal
    /// `path:` of a target.
    package let targetFolders: [String]

    /// Reads the manifest `text` of the package in the absolute `folder`.
    package init(text: String, path: String, folder: String) {
        self.folder = folder
        self.path = path
        var localization: String?
        var computed = false
        if let label = text.range(of: "defaultLocalization:") {
            let rest = text[label.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") {
                let literal = String(rest[rest.index(after: rest.startIndex)..<close])
                if literal.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), !literal.isEmpty {
                    localization = literal
                } else {
                    computed = true
                }
            } else {
                computed = true
            }
        }
        self.defaultLocalization = localization.map(LanguageName.canonical)
        self.defaultLocalizationIsComputed = computed
        var targetFolders = [LexicalPath.absolute("Sources", base: folder)]
        for line in text.split(whereSeparator: \.isNewline) where !line.contains(".package(") {
            var rest = line[...]
            while let label = rest.range(of: "path:") {
                rest = rest[label.upperBound...].drop { $0 == " " }
                guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { break }
                let written = String(rest[rest.index(after: rest.startIndex)..<close])
                if !written.isEmpty { targetFolders.append(LexicalPath.absolute(written, base: folder)) }
                rest = rest[close...].dropFirst()
            }
        }
        self.targetFolders = targetFolders
    }
}
