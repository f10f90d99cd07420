import PushlocPayloads
import PushlocJSON
import PushlocRules
extension DevtodevValidationRun {
    mutating func validateOptions(_ options: JSONCursor) {
        warnUnknownKeys(options, allowed: DevtodevOptionsKey.all, what: "the options")
        for (key, member) in options.members {
            switch key {
            case DevtodevOptionsKey.sandbox, DevtodevOptionsKey.hidden:
                if member.value.boolValue == nil { reportType(member, expected: "true or false") }
            case DevtodevOptionsKey.priority:
                guard let priority = member.value.stringValue else {
                    reportType(member, expected: "the string \"high\" or \"normal\"")
                    continue
                }
                if DevtodevPriority(rawValue: priority) == nil {
                    report(RuleDescription.devtodevPriorityInvalid.level, "Unknown priority \"\(priority)\": use \"high\" or \"normal\"", at: member)
                }
            case DevtodevOptionsKey.expire:
                validateExpire(member)
            case DevtodevOptionsKey.collapseKey:
                guard let collapseKey = member.value.stringValue else {
                    reportType(member, expected: "a string")
                    continue
                }
                let bytes = collapseKey.utf8.count
                if bytes > APNsHeaders.maximumCollapseIDBytes {
                    report(RuleDescription.devtodevCollapseKeyTooLong.level,
                           "\"collapse_key\" is \(bytes) bytes of UTF-8; APNs allows at most \(APNsHeaders.maximumCollapseIDBytes)",
                           at: member)
                }
            default:
                break
            }
        }
    }

    private mutating func validateExpire(_ member: JSONCursor) {
        guard let number = member.value.numberValue else {
            reportType(member, expected: "a number of seconds")
            return
        }
        guard let seconds = number.int64Value, let expiration = DevtodevExpiration(seconds: seconds) else {
            report(RuleDescription.devtodevExpireInvalid.level,
                   "\"expire\" must be a non-negative whole number of seconds (relative, or a UNIX epoch from \(DevtodevExpiration.epochThreshold) on), not \(number.text)",
                   at: member)
            return
        }
        if case .absolute(let epoch) = expiration, let now, epoch < now {
            report(RuleDescription.devtodevExpirePast.level,
                   "\"expire\" \(epoch) is a UNIX time \(now - epoch) seconds in the past (values from \(DevtodevExpiration.epochThreshold) on are epochs): APNs discards the message at once. Give a later time, or seconds after sending",
                   at: member)
        }
    }
}
