import PushlocJSON
import PushlocDiagnostics
import PushlocRules

/// Checks an APNs payload document against Apple's rules for `aps`, `alert` and `sound`, and
/// against the push type when one is given.
///
/// Every finding carries the JSON path (`aps.alert.loc-args[1]`) and the line and column of the
/// value (or of the key, for unknown keys). Each finding is made from its rule in `Rules`.
public enum APNsPayloadValidator {
    /// Validates `document`.
    ///
    /// - Parameters:
    ///   - document: the parsed payload, with the locations its findings point at.
    ///   - path: the file path diagnostics show (normally the path the document was parsed from).
    ///   - pushType: the `apns-push-type` the payload is sent with, if known. It enables the checks
    ///     between type and payload (a background push needs `content-available: 1`, a Live Activity
    ///     needs `timestamp` and `event`), and lifts the 0...1 range of `relevance-score` for
    ///     Live Activities, which take any number.
    public static func validate(_ document: JSONDocument, path: String, pushType: APNsPushType?) -> [Diagnostic] {
        var run = ValidationRun(pushType: pushType)
        let root = JSONCursor(value: document.root, node: document.rootNode, path: .root, file: path)
        run.validateRoot(root)
        return run.diagnostics
    }
}

/// One validation pass.
private struct ValidationRun {
    let pushType: APNsPushType?
    var diagnostics: [Diagnostic] = []
    /// Whether the payload is a Live Activity's: sent as one, or (push type unknown, as for a template)
    /// carrying its `event` or `content-state`. Its alert's `title` and `body` may be
    /// `{"loc-key", "loc-args"}` objects, and `sound` goes inside the alert.
    private var isLiveActivity = false

    init(pushType: APNsPushType?) {
        self.pushType = pushType
    }

    private mutating func report(_ rule: RuleLevel, _ message: String, at cursor: JSONCursor, onKey: Bool = false) {
        diagnostics.append(Diagnostic(
            rule, message: message,
            location: onKey ? cursor.keyOrValueLocation : cursor.location,
            jsonPath: cursor.path.description))
    }

    private mutating func reportType(_ cursor: JSONCursor, expected: String) {
        report(RuleDescription.apsType.level, "\"\(cursor.path)\" must be \(expected), not \(describe(cursor.value))", at: cursor)
    }

    // MARK: - Root and aps

    mutating func validateRoot(_ root: JSONCursor) {
        guard case .object = root.value else {
            report(RuleDescription.payloadNotObject.level, "An APNs payload must be a JSON object with an \"aps\" dictionary, not \(describe(root.value))", at: root)
            return
        }
        guard let aps = root.member(APNsPayload.apsKey) else {
            diagnostics.append(Diagnostic(
                RuleDescription.apsMissing,
                message: "The payload has no \"aps\" dictionary; APNs requires one (it may be empty)",
                location: root.location, jsonPath: APNsPayload.apsKey))
            return
        }
        guard case .object = aps.value else {
            reportType(aps, expected: "a dictionary")
            return
        }
        isLiveActivity = pushType == .liveactivity
            || (pushType == nil && (aps.member(APSKey.event) != nil || aps.member(APSKey.contentState) != nil))
        for (key, member) in aps.members {
            validateAPSMember(key, member)
        }
        if let pushType { validate(aps, against: pushType) }
    }

    private mutating func validateAPSMember(_ key: String, _ member: JSONCursor) {
        switch key {
        case APSKey.alert:
            switch member.value {
            case .string: break
            case .object: validateAlert(member)
            default: reportType(member, expected: "a string or a dictionary")
            }
        case APSKey.badge:
            if member.value.numberValue?.int64Value.map({ $0 >= 0 }) != true {
                report(RuleDescription.badgeInvalid.level,
                       "\"badge\" must be a non-negative integer (0 removes the badge), not \(describe(member.value))", at: member)
            }
        case APSKey.sound:
            validateSound(member)
        case APSKey.contentAvailable:
            validateFlag(member, rule: RuleDescription.contentAvailableInvalid, zero: RuleLevel.contentAvailableZero, purpose: "for a background update")
        case APSKey.mutableContent:
            validateFlag(member, rule: RuleDescription.mutableContentInvalid, zero: RuleLevel.mutableContentZero, purpose: "to run the notification service extension")
        case APSKey.category, APSKey.threadID, APSKey.targetContentID, APSKey.filterCriteria,
             APSKey.attributesType, APSKey.inputPushChannel:
            if member.value.stringValue == nil { reportType(member, expected: "a string") }
        case APSKey.interruptionLevel:
            guard let level = member.value.stringValue else {
                reportType(member, expected: "a string")
                return
            }
            if APSInterruptionLevel(rawValue: level) == nil {
                report(RuleDescription.interruptionLevelUnknown.level,
                       "Unknown interruption-level \"\(level)\": use passive, active, time-sensitive or critical", at: member)
            }
        case APSKey.relevanceScore:
            guard let score = member.value.numberValue?.doubleValue else {
                reportType(member, expected: "a number")
                return
            }
            if !isLiveActivity && !(0...1).contains(score) {
                report(RuleDescription.relevanceScoreRange.level,
                       "relevance-score must be between 0 and 1, not \(member.value.numberValue?.text ?? "")", at: member)
            }
        case APSKey.timestamp, APSKey.staleDate, APSKey.dismissalDate:
            if member.value.numberValue?.int64Value.map({ $0 >= 0 }) != true {
                reportType(member, expected: "UNIX seconds (a non-negative integer)")
            }
        case APSKey.event:
            guard let event = member.value.stringValue else {
                reportType(member, expected: "a string")
                return
            }
            if LiveActivityEvent(rawValue: event) == nil {
                report(RuleDescription.liveActivityEventInvalid.level,
                       "Unknown Live Activity event \"\(event)\": use start, update or end", at: member)
            }
        case APSKey.contentState, APSKey.attributes:
            if member.value.objectValue == nil { reportType(member, expected: "a dictionary") }
        case APSKey.inputPushToken:
            if member.value.numberValue == nil { reportType(member, expected: "the number 1") }
        default:
            report(RuleDescription.apsUnknownKey.level,
                   "\"\(key)\" is not an Apple key: Apple ignores custom keys inside aps; move it beside \"aps\"",
                   at: member, onKey: true)
        }
    }

    /// `content-available` and `mutable-content`: 1, or 0 which does nothing (warning).
    private mutating func validateFlag(_ member: JSONCursor, rule: RuleDescription, zero: RuleLevel, purpose: String) {
        let name = member.path.components.last.map { component -> String in
            if case .key(let key) = component { return key }
            return ""
        } ?? ""
        switch member.value.numberValue?.int64Value {
        case 1:
            break
        case 0:
            report(zero, "\"\(name)\": 0 does nothing; remove the key, or set 1 \(purpose)", at: member)
        default:
            report(rule.level, "\"\(name)\" must be 1 (\(purpose)), not \(describe(member.value))", at: member)
        }
    }

    // MARK: - Alert

    private mutating func validateAlert(_ alert: JSONCursor) {
        for (key, member) in alert.members {
            switch key {
            case APSAlertKey.title where isLiveActivity, APSAlertKey.body where isLiveActivity:
                switch member.value {
                case .string: break
                case .object: validateLiveActivityText(member)
                default: reportType(member, expected: "a string or a {\"loc-key\", \"loc-args\"} dictionary")
                }
            case APSKey.sound where isLiveActivity:
                validateSound(member)
            case APSAlertKey.title, APSAlertKey.subtitle, APSAlertKey.body, APSAlertKey.launchImage,
                 APSAlertKey.summaryArg, APSAlertKey.locKey:
                if member.value.stringValue == nil { reportType(member, expected: "a string") }
            case APSAlertKey.titleLocKey, APSAlertKey.subtitleLocKey, APSAlertKey.actionLocKey:
                if member.value.stringValue == nil && !member.value.isNull { reportType(member, expected: "a string or null") }
            case APSAlertKey.locArgs:
                validateLocArgs(member, allowsNull: false)
            case APSAlertKey.titleLocArgs, APSAlertKey.subtitleLocArgs:
                validateLocArgs(member, allowsNull: true)
            case APSAlertKey.summaryArgCount:
                if member.value.numberValue?.int64Value.map({ $0 >= 0 }) != true {
                    reportType(member, expected: "a non-negative integer")
                }
            default:
                report(RuleDescription.alertUnknownKey.level,
                       "\"\(key)\" is not an alert key Apple defines; the device ignores it", at: member, onKey: true)
            }
        }
        checkArgsHaveKey(alert, args: APSAlertKey.titleLocArgs, key: APSAlertKey.titleLocKey, rule: RuleDescription.titleLocArgsWithoutKey)
        checkArgsHaveKey(alert, args: APSAlertKey.subtitleLocArgs, key: APSAlertKey.subtitleLocKey, rule: RuleDescription.subtitleLocArgsWithoutKey)
        checkArgsHaveKey(alert, args: APSAlertKey.locArgs, key: APSAlertKey.locKey, rule: RuleDescription.locArgsWithoutKey)
        checkPlainAndKey(alert, plain: APSAlertKey.title, key: APSAlertKey.titleLocKey, rule: RuleDescription.alertTitleAndLocKey)
        checkPlainAndKey(alert, plain: APSAlertKey.subtitle, key: APSAlertKey.subtitleLocKey, rule: RuleDescription.alertSubtitleAndLocKey)
        checkPlainAndKey(alert, plain: APSAlertKey.body, key: APSAlertKey.locKey, rule: RuleDescription.alertBodyAndLocKey)
    }

    /// A Live Activity alert's `title` or `body` object: a string `loc-key`, and `loc-args` as in an alert.
    private mutating func validateLiveActivityText(_ text: JSONCursor) {
        for (key, member) in text.members {
            switch key {
            case APSAlertKey.locKey:
                if member.value.stringValue == nil { reportType(member, expected: "a string") }
            case APSAlertKey.locArgs:
                validateLocArgs(member, allowsNull: false)
            default:
                report(RuleDescription.alertUnknownKey.level,
                       "\"\(key)\" is not a key of a Live Activity's localized text; ActivityKit reads loc-key and loc-args", at: member, onKey: true)
            }
        }
        if text.member(APSAlertKey.locKey) == nil {
            let field = text.path.components.last.map { component -> String in
                if case .key(let key) = component { return key }
                return ""
            } ?? ""
            if let args = text.member(APSAlertKey.locArgs) {
                report(RuleDescription.locArgsWithoutKey.level,
                       "\"\(field)\" has \"loc-args\" without \"loc-key\": the device has no string to put the arguments in", at: args, onKey: true)
            } else {
                reportType(text, expected: "a string or a {\"loc-key\", \"loc-args\"} dictionary with a \"loc-key\"")
            }
        }
    }

    private mutating func validateLocArgs(_ member: JSONCursor, allowsNull: Bool) {
        if allowsNull && member.value.isNull { return }
        guard case .array = member.value else {
            report(RuleDescription.locArgsType.level,
                   "\"\(member.path)\" must be an array of strings, not \(describe(member.value))", at: member)
            return
        }
        for element in member.elements where element.value.stringValue == nil {
            let hint = element.value.numberValue.map { " (write \"\($0.text)\")" } ?? ""
            report(RuleDescription.locArgsType.level,
                   "\"\(element.path)\" must be a string, not \(describe(element.value)): APNs loc-args are strings\(hint)", at: element)
        }
    }

    private mutating func checkArgsHaveKey(_ alert: JSONCursor, args: String, key: String, rule: RuleDescription) {
        guard let argsMember = alert.member(args), !argsMember.value.isNull else { return }
        if alert.member(key)?.value.stringValue == nil {
            report(rule.level, "\"\(args)\" without \"\(key)\": the device has no string to put the arguments in", at: argsMember, onKey: true)
        }
    }

    private mutating func checkPlainAndKey(_ alert: JSONCursor, plain: String, key: String, rule: RuleDescription) {
        guard alert.member(plain)?.value.stringValue != nil,
              let keyMember = alert.member(key), let locKey = keyMember.value.stringValue else { return }
        report(rule.level,
               "Both \"\(plain)\" and \"\(key)\" are set: the device shows the plain \(plain) and ignores \"\(locKey)\"; remove one",
               at: keyMember, onKey: true)
    }

    // MARK: - Sound

    private mutating func validateSound(_ sound: JSONCursor) {
        switch sound.value {
        case .string:
            return
        case .object:
            break
        default:
            report(RuleDescription.soundInvalid.level,
                   "\"sound\" must be a sound name or a {critical, name, volume} dictionary, not \(describe(sound.value))", at: sound)
            return
        }
        for (key, member) in sound.members {
            switch key {
            case APSSoundKey.critical:
                let flag = member.value.numberValue?.int64Value
                if flag != 0 && flag != 1 {
                    report(RuleDescription.soundInvalid.level, "\"sound.critical\" must be 1 (critical) or 0, not \(describe(member.value))", at: member)
                }
            case APSSoundKey.name:
                if member.value.stringValue == nil {
                    report(RuleDescription.soundInvalid.level, "\"sound.name\" must be a sound file name or \"default\", not \(describe(member.value))", at: member)
                }
            case APSSoundKey.volume:
                guard let volume = member.value.numberValue?.doubleValue, (0...1).contains(volume) else {
                    report(RuleDescription.soundInvalid.level, "\"sound.volume\" must be a number from 0 to 1, not \(describe(member.value))", at: member)
                    continue
                }
            default:
                report(RuleDescription.soundUnknownKey.level,
                       "\"\(key)\" is not a sound key; Apple defines critical, name and volume", at: member, onKey: true)
            }
        }
    }

    // MARK: - Push type

    private mutating func validate(_ aps: JSONCursor, against pushType: APNsPushType) {
        switch pushType {
        case .background:
            if aps.member(APSKey.contentAvailable)?.value.numberValue?.int64Value != 1 {
                report(RuleDescription.backgroundContentAvailable.level,
                       "A background push needs \"content-available\": 1 in aps", at: aps)
            }
            for key in [APSKey.alert, APSKey.sound, APSKey.badge] {
                if let member = aps.member(key) {
                    report(RuleDescription.backgroundWithAlert.level,
                           "A background push should not carry \"\(key)\"; send it as an alert push", at: member, onKey: true)
                }
            }
        case .alert:
            if aps.member(APSKey.alert) == nil && aps.member(APSKey.sound) == nil && aps.member(APSKey.badge) == nil {
                report(RuleDescription.alertPushWithoutAlert.level,
                       "An alert push without \"alert\", \"sound\" or \"badge\" shows nothing; use the background push type for a silent update", at: aps)
            }
        case .liveactivity:
            var required = [APSKey.timestamp, APSKey.event]
            switch aps.member(APSKey.event)?.value.stringValue.flatMap(LiveActivityEvent.init(rawValue:)) {
            case .start: required += [APSKey.contentState, APSKey.attributesType, APSKey.attributes]
            case .update: required += [APSKey.contentState]
            case .end, .none: break
            }
            for key in required where aps.member(key) == nil {
                report(RuleDescription.liveActivityMissingKey.level, "A Live Activity push needs \"\(key)\" in aps", at: aps)
            }
        case .voip, .location, .complication, .fileprovider, .mdm, .pushtotalk, .widgets, .controls:
            break
        }
    }
}

/// `a string "x"`, `the number 5`, `null`... for messages.
private func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return "the boolean \(flag)"
    case .number(let number): return "the number \(number.text)"
    case .string(let text): return "the string \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
    case .array: return "an array"
    case .object: return "a dictionary"
    }
}
