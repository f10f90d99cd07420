import PushlocPayloads
import PushlocJSON
import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocRules

/// Reads devtodev button templates (`templates/devtodev/<id>.json`) with ``JSONParser``.
///
/// A template file is `{"id", "name", "description", "buttons": [{"id", "label", "opensApp"}]}`.
/// A bad file gives diagnostics with line and column and is left out; the other files are still read.
public enum ButtonTemplateLoader {
    /// Reads every `*.json` file directly in `folder` (sub-folders such as `messages/` are not read).
    ///
    /// - Parameter workingDirectory: paths in diagnostics are shown relative to it.
    /// - Throws: ``BundleLoadError/pathNotFound(_:)`` or ``BundleLoadError/unreadable(path:reason:)`` when
    ///   the folder or a file cannot be read (an I/O error, not a finding).
    public static func load(folder: String, workingDirectory: String = FileManager.default.currentDirectoryPath) throws(BundleLoadError) -> ButtonTemplateSet {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .pathNotFound(folder)
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0.hasSuffix(".json") }
                .sorted()
        } catch {
            throw .unreadable(path: BundleLoader.displayPath(folder, relativeTo: workingDirectory), reason: error.localizedDescription)
        }
        var files: [(bytes: [UInt8], path: String)] = []
        for name in names {
            let full = (folder as NSString).appendingPathComponent(name)
            let display = BundleLoader.displayPath(full, relativeTo: workingDirectory)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            guard let data = FileManager.default.contents(atPath: full) else {
                throw .unreadable(path: display, reason: "the file cannot be read")
            }
            files.append((Array(data), display))
        }
        return load(files: files)
    }

    /// Reads templates from file contents already in memory (`path` is shown in diagnostics).
    /// Also checks that no two templates share an id.
    public static func load(files: [(bytes: [UInt8], path: String)]) -> ButtonTemplateSet {
        var templates: [ButtonTemplate] = []
        var diagnostics: [Diagnostic] = []
        var firstFile: [String: String] = [:]
        for file in files {
            let (template, found) = parse(file.bytes, path: file.path)
            diagnostics += found
            guard let template else { continue }
            if let earlier = firstFile[template.id] {
                diagnostics.append(Diagnostic(
                    RuleDescription.buttonTemplateDuplicate,
                    message: "Template id \"\(template.id)\" is already defined by \(earlier); this file is ignored",
                    location: SourceLocation(file: file.path, line: 1, column: 1), jsonPath: ButtonTemplateKey.id))
                continue
            }
            firstFile[template.id] = file.path
            templates.append(template)
        }
        templates.sort { $0.id < $1.id }
        return ButtonTemplateSet(templates: templates, diagnostics: diagnostics)
    }

    /// Parses one template file.
    ///
    /// - Returns: the template (`nil` after an error), and the findings: the parser's `syntax`
    ///   error, `button-template-invalid` for a missing or mistyped field,
    ///   `button-template-duplicate` for a button id used twice, and
    ///   `button-template-naming` (warning) for an unknown key or a file not named `<id>.json`.
    public static func parse(_ bytes: [UInt8], path: String) -> (template: ButtonTemplate?, diagnostics: [Diagnostic]) {
        let (document, parsed) = JSONParser.parse(bytes, path: path)
        guard let document else { return (nil, parsed) }
        var reader = ButtonTemplateReader(file: path)
        let template = reader.read(document.rootCursor)
        return (reader.hasError ? nil : template, parsed + reader.diagnostics)
    }
}

/// One pass over a template document.
private struct ButtonTemplateReader {
    let file: String
    var diagnostics: [Diagnostic] = []
    var hasError = false

    init(file: String) {
        self.file = file
    }

    mutating func read(_ root: JSONCursor) -> ButtonTemplate? {
        guard case .object = root.value else {
            invalid("A button template must be a JSON object {\"id\", \"name\", \"description\", \"buttons\"}", at: root)
            return nil
        }
        warnUnknownKeys(root, allowed: [ButtonTemplateKey.id, ButtonTemplateKey.name, ButtonTemplateKey.description, ButtonTemplateKey.buttons])
        let id = requiredString(ButtonTemplateKey.id, in: root)
        let name = requiredString(ButtonTemplateKey.name, in: root)
        let description = requiredString(ButtonTemplateKey.description, in: root)
        var buttons: [ButtonTemplateButton] = []
        if let list = root.member(ButtonTemplateKey.buttons) {
            if case .array(let elements) = list.value, !elements.isEmpty {
                var seen: Set<String> = []
                for element in list.elements {
                    guard let button = readButton(element) else { continue }
                    if !seen.insert(button.id).inserted {
                        hasError = true
                        report(RuleDescription.buttonTemplateDuplicate.level, "Button id \"\(button.id)\" appears twice in this template", at: element.member(ButtonTemplateKey.id) ?? element)
                    }
                    buttons.append(button)
                }
            } else {
                invalid("\"buttons\" must be a non-empty array of {\"id\", \"label\", \"opensApp\"} objects, not \(list.value.devtodevDescription)", at: list)
            }
        } else {
            invalid("The template has no \"buttons\"", at: root)
        }
        if let id, let member = root.member(ButtonTemplateKey.id) {
            let fileName = file.split(separator: "/").last.map(String.init) ?? file
            if fileName != id + ".json" {
                report(RuleDescription.buttonTemplateNaming.level, "The template \"\(id)\" is in \(fileName); name the file \(id).json", at: member)
            }
        }
        guard let id, let name, let description else { return nil }
        return ButtonTemplate(id: id, name: name, description: description, buttons: buttons)
    }

    private mutating func readButton(_ element: JSONCursor) -> ButtonTemplateButton? {
        guard case .object = element.value else {
            invalid("A button must be an object {\"id\", \"label\", \"opensApp\"}, not \(element.value.devtodevDescription)", at: element)
            return nil
        }
        warnUnknownKeys(element, allowed: [ButtonTemplateKey.id, ButtonTemplateKey.label, ButtonTemplateKey.opensApp])
        let id = requiredString(ButtonTemplateKey.id, in: element)
        let label = requiredString(ButtonTemplateKey.label, in: element)
        var opensApp: Bool?
        if let member = element.member(ButtonTemplateKey.opensApp) {
            opensApp = member.value.boolValue
            if opensApp == nil {
                invalid("\"\(member.path)\" must be true or false, not \(member.value.devtodevDescription)", at: member)
            }
        } else {
            invalid("The button has no \"opensApp\" (true when a tap opens the app)", at: element)
        }
        guard let id, let label, let opensApp else { return nil }
        return ButtonTemplateButton(id: id, label: label, opensApp: opensApp)
    }

    private mutating func requiredString(_ key: String, in object: JSONCursor) -> String? {
        guard let member = object.member(key) else {
            invalid("\"\(key)\" is missing\(object.path.components.isEmpty ? "" : " from \"\(object.path)\"")", at: object)
            return nil
        }
        guard let text = member.value.stringValue, !text.isEmpty else {
            invalid("\"\(member.path)\" must be a non-empty string, not \(member.value.devtodevDescription)", at: member)
            return nil
        }
        return text
    }

    private mutating func warnUnknownKeys(_ object: JSONCursor, allowed: Set<String>) {
        for (key, member) in object.members where !allowed.contains(key) {
            diagnostics.append(Diagnostic(
                RuleDescription.buttonTemplateNaming,
                message: "\"\(key)\" is not a button template key; it is ignored",
                location: member.keyOrValueLocation, jsonPath: member.path.description))
        }
    }

    private mutating func invalid(_ message: String, at cursor: JSONCursor) {
        hasError = true
        report(RuleDescription.buttonTemplateInvalid.level, message, at: cursor)
    }

    private mutating func report(_ rule: RuleLevel, _ message: String, at cursor: JSONCursor) {
        diagnostics.append(Diagnostic(
            rule, message: message,
            location: SourceLocation(file: file, line: cursor.location.line, column: cursor.location.column),
            jsonPath: cursor.path.description))
    }
}
