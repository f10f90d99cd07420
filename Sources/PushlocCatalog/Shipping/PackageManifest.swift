import PushlocDiagnostics

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
        let bytes = Array(text.utf8)
        var localization: String?
        var computed = false
        if let after = Self.end(of: "defaultLocalization:", in: bytes, from: 0) {
            switch Self.stringLiteral(in: bytes, at: Self.skippingBlanks(bytes, from: after)) {
            case let literal? where !literal.isEmpty && literal.utf8.allSatisfy(Self.isTagByte):
                localization = literal
            default:
                computed = true
            }
        }
        self.defaultLocalization = localization.map(LanguageName.canonical)
        self.defaultLocalizationIsComputed = computed
        // Each literal `path:` of a target (not of a `.package(path:)` dependency on the same line).
        var targetFolders = [LexicalPath.absolute("Sources", base: folder)]
        var position = 0
        while let after = Self.end(of: "path:", in: bytes, from: position) {
            position = after
            guard !Self.lineHolds(".package(", in: bytes, around: after),
                  let written = Self.stringLiteral(in: bytes, at: Self.skippingBlanks(bytes, from: after)), !written.isEmpty else { continue }
            targetFolders.append(LexicalPath.absolute(written, base: folder))
        }
        self.targetFolders = targetFolders
    }

    /// Where the first `needle` at or after `start` ends.
    private static func end(of needle: String, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) { return index + pattern.count }
            index += 1
        }
        return nil
    }

    private static func skippingBlanks(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
        return index
    }

    /// The text of a one-line `"…"` literal starting at `start`, `nil` when none starts there.
    private static func stringLiteral(in bytes: [UInt8], at start: Int) -> String? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
        var end = start + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A, bytes[end] != UInt8(ascii: "\\") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        return String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
    }

    /// Whether the line around `position` holds `needle` before `position`.
    private static func lineHolds(_ needle: String, in bytes: [UInt8], around position: Int) -> Bool {
        var lineStart = position
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        guard let found = end(of: needle, in: bytes, from: lineStart) else { return false }
        return found <= position
    }

    private static func isTagByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
