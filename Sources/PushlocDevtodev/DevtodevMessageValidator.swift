import PushlocPayloads
import PushlocJSON
import PushlocDiagnostics
import PushlocRules

/// Checks a devtodev iOS message against devtodev's push API (`reference/devtodev-push-api-ios.txt`).
///
/// The input is a request body `{"audience": [...], "ios": {"payload", "options"}, ...}` (other
/// top-level fields are not checked) or a bare message `{"payload", "options"}`. Every finding
/// carries the JSON path and the line and column of the value (of the key, for unknown keys and
/// ignored identifiers; of the enclosing object, for a missing field). Each finding is made from its rule in `Rules` (`devtodev-*`).
///
/// Decisions:
/// - `text` is required unless the message is hidden, but a `loc-key` stands in for it: devtodev
///   passes the loc keys on to APNs, and the device then shows the localized string (the shipped
///   sample messages use `loc-key` without `text`).
/// - `expire` of at least 10^9 is a UNIX epoch, smaller values are seconds after sending (see
///   ``DevtodevExpiration``); an epoch before `now` is a warning.
/// - A token next to another identifier is a warning on each ignored identifier.
public enum DevtodevMessageValidator {
    /// Validates `document`.
    ///
    /// - Parameters:
    ///   - path: the file path diagnostics show.
    ///   - templates: the known button templates (normally ``EmbeddedButtonData/templates`` or those
    ///     of `templates/devtodev`).
    ///   - now: the current UNIX time in seconds, to warn about an `expire` epoch in the past; `nil`
    ///     skips that check.
    public static func validate(_ document: JSONDocument, path: String, templates: [ButtonTemplate], now: Int64? = nil) -> [Diagnostic] {
        var run = DevtodevValidationRun(templates: templates, now: now)
        run.validateRoot(JSONCursor(value: document.root, node: document.rootNode, path: .root, file: path))
        return run.diagnostics
    }
}

/// One validation pass.
struct DevtodevValidationRun {
    let templates: [String: ButtonTemplate]
    let now: Int64?
    var diagnostics: [Diagnostic] = []

    init(templates: [ButtonTemplate], now: Int64?) {
        var byID: [String: ButtonTemplate] = [:]
        for template in templates where byID[template.id] == nil { byID[template.id] = template }
        self.templates = byID
        self.now = now
    }

    mutating func report(_ rule: RuleLevel, _ message: String, at cursor: JSONCursor, onKey: Bool = false) {
        diagnostics.append(Diagnostic(
            rule, message: message,
            location: onKey ? cursor.keyOrValueLocation : cursor.location,
            jsonPath: cursor.path.description))
    }

    mutating func reportType(_ cursor: JSONCursor, expected: String) {
        report(RuleDescription.devtodevType.level, "\"\(cursor.path)\" must be \(expected), not \(cursor.value.devtodevDescription)", at: cursor)
    }

    mutating func warnUnknownKeys(_ object: JSONCursor, allowed: [String], what: String) {
        for (key, member) in object.members where !allowed.contains(key) {
            report(RuleDescription.devtodevUnknownKey.level,
                   "\"\(key)\" is not a key of \(what); devtodev ignores it (known keys: \(allowed.joined(separator: ", ")))",
                   at: member, onKey: true)
        }
    }

    // MARK: - Root, audience, message

    mutating func validateRoot(_ root: JSONCursor) {
        guard case .object = root.value else {
            report(RuleDescription.devtodevShape.level,
                   "A devtodev message must be a JSON object: a request {\"audience\", \"ios\"} or an iOS message {\"payload\", \"options\"}, not \(root.value.devtodevDescription)",
                   at: root)
            return
        }
        if let audience = root.member(DevtodevKey.audience) { validateAudience(audience) }
        if let ios = root.member(DevtodevKey.ios) {
            guard case .object = ios.value else {
                report(RuleDescription.devtodevShape.level, "\"ios\" must be an object {\"payload\", \"options\"}, not \(ios.value.devtodevDescription)", at: ios)
                return
            }
            validateMessage(ios, allowed: [DevtodevKey.payload, DevtodevKey.options])
        } else if root.member(DevtodevKey.payload) != nil {
            validateMessage(root, allowed: [DevtodevKey.payload, DevtodevKey.options, DevtodevKey.audience])
        } else {
            report(RuleDescription.devtodevShape.level,
                   "Neither \"ios\" nor \"payload\": give a devtodev request {\"audience\", \"ios\": {\"payload\", \"options\"}} or an iOS message {\"payload\", \"options\"}",
                   at: root)
        }
    }

    private mutating func validateAudience(_ audience: JSONCursor) {
        guard case .array(let elements) = audience.value else {
            report(RuleDescription.devtodevShape.level, "\"audience\" must be an array of targeting objects, not \(audience.value.devtodevDescription)", at: audience)
            return
        }
        if elements.isEmpty {
            report(RuleDescription.devtodevShape.level, "\"audience\" is empty: give at least one targeting object ({\"userId\": ...})", at: audience)
        }
        for target in audience.elements {
            validateTarget(target)
        }
    }

    private mutating func validateTarget(_ target: JSONCursor) {
        guard case .object = target.value else {
            report(RuleDescription.devtodevShape.level,
                   "\"\(target.path)\" must be a targeting object with token, idfa, idfv, userId or devtodevId, not \(target.value.devtodevDescription)",
                   at: target)
            return
        }
        warnUnknownKeys(target, allowed: DevtodevTargetKey.all, what: "a targeting object")
        var identifiers: [String] = []
        for (key, member) in target.members {
            switch key {
            case DevtodevTargetKey.token, DevtodevTargetKey.idfa, DevtodevTargetKey.idfv, DevtodevTargetKey.userId:
                identifiers.append(key)
                if member.value.stringValue?.isEmpty != false { reportType(member, expected: "a non-empty string") }
            case DevtodevTargetKey.devtodevId:
                identifiers.append(key)
                if member.value.numberValue?.int64Value.map({ $0 >= 0 }) != true {
                    reportType(member, expected: "a non-negative integer (devtodev's numeric user id)")
                }
            default:
                break
            }
        }
        if identifiers.isEmpty {
            report(RuleDescription.devtodevTargetMissing.level,
                   "The targeting object has no identifier: give token, idfa, idfv, userId or devtodevId", at: target)
        } else if identifiers.contains(DevtodevTargetKey.token) {
            var reported: Set<String> = []
            for key in identifiers where key != DevtodevTargetKey.token && reported.insert(key).inserted {
                if let member = target.member(key) {
                    report(RuleDescription.devtodevTokenOverrides.level,
                           "\"\(key)\" is ignored: a push token is given, and devtodev then ignores every other identifier",
                           at: member, onKey: true)
                }
            }
        }
    }

    private mutating func validateMessage(_ message: JSONCursor, allowed: [String]) {
        warnUnknownKeys(message, allowed: allowed, what: "a devtodev iOS message")
        var hidden = false
        var priority: JSONCursor?
        if let options = message.member(DevtodevKey.options) {
            if case .object = options.value {
                hidden = options.member(DevtodevOptionsKey.hidden)?.value.boolValue ?? false
                priority = options.member(DevtodevOptionsKey.priority)
                validateOptions(options)
            } else {
                report(RuleDescription.devtodevShape.level, "\"\(options.path)\" must be an object, not \(options.value.devtodevDescription)", at: options)
            }
        }
        guard let payload = message.member(DevtodevKey.payload) else {
            report(RuleDescription.devtodevShape.level, "The message has no \"payload\"", at: message)
            return
        }
        guard case .object = payload.value else {
            report(RuleDescription.devtodevShape.level, "\"\(payload.path)\" must be an object, not \(payload.value.devtodevDescription)", at: payload)
            return
        }
        validatePayload(payload, hidden: hidden)
        if hidden, let priority, priority.value.stringValue == DevtodevPriority.high.rawValue {
            report(RuleDescription.devtodevHiddenPriority.level,
                   "A hidden message is a content-available-only push, and APNs forbids priority high for it: use \"normal\" or remove \"priority\"",
                   at: priority)
        }
    }
}
