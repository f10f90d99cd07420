/// An example of a rule that runs: a few files written into an empty folder, one `pushloc` command run
/// there, and whether the rule reports a finding in its output.
///
/// `pushloc rules --format json` lists each rule's examples, and a test runs every one of them through
/// the `pushloc` executable, as SwiftLint's `verifyRule` runs a rule's triggering and non-triggering
/// examples. A rule that `check` cannot reach names the command that reaches it (`payloads`, `devtodev`,
/// `buttons`).
public struct RuleExample: Sendable, Hashable {
    /// One file of the example: its path inside the folder, and its text, written as UTF-8.
    public struct File: Sendable, Hashable {
        /// The path, relative to the folder the command runs in (`en.lproj/Localizable.strings`).
        public var path: String
        /// The file's text.
        public var text: String
    }

    /// The command's arguments when an example names none: `check . --format json`.
    public static let defaultArguments = ["check", ".", "--format", "json"]

    /// Whether the rule reports a finding for these files (`true`), or none (`false`).
    public var triggers: Bool
    /// The files, in the order they are listed.
    public var files: [File]
    /// The arguments `pushloc` runs with, in the folder that holds only ``files``; its output is JSON
    /// whose findings carry the rule id in `"rule"`.
    public var arguments: [String]

    /// Where a triggering example's finding lands: `path:line:column` of one of its files, or
    /// ``commandLine`` for a finding about the command's own options (a request header), which has no
    /// place in a file. `nil` for an example that does not trigger.
    public var place: String?

    /// The place of a finding about the command's options rather than a file.
    public static let commandLine = "the command line"

    /// An example the rule reports: `files` (path → text), checked with `arguments`, with a finding of
    /// the rule at `place` (`path:line:column`, or ``commandLine``).
    public static func triggering(_ files: KeyValuePairs<String, String>, arguments: [String] = defaultArguments, at place: String) -> RuleExample {
        RuleExample(triggers: true, files: files.map { File(path: $0.key, text: $0.value) }, arguments: arguments, place: place)
    }

    /// An example the rule accepts: `files` (path → text), checked with `arguments`, and no finding of the rule.
    public static func nonTriggering(_ files: KeyValuePairs<String, String>, arguments: [String] = defaultArguments) -> RuleExample {
        RuleExample(triggers: false, files: files.map { File(path: $0.key, text: $0.value) }, arguments: arguments, place: nil)
    }
}
