import PushlocDiagnostics

/// What a Swift package's `Package.swift` says about its localized resources, read as Swift tokens
/// (``SwiftTokens``).
///
/// The manifest is Swift that SwiftPM runs, and a pull request controls it: it is never run here.
/// Only what the compiler would read counts: text in comments, in string literals and in `#if`
/// branches that are not compiled (`#if false`) is no part of it. `defaultLocalization` is read
/// when it is a string literal argument of `Package(…)`; a value that is computed (a variable, a
/// function call), given more than once with different values, or given in a `#if` branch whose
/// condition cannot be told here (`#if os(macOS)`) is reported rather than guessed, and the
/// package's tables then take the project's development region, or `en`.
///
/// A package copies every `.lproj` folder of its targets into its resource bundle, and that bundle
/// resolves languages on its own, so every table under a target's folder ships, whatever languages
/// the app's project lists. A target's folder is under `Sources` (or SwiftPM's other source folders)
/// unless the manifest gives a `path:`; a table elsewhere in the package (a tool's input,
/// documentation) ships with nothing the package builds. A `path:` that is not a literal may be any
/// folder of the package, so then the whole package's folder counts as a target's. A `path:` that
/// leaves the package's folder (`../App`, `/`) is refused by SwiftPM, which then loads no package:
/// such a manifest is ``isRefused``.
package struct PackageManifest: Sendable {
    /// The folder that holds `Package.swift` (absolute, lexically normal).
    package let folder: String
    /// The manifest as the search found it.
    package let path: String
    /// The literal `defaultLocalization`, canonicalised.
    package let defaultLocalization: String?
    /// Why `defaultLocalization` is given but could not be read, if it could not.
    package let unreadableLocalization: UnreadableLocalization?
    /// The folders (absolute) whose tables the package's targets copy: SwiftPM's source folders
    /// (`Sources`, `Source`, `src`, `srcs`), and each `path:` of a target.
    package let targetFolders: [String]
    /// The `path:` values, as written, that lead out of the package's folder.
    package let outsidePaths: [String]

    /// Why a `defaultLocalization` could not be read.
    package enum UnreadableLocalization: Sendable, Equatable {
        /// It is not a string literal.
        case computed
        /// It is in a `#if` branch whose condition cannot be told, or given twice with different values.
        case ambiguous
    }

    /// Whether `defaultLocalization` is given but not as a string literal.
    package var defaultLocalizationIsComputed: Bool { unreadableLocalization == .computed }

    /// Whether SwiftPM refuses the manifest (a target's folder leaves the package's).
    package var isRefused: Bool { !outsidePaths.isEmpty }

    /// SwiftPM's folders of targets with no `path:`.
    static let sourceFolders = ["Sources", "Source", "src", "srcs"]

    /// The calls whose `path:` names a target's folder.
    private static let targetCalls: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget"]

    /// Reads the manifest `text` of the package in the absolute `folder`.
    package init(text: String, path: String, folder: String) {
        self.folder = folder
        self.path = path
        let scanned = SwiftTokens(Array(text.utf8))
        let tokens = scanned.tokens
        var localizations: [(value: String?, isAmbiguous: Bool)] = []
        var targetFolders = Self.sourceFolders.map { LexicalPath.absolute($0, base: folder) }
        var outsidePaths: [String] = []
        // The name of the call each open `(` belongs to (`nil` for a bracket or brace).
        var calls: [String?] = []
        for index in tokens.indices {
            switch tokens[index].kind {
            case .punctuation(UInt8(ascii: "(")):
                calls.append(Self.callName(before: index, in: tokens))
            case .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")):
                calls.append(nil)
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")):
                _ = calls.popLast()
            case .identifier(let label):
                // An argument label: after `(` or `,` of a call, and before `:`.
                guard label == "defaultLocalization" || label == "path", index > 0, index + 2 < tokens.count,
                      tokens[index + 1].kind == .punctuation(UInt8(ascii: ":")),
                      tokens[index - 1].kind == .punctuation(UInt8(ascii: "(")) || tokens[index - 1].kind == .punctuation(UInt8(ascii: ",")),
                      let call = calls.last ?? nil else { continue }
                let value = Self.literal(at: index + 2, in: tokens)
                let isAmbiguous = tokens[index].isAmbiguous || tokens[index + 2].isAmbiguous
                if label == "defaultLocalization", call == "Package" {
                    localizations.append((value, isAmbiguous))
                } else if label == "path", Self.targetCalls.contains(call) {
                    guard let written = value else {
                        // Any folder of the package may be this target's.
                        targetFolders.append(folder)
                        continue
                    }
                    guard !written.isEmpty else { continue }
                    let absolute = LexicalPath.absolute(written, base: folder)
                    if written.hasPrefix("/") || !Self.isWithin(absolute, folder) {
                        outsidePaths.append(written)
                    } else {
                        targetFolders.append(absolute)
                    }
                }
            default:
                break
            }
        }
        var localization: String?
        var unreadable: UnreadableLocalization?
        if !localizations.isEmpty {
            let values = Set(localizations.map(\.value))
            if localizations.contains(where: { $0.value == nil }) {
                unreadable = .computed
            } else if localizations.contains(where: \.isAmbiguous) || values.count > 1 || scanned.hasBareSlash {
                // A bare `/` may open a regex literal that hides or makes the argument.
                unreadable = .ambiguous
            } else if let literal = values.first ?? nil, !literal.isEmpty, literal.utf8.allSatisfy(Self.isTagByte) {
                localization = literal
            } else {
                unreadable = .computed
            }
        }
        self.defaultLocalization = localization.map(LanguageName.canonical)
        self.unreadableLocalization = unreadable
        var seen = Set<String>()
        self.targetFolders = targetFolders.filter { seen.insert($0).inserted }
        self.outsidePaths = outsidePaths
    }

    /// The name of the call whose `(` is at `index`: the identifier before it (`target` of
    /// `.target(`), and `Package` for `Package.init(`.
    private static func callName(before index: Int, in tokens: [SwiftTokens.Token]) -> String? {
        guard index > 0, case .identifier(let name) = tokens[index - 1].kind else { return nil }
        if name == "init", index > 2, tokens[index - 2].kind == .punctuation(UInt8(ascii: ".")),
           case .identifier(let type) = tokens[index - 3].kind {
            return type
        }
        return name
    }

    /// The text of the string literal at `index` when it is the whole argument (a `,` or `)`
    /// follows it), `nil` for anything else.
    private static func literal(at index: Int, in tokens: [SwiftTokens.Token]) -> String? {
        guard case .string(let text?) = tokens[index].kind else { return nil }
        let after = index + 1 < tokens.count ? tokens[index + 1].kind : nil
        guard after == .punctuation(UInt8(ascii: ",")) || after == .punctuation(UInt8(ascii: ")")) else { return nil }
        return text
    }

    /// Whether the absolute `path` is `folder` or below it.
    private static func isWithin(_ path: String, _ folder: String) -> Bool {
        path == folder || folder == "/" || (LexicalPath.hasPrefix(path, folder) && path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/"))
    }

    private static func isTagByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
