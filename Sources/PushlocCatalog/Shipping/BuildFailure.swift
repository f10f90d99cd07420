import PushlocDiagnostics
import PushlocStringsFile
import PushlocRules

/// What a broken table means when the app's build converts its tables.
///
/// Xcode's copy step (swift-build's `CopyStringsFileTaskAction`) parses a table when it writes it as
/// a binary property list (`STRINGS_FILE_OUTPUT_ENCODING = binary`, which Apple's iOS, tvOS,
/// watchOS and visionOS platforms set) or validates it, and a table that does not parse fails the
/// build with "validation failed": the app does not build, rather than shipping a table the phone
/// rejects. A project that copies tables as text ships the broken table, and the phone loads none of
/// its strings, as the parser's own message says.
enum BuildFailure {
    /// The sentence added to a syntax error of a table such a build converts.
    static let sentence = "This app's Xcode build converts its tables to binary property lists (STRINGS_FILE_OUTPUT_ENCODING = binary, the iOS default), so its copy step fails the build here with 'validation failed' instead of shipping the table"

    /// Adds ``sentence`` to each syntax error of `document`.
    static func explain(in document: inout StringsDocument) {
        for index in document.diagnostics.indices where document.diagnostics[index].rule == RuleDescription.syntax.id && document.diagnostics[index].severity == .error {
            let message = document.diagnostics[index].message
            document.diagnostics[index].message = (message.hasSuffix(".") ? String(message.dropLast()) : message) + ". " + sentence
        }
    }
}
