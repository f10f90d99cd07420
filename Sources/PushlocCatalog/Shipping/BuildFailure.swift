import PushlocDiagnostics
import PushlocStringsFile
import PushlocRules

/// What Xcode's copy step does with a table that the device's parser stops in or rejects.
///
/// swift-build's `CopyStringsFileTaskAction` parses a table when it validates it
/// (`VALIDATE_STRINGS_FILES_WHILE_COPYING`, which `CopyStringsFile.xcspec` sets to `YES` by default) or
/// writes it as a binary property list (`STRINGS_FILE_OUTPUT_ENCODING = binary`), with
/// `PropertyList.fromString`, which is Foundation's `PropertyListSerialization`: CoreFoundation's
/// old-style parser, the one the phone uses (`CFOldStylePList.c`). A parse error fails the build with
/// "validation failed: …". That parser rejects what the phone rejects (a missing `;` or `=`, an
/// unterminated string), but at a token that cannot start a key after the first entry (`;;`, a stray
/// `#`) `parsePlistDictContent` stops without an error and returns the entries before it: the copy
/// step accepts the table, the build succeeds, and the phone loads those entries (the binary property
/// list holds only them; a text table stops at the same place on the phone).
enum BuildFailure {
    /// Adds what the copy step does to the syntax error at the place the device stops in `document`,
    /// a table an Xcode target copies. `converts`: the project writes tables as binary property lists,
    /// so the copy step parses them whatever the validation setting.
    static func explain(in document: inout StringsDocument, converts: Bool) {
        guard let stop = document.deviceStop else { return }
        let sentence: String
        if stop.rejectsFile {
            sentence = converts
                ? "This app's Xcode build writes its tables as binary property lists (STRINGS_FILE_OUTPUT_ENCODING = binary), so its copy step parses this table and fails the build here with 'validation failed' instead of shipping it"
                : "Xcode's copy step validates tables by default (VALIDATE_STRINGS_FILES_WHILE_COPYING = YES) with the same parser, so it fails the build here with 'validation failed'; a project that turns validation off ships the table, and the phone loads none of its strings"
        } else {
            let loaded = document.loadedEntryCount
            sentence = "Xcode's copy step parses tables with the same parser, which stops here without an error: the build succeeds and ships the table, and the phone loads the \(loaded) entr\(loaded == 1 ? "y" : "ies") before line \(stop.line)"
        }
        for index in document.diagnostics.indices {
            let diagnostic = document.diagnostics[index]
            guard diagnostic.rule == RuleDescription.syntax.id, diagnostic.severity == .error,
                  diagnostic.location?.line == stop.line, diagnostic.location?.column == stop.column else { continue }
            let message = diagnostic.message
            document.diagnostics[index].message = (message.hasSuffix(".") ? String(message.dropLast()) : message) + ". " + sentence
            return
        }
    }
}

extension ShipModel {
    /// Whether a target of an Xcode project copies the table at `path` (absolute, lexically normal):
    /// its copy step (``BuildFailure``) then validates it.
    package func xcodeCopies(_ path: String) -> Bool {
        projects.contains { $0.ships(path) }
    }
}
