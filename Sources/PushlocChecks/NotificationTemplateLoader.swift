import PushlocJSON
import PushlocDiagnostics
import Foundation
import PushlocCatalog
import PushlocPayloads
import PushlocRules

/// The APNs payload templates of `templates/notifications/*.json`, parsed, with the strings they use.
public struct NotificationTemplate: Sendable {
    /// The file, as shown to the user.
    public var file: String
    /// The parsed document (`nil` when it is not valid JSON).
    public var document: JSONDocument?
    /// Every loc key the template names, with the argument count it sends.
    public var uses: [LocKeyUse]

    /// Reads the uses of loc keys out of a parsed payload.
    public init(file: String, document: JSONDocument?) {
        self.file = file
        self.document = document
        var uses: [LocKeyUse] = []
        if let document, let json = document.root.objectValue?["aps"]?.objectValue?["alert"], let alert = APSAlert(json: json) {
            for named in alert.namedStrings {
                let location = document.location(of: "aps.alert.\(named.role.rawValue)") ?? SourceLocation(file: file, line: 1, column: 1)
                uses.append(LocKeyUse(role: named.role, key: named.key, argumentCount: named.argumentCount, location: location, templateFile: file))
            }
        }
        self.uses = uses
    }
}

/// Loads every notification template of a templates folder.
public enum NotificationTemplateLoader {
    /// The subfolder of the templates folder that holds APNs payload templates.
    public static let subfolder = "notifications"

    /// Templates found, every loc-key use, and the diagnostics of files that did not parse.
    public struct Result: Sendable {
        /// The templates, sorted by file.
        public var templates: [NotificationTemplate]
        /// Parse and validation problems.
        public var diagnostics: [Diagnostic]
        /// Every loc key use of every template.
        public var uses: [LocKeyUse] { templates.flatMap(\.uses) }
    }

    /// Loads `folder/notifications/*.json` (a missing subfolder gives no templates).
    public static func load(folder: String, workingDirectory: String) -> Result {
        let directory = (folder as NSString).appendingPathComponent(subfolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var templates: [NotificationTemplate] = []
        var diagnostics: [Diagnostic] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let full = (directory as NSString).appendingPathComponent(name)
            let display = BundleLoader.displayPath(full, relativeTo: workingDirectory)
            guard let data = FileManager.default.contents(atPath: full) else {
                diagnostics.append(Diagnostic(RuleDescription.unreadableFile, message: "cannot read the template",
                                              location: SourceLocation(file: display, line: 1, column: 1)))
                continue
            }
            let parsed = JSONParser.parse(Array(data), path: display)
            diagnostics += parsed.diagnostics
            if let document = parsed.document {
                diagnostics += APNsPayloadValidator.validate(document, path: display, pushType: nil)
            }
            templates.append(NotificationTemplate(file: display, document: parsed.document))
        }
        return Result(templates: templates, diagnostics: diagnostics)
    }
}
