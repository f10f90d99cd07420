import Devtodev
import Diagnostics
import JSON
import Payloads

/// Every rule `pushloc check` can report, with its default severity and help text.
public enum RuleCatalog {
    /// The rule `pushloc check` reports for a suppression comment that suppresses nothing.
    public static let unusedSuppression = "unused-suppression"

    /// Every rule, sorted by id.
    public static let all: [RuleDescription] = (core + payloadRules + devtodevRules).sorted { $0.id < $1.id }

    /// Every rule id.
    public static let ids: Set<String> = Set(all.map(\.id))

    /// The description of `id`, or a generic one for an id this catalog does not know.
    public static func description(of id: String) -> RuleDescription {
        byID[id] ?? RuleDescription(id, .error, "pushloc rule \(id)", help: "See the README's rule table.")
    }

    private static let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    private static let core: [RuleDescription] = [
        RuleDescription(RuleID.syntax, .error, "A parse error", help: "Apple's parser silently drops the rest of the file at this point; fix the token pushloc names."),
        RuleDescription(RuleID.unknownEscape, .warning, "A backslash before a character that is not an escape", help: "\\u203A (lowercase u) shows a literal 'u203A' on the device; write \\U203A."),
        RuleDescription(RuleID.emptyFile, .warning, "A 0-byte .strings file", help: "Apple's parser rejects an empty file; add a comment or remove the file."),
        RuleDescription(RuleID.duplicateKey, .warning, "The same key twice in one table", help: "The device takes the later value; the message says whether the two values differ. Remove the other."),
        RuleDescription(RuleID.emptyValue, .warning, "An empty translation", help: "The device shows nothing; translate the string or remove the entry so the development language shows."),
        RuleDescription(RuleID.mixedPositional, .warning, "Numbered and unnumbered specifiers in one string", help: "The device counts unnumbered specifiers 1, 2, 3 ... apart from numbered ones (\"%2$@ then %@\" reads 2, then 1), so the string is compared by what it reads; number every specifier (%1$@) or none to keep it readable. A position read with two types, a gap or an argument the source lacks is an error of its own."),
        RuleDescription(RuleID.zeroPosition, .error, "A specifier numbered 0 (%0$@)", help: "Positions start at 1."),
        RuleDescription(RuleID.argumentGap, .error, "A skipped argument position (%1$@ %3$@)", help: "String(format:) cannot know the type of the skipped argument; read every position."),
        RuleDescription(RuleID.conflictingTypes, .error, "One position read with two types", help: "Use one specifier type per argument."),
        RuleDescription(RuleID.invalidSpecifier, .error, "An unknown conversion or a lone % at the end", help: "Write %% for a literal percent sign."),
        RuleDescription(RuleID.literalPercent, .warning, "A '%' in prose that String(format:) would misread", help: "In a development string (\"100% guaranteed\" reads '% g'), or in a translation whose source has no '%' (\"Batterie (%)\"): the device shows it as written unless the app formats the string; then write %%."),
        RuleDescription(RuleID.argumentExtra, .error, "A translation reads an argument the development string does not have", help: "The app never passes it: garbage or a crash on the device. Remove it."),
        RuleDescription(RuleID.argumentMissing, .warning, "A translation drops an argument the development string uses", help: "Check that the translation still says what the argument carried."),
        RuleDescription(RuleID.brokenSpecifier, .error, "A translation drops an argument and leaves a mangled piece of its specifier", help: "\"Supprimer%% @ ?\", \"% @\", \"%1$ fichiers\", \"@%\" or a lone \"$@\" shows garbage, and the value is lost; write the specifier as the development string does (%@, %1$@)."),
        RuleDescription(CheckRule.placeholderMissing, .warning, "A translation drops a placeholder the app replaces itself", help: "{name}, {0}, ${count} or %1 (with replacingOccurrences) must appear in every translation as in the source, or the app has nothing to replace and the value is not shown."),
        RuleDescription(RuleID.typeMismatch, .error, "An argument read with another type than in the development string", help: "Use the development string's specifier (%@ vs %d); a size-only difference is a warning."),
        RuleDescription(RuleID.missingKey, .warning, "Keys of the development language missing from a translation", help: "The device falls back to the development language; translate them. A key whose text has no letters outside its format specifiers (\"%@\", \"%lld. \") reads the same in every language and is never missing."),
        RuleDescription(RuleID.extraKey, .warning, "Keys of a translation the development language lacks", help: "Usually a renamed or removed key; delete them."),
        RuleDescription(RuleID.tableNameCase, .warning, "Two tables whose names differ only in case", help: "The device's file system may be case-sensitive; use one spelling."),
        RuleDescription(RuleID.unknownLocKey, .error, "A template's loc key the development language lacks", help: "The device shows the key itself; add the string or fix the key."),
        RuleDescription(RuleID.locArgsArity, .error, "A template's loc-args do not cover what a language reads", help: "The device shows (null) for missing arguments; send as many as every language reads."),
        RuleDescription(RuleID.pushSpecifier, .error, "A specifier other than %@, %n$@ or %% in a push string", help: "APNs loc-args are strings; use %@."),
        RuleDescription(RuleID.payloadTooLarge, .error, "A payload that cannot fit its size limit", help: "Shorten the custom data; APNs rejects the payload."),
        RuleDescription(CheckRule.labelTooLong, .warning, "A devtodev button label over 20 characters", help: "iOS truncates long button titles; shorten it."),
        RuleDescription(CheckRule.labelFormat, .error, "A format specifier in a button label", help: "Labels are shown as they are; remove the specifier."),
        RuleDescription("plural-missing-other", .error, "A .stringsdict plural rule without 'other'", help: "The device needs 'other' as the fallback form."),
        RuleDescription("plural-missing-category", .warning, "A plural category the language's rules need is missing", help: "ICU's plural rules for the language use it; add the form."),
        RuleDescription("plural-unused-category", .warning, "A plural category the language never uses", help: "It is never shown; remove it."),
        RuleDescription(unusedSuppression, .warning, "A pushloc:disable comment that suppresses nothing", help: "Remove the comment, so suppressions do not outlive the problems they hid."),
    ]

    private static let payloadRules: [RuleDescription] = [
        RuleDescription(JSONRule.duplicateKey, .warning, "A JSON object has the same key twice", help: "Receivers keep the last one; remove the other."),
        RuleDescription(JSONRule.byteOrderMark, .warning, "A JSON file starts with a byte order mark", help: "RFC 8259 forbids it; save without BOM."),
        RuleDescription(PayloadRule.payloadNotObject, .error, "The payload is not a JSON object", help: "An APNs payload is an object with 'aps'."),
        RuleDescription(PayloadRule.apsMissing, .error, "The payload has no 'aps' dictionary", help: "Add 'aps'."),
        RuleDescription(PayloadRule.apsType, .error, "A known APNs key has a value of the wrong type", help: "See Apple's payload key reference."),
        RuleDescription(PayloadRule.apsUnknownKey, .warning, "A key inside 'aps' that Apple does not define", help: "Apple ignores it; move custom data outside 'aps'."),
        RuleDescription(PayloadRule.alertUnknownKey, .warning, "A key inside 'alert' that Apple does not define", help: "Apple ignores it."),
        RuleDescription(PayloadRule.locArgsType, .error, "loc-args is not an array of strings", help: "APNs loc-args are strings."),
        RuleDescription(PayloadRule.locArgsWithoutKey, .error, "loc-args without loc-key", help: "Add loc-key or remove loc-args."),
        RuleDescription(PayloadRule.titleLocArgsWithoutKey, .error, "title-loc-args without title-loc-key", help: "Add title-loc-key or remove title-loc-args."),
        RuleDescription(PayloadRule.subtitleLocArgsWithoutKey, .error, "subtitle-loc-args without subtitle-loc-key", help: "Add subtitle-loc-key or remove subtitle-loc-args."),
        RuleDescription(PayloadRule.alertBodyAndLocKey, .warning, "A plain body and a loc-key", help: "The device shows the plain body; remove one."),
        RuleDescription(PayloadRule.alertTitleAndLocKey, .warning, "A plain title and a title-loc-key", help: "The device shows the plain title; remove one."),
        RuleDescription(PayloadRule.alertSubtitleAndLocKey, .warning, "A plain subtitle and a subtitle-loc-key", help: "The device shows the plain subtitle; remove one."),
        RuleDescription(PayloadRule.badgeInvalid, .error, "badge is not a non-negative integer", help: "Use 0 to clear the badge."),
        RuleDescription(PayloadRule.contentAvailableInvalid, .error, "content-available is not 1", help: "Use 1 or leave it out."),
        RuleDescription(PayloadRule.mutableContentInvalid, .error, "mutable-content is not 1", help: "Use 1 or leave it out."),
        RuleDescription(PayloadRule.soundInvalid, .error, "sound is not a name or a critical-sound dictionary", help: "Use a string or {critical, name, volume 0...1}."),
        RuleDescription(PayloadRule.soundUnknownKey, .warning, "An unknown key in the sound dictionary", help: "Apple ignores it."),
        RuleDescription(PayloadRule.relevanceScoreRange, .error, "relevance-score outside 0...1", help: "Use a number from 0 to 1."),
        RuleDescription(PayloadRule.interruptionLevelUnknown, .error, "An unknown interruption-level", help: "Use passive, active, time-sensitive or critical."),
        RuleDescription(PayloadRule.backgroundContentAvailable, .error, "A background push without content-available", help: "Add content-available: 1."),
        RuleDescription(PayloadRule.backgroundWithAlert, .error, "A background push with an alert, badge or sound", help: "Use an alert push instead."),
        RuleDescription(PayloadRule.alertPushWithoutAlert, .warning, "An alert push with nothing to show", help: "Add an alert, badge or sound."),
        RuleDescription(PayloadRule.liveActivityMissingKey, .error, "A Live Activity push without a required key", help: "Add timestamp, event and content-state."),
        RuleDescription(PayloadRule.liveActivityEventInvalid, .error, "An unknown Live Activity event", help: "Use start, update or end."),
        RuleDescription(PayloadRule.priorityBackground, .error, "Priority 10 on a background push", help: "Background pushes need priority 5."),
        RuleDescription(PayloadRule.priorityInvalid, .error, "An apns-priority other than 1, 5 or 10", help: "Use 10 for alerts, 5 for background."),
        RuleDescription(PayloadRule.collapseIDTooLong, .error, "apns-collapse-id over 64 bytes", help: "Shorten it."),
        RuleDescription(PayloadRule.expirationInvalid, .error, "An invalid apns-expiration", help: "Use a UNIX time in seconds, or 0."),
        RuleDescription(PayloadRule.topicMissing, .error, "No apns-topic", help: "Pass the app's bundle id as the topic."),
        RuleDescription(PayloadRule.locKeyNotFound, .warning, "A loc key a language's table lacks", help: "The device shows the key itself; translate it."),
        RuleDescription(PayloadRule.payloadTruncated, .warning, "A payload's alert text was shortened to fit", help: "Shorten the translation or raise the limit."),
    ]

    private static let devtodevRules: [RuleDescription] = DevtodevRule.all
        .filter { $0 != DevtodevRule.locKeyNotFound }
        .map { RuleDescription($0, .error, "devtodev message validation: \($0)", help: "See Sources/Devtodev/DevtodevRule.swift and the devtodev push API reference.") }
}
