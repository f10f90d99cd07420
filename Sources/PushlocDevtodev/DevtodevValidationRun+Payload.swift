import PushlocPayloads
import PushlocJSON
import PushlocRules
extension DevtodevValidationRun {
    mutating func validatePayload(_ payload: JSONCursor, hidden: Bool) {
        warnUnknownKeys(payload, allowed: DevtodevPayloadKey.all, what: "a devtodev payload")
        for (key, member) in payload.members {
            switch key {
            case DevtodevPayloadKey.title, DevtodevPayloadKey.text, DevtodevPayloadKey.titleLocKey,
                 DevtodevPayloadKey.locKey, DevtodevPayloadKey.launchImage, DevtodevPayloadKey.sound:
                if member.value.stringValue == nil { reportType(member, expected: "a string") }
            case DevtodevPayloadKey.actionLocKey:
                if member.value.stringValue == nil && !member.value.isNull { reportType(member, expected: "a string or null") }
            case DevtodevPayloadKey.locArgs, DevtodevPayloadKey.titleLocArgs:
                validateLocArgs(member)
            case DevtodevPayloadKey.data:
                if member.value.objectValue == nil { reportType(member, expected: "an object of custom parameters") }
            case DevtodevPayloadKey.badge:
                if member.value.numberValue?.int64Value.map({ $0 >= 0 }) != true {
                    reportType(member, expected: "a non-negative integer (0 removes the badge)")
                }
            case DevtodevPayloadKey.attachment:
                validateAttachment(member)
            case DevtodevPayloadKey.action:
                validateAction(member)
            case DevtodevPayloadKey.interactive:
                validateInteractive(member)
            default:
                break
            }
        }
        if hidden {
            for (key, member) in payload.members where key != DevtodevPayloadKey.data {
                report(RuleDescription.devtodevHiddenPayload.level,
                       "A hidden message may carry only \"data\" in its payload; remove \"\(key)\", or make the message visible",
                       at: member, onKey: true)
            }
            return
        }
        if payload.member(DevtodevPayloadKey.text) == nil && payload.member(DevtodevPayloadKey.locKey) == nil {
            report(RuleDescription.devtodevTextMissing.level,
                   "The payload has no \"text\" (or \"loc-key\"): a message that is not hidden needs its alert text",
                   at: payload)
        }
        checkArgsHaveKey(payload, args: DevtodevPayloadKey.locArgs, key: DevtodevPayloadKey.locKey)
        checkArgsHaveKey(payload, args: DevtodevPayloadKey.titleLocArgs, key: DevtodevPayloadKey.titleLocKey)
        checkPlainAndKey(payload, plain: DevtodevPayloadKey.text, key: DevtodevPayloadKey.locKey)
        checkPlainAndKey(payload, plain: DevtodevPayloadKey.title, key: DevtodevPayloadKey.titleLocKey)
    }

    private mutating func validateLocArgs(_ member: JSONCursor) {
        guard case .array = member.value else {
            report(RuleDescription.devtodevLocArgsType.level, "\"\(member.path)\" must be an array of strings, not \(member.value.devtodevDescription)", at: member)
            return
        }
        for element in member.elements where element.value.stringValue == nil {
            let hint = element.value.numberValue.map { " (write \"\($0.text)\")" } ?? ""
            report(RuleDescription.devtodevLocArgsType.level,
                   "\"\(element.path)\" must be a string, not \(element.value.devtodevDescription): loc-args are strings\(hint)", at: element)
        }
    }

    private mutating func checkArgsHaveKey(_ payload: JSONCursor, args: String, key: String) {
        guard let argsMember = payload.member(args), payload.member(key)?.value.stringValue == nil else { return }
        report(RuleDescription.devtodevLocArgsWithoutKey.level,
               "\"\(args)\" without \"\(key)\": there is no string to put the arguments in", at: argsMember, onKey: true)
    }

    private mutating func checkPlainAndKey(_ payload: JSONCursor, plain: String, key: String) {
        guard payload.member(plain)?.value.stringValue != nil,
              let keyMember = payload.member(key), let locKey = keyMember.value.stringValue else { return }
        report(RuleDescription.devtodevPlainAndLocKey.level,
               "Both \"\(plain)\" and \"\(key)\" are set: the device shows the plain \(plain) and ignores \"\(locKey)\"; remove one",
               at: keyMember, onKey: true)
    }

    private mutating func validateAttachment(_ attachment: JSONCursor) {
        guard case .object = attachment.value else {
            reportType(attachment, expected: "an object {\"type\", \"url\"}")
            return
        }
        warnUnknownKeys(attachment, allowed: [DevtodevNestedKey.type, DevtodevNestedKey.url], what: "an attachment")
        let kinds = DevtodevAttachment.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        if let type = attachment.member(DevtodevNestedKey.type) {
            if type.value.stringValue.flatMap(DevtodevAttachment.Kind.init(rawValue:)) == nil {
                report(RuleDescription.devtodevAttachmentType.level, "\"attachment.type\" must be one of \(kinds), not \(type.value.devtodevDescription)", at: type)
            }
        } else {
            report(RuleDescription.devtodevAttachmentType.level, "The attachment has no \"type\" (\(kinds))", at: attachment)
        }
        if let url = attachment.member(DevtodevNestedKey.url) {
            if url.value.stringValue.map(DevtodevAttachment.isSecureURL) != true {
                report(RuleDescription.devtodevAttachmentUrl.level,
                       "\"attachment.url\" must be an https URL (iOS downloads attachments over https only), not \(url.value.devtodevDescription)",
                       at: url)
            }
        } else {
            report(RuleDescription.devtodevAttachmentUrl.level, "The attachment has no \"url\" (an https URL of the media file)", at: attachment)
        }
    }

    mutating func validateAction(_ action: JSONCursor) {
        guard case .object = action.value else {
            reportType(action, expected: "an object with one of deeplink, url or share")
            return
        }
        let kinds = [DevtodevNestedKey.deeplink, DevtodevNestedKey.url, DevtodevNestedKey.share]
        warnUnknownKeys(action, allowed: kinds, what: "an action")
        var present: [JSONCursor] = []
        for (key, member) in action.members where kinds.contains(key) {
            present.append(member)
            if member.value.stringValue?.isEmpty != false { reportType(member, expected: "a non-empty string") }
        }
        if present.isEmpty {
            report(RuleDescription.devtodevActionInvalid.level, "\"\(action.path)\" has none of deeplink, url or share: give exactly one", at: action)
        } else if present.count > 1 {
            for extra in present.dropFirst() {
                report(RuleDescription.devtodevActionInvalid.level,
                       "\"\(action.path)\" has more than one of deeplink, url and share: keep exactly one", at: extra, onKey: true)
            }
        }
    }

    private mutating func validateInteractive(_ interactive: JSONCursor) {
        guard case .object = interactive.value else {
            reportType(interactive, expected: "an object {\"template\", \"buttons\"}")
            return
        }
        warnUnknownKeys(interactive, allowed: [DevtodevNestedKey.template, DevtodevNestedKey.buttons], what: "interactive")
        var template: ButtonTemplate?
        if let member = interactive.member(DevtodevNestedKey.template) {
            if let id = member.value.stringValue {
                template = templates[id]
                if template == nil {
                    report(RuleDescription.devtodevUnknownTemplate.level,
                           "\"\(id)\" is not a devtodev button template (see templates/devtodev, for example \"dtd_yes.open_no.dismiss\")",
                           at: member)
                }
            } else {
                reportType(member, expected: "a button template id")
            }
        } else {
            report(RuleDescription.devtodevUnknownTemplate.level, "\"interactive\" has no \"template\": name one of the button templates", at: interactive)
        }
        guard let buttons = interactive.member(DevtodevNestedKey.buttons) else { return }
        guard case .array = buttons.value else {
            reportType(buttons, expected: "an array of {\"id\", \"action\"} objects")
            return
        }
        var seen: Set<String> = []
        for button in buttons.elements {
            validateButton(button, template: template, seen: &seen)
        }
    }

    private mutating func validateButton(_ button: JSONCursor, template: ButtonTemplate?, seen: inout Set<String>) {
        guard case .object = button.value else {
            reportType(button, expected: "an object {\"id\", \"action\"}")
            return
        }
        warnUnknownKeys(button, allowed: [DevtodevNestedKey.id, DevtodevNestedKey.action], what: "an interactive button")
        let action = button.member(DevtodevNestedKey.action)
        if let action { validateAction(action) }
        guard let idMember = button.member(DevtodevNestedKey.id) else {
            report(RuleDescription.devtodevUnknownButton.level, "The button has no \"id\": name a button of the template", at: button)
            return
        }
        guard let id = idMember.value.stringValue else {
            reportType(idMember, expected: "a button id")
            return
        }
        if !seen.insert(id).inserted {
            report(RuleDescription.devtodevDuplicateButton.level, "Button \"\(id)\" is listed twice; the last entry wins", at: idMember)
        }
        guard let template else { return }
        guard let known = template.button(id: id) else {
            let ids = template.buttons.map { "\"\($0.id)\"" }.joined(separator: ", ")
            report(RuleDescription.devtodevUnknownButton.level,
                   "Template \"\(template.id)\" has no button \"\(id)\"; its buttons are \(ids)", at: idMember)
            return
        }
        if let action, !known.opensApp {
            report(RuleDescription.devtodevButtonAction.level,
                   "Button \"\(id)\" of \"\(template.id)\" dismisses the notification without opening the app, so it cannot carry an action; only an app-opening button may",
                   at: action, onKey: true)
        }
    }
}
