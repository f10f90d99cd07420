import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import PushlocRules

/// The action button of a legacy alert (`action-loc-key`).
public enum AlertActionButton: Sendable, Hashable {
    /// No `action-loc-key`: the system's own action button ("View").
    case systemDefault
    /// `action-loc-key: null`: no action button, only a dismiss button.
    case none
    /// `action-loc-key: "KEY"`: the title looked up in the language's table (the key itself when missing).
    case localized(key: String, title: String)
}

/// An alert localised for one language: the text, the action button and the findings.
public struct AlertLocalization: Sendable, Hashable {
    /// The title, subtitle and body as the device would show them.
    public var text: LocalizedAlertText
    /// The action button.
    public var action: AlertActionButton
    /// `launch-image`, passed through.
    public var launchImage: String?
    /// Findings: keys missing from the table, plain text that hides a loc key.
    public var diagnostics: [Diagnostic]

    /// Creates a localisation result.
    public init(text: LocalizedAlertText, action: AlertActionButton, launchImage: String?, diagnostics: [Diagnostic]) {
        self.text = text
        self.action = action
        self.launchImage = launchImage
        self.diagnostics = diagnostics
    }
}

/// Resolves an APNs alert the way the device does, for one language's strings table.
///
/// For each of title, subtitle and body: plain text wins over the loc key (with a warning, as the
/// device shows the plain text); otherwise the loc key is looked up, and a key missing from the
/// table shows the key itself (as `Bundle.localizedString` does), with an error. The string found
/// is then formatted with its loc args as the device does (`%@` and `%n$@` take the arguments
/// literally, a missing one gives `(null)`, with an error; `%%` gives `%`): by FormatString for pre-parsed tables,
/// or by the caller's `format` closure for raw strings.
public enum PayloadLocalizer {
    /// Localises `payload`'s alert.
    ///
    /// - Parameters:
    ///   - payload: the payload whose alert is localized.
    ///   - lookup: the resolved language's table: key to string, `nil` when missing.
    ///   - format: the device's substitution of `%@`, `%n$@` and `%%`.
    ///   - language: the language, copied into the diagnostics.
    public static func localize(
        _ payload: APNsPayload,
        lookup: (String) -> String?,
        format: (String, [String]) -> String,
        language: String? = nil
    ) -> AlertLocalization {
        localize(AlertSource(payload), lookup: lookup, format: format, language: language)
    }

    /// Localises `payload`'s alert with pre-parsed strings: the hot path of a server, where each
    /// table's formats were parsed once at load. Substitution is FormatString's device-faithful one.
    ///
    /// - Parameters:
    ///   - payload: the payload whose alert is localized.
    ///   - formats: the resolved language's table: key to parsed string, `nil` when missing.
    ///   - language: the language, copied into the diagnostics.
    public static func localize(_ payload: APNsPayload, formats: (String) -> ParsedFormat?, language: String? = nil) -> AlertLocalization {
        localize(AlertSource(payload), formats: formats, language: language)
    }

    /// Localises an alert already read out of its template, with pre-parsed strings.
    ///
    /// `missing` gives the format shown for a key that `formats` lacks (the key itself, parsed): a
    /// producer passes its one shared parse, so a key missing in many languages is parsed once.
    static func localize(
        _ alert: AlertSource, formats: (String) -> ParsedFormat?,
        missing: (String) -> ParsedFormat = { ParsedFormat($0) }, language: String?
    ) -> AlertLocalization {
        AlertLocalization(texts(alert, lookup: { _, key in formats(key) }, plurals: { _, _ in nil }, source: { $0.source },
                                format: { $0.substituting($1) }, formatMissing: { missing($0).substituting($1) },
                                reads: { $0.deviceArgumentCount }, parsed: { $0 }, language: language))
    }

    /// Localises `payload`'s alert with one language's records (a server's lookups along the language's
    /// chain): a value without `%` is shown as it is, with no parse, and only a value with `%` is
    /// substituted and checked for missing arguments. The result is that of
    /// ``localize(_:formats:language:)`` with each record's ``TableRecord/format``. With `kept`, the
    /// template's alert is read out of its JSON once per kept template instead of per call.
    ///
    /// `plurals` gives a key's plural string in this language (a `.stringsdict` entry or a catalog's
    /// plural), whose forms are chosen from the count in its arguments (``PluralString``); it is asked
    /// before `records`.
    ///
    /// With `keptSlot` too (a number that names this language's table in `kept` for as long as `kept`
    /// lives, the same for every call with these `records` and `plurals`), the strings the template's
    /// keys find are kept with the template: `records` and `plurals` are asked once per template and
    /// language, and a value without `%` is made into a `String` once.
    package static func localize(
        _ payload: APNsPayload, records: (String) -> TableRecord?, plurals: (String) -> PluralString? = { _ in nil },
        language: String?, kept: KeptAlertSources? = nil, keptSlot: Int? = nil
    ) -> AlertLocalization {
        AlertLocalization(localizedParts(payload, records: records, plurals: plurals, language: language, kept: kept, keptSlot: keptSlot))
    }

    /// ``localize(_:records:plurals:language:kept:keptSlot:)``'s result as its parts, for a caller that
    /// moves them into a value of its own (an ``AlertLocalization`` made and returned is copied whole).
    package static func localizedParts(
        _ payload: APNsPayload, records: (String) -> TableRecord?, plurals: (String) -> PluralString? = { _ in nil },
        language: String?, kept: KeptAlertSources? = nil, keptSlot: Int? = nil
    ) -> AlertParts {
        if let kept, let keptSlot, let language {
            let found = kept.strings(of: payload, language: language, slot: keptSlot) {
                KeptAlertStrings($0, language: language, records: records, plurals: plurals)
            }
            if let strings = found.strings {
                return texts(found.source, lookup: { slot, _ in strings.value(slot) }, plurals: { slot, _ in strings.plural(slot) },
                             source: { $0.value }, format: { $0.substituting($1) }, formatMissing: { ParsedFormat($0).substituting($1) },
                             reads: { $0.deviceArgumentCount }, parsed: { $0.format ?? ParsedFormat($0.value) }, language: language)
            }
            return texts(found.source, lookup: { _, key in records(key) }, plurals: { _, key in plurals(key) }, source: { $0.entry.value },
                         format: { $0.substituting($1) }, formatMissing: { ParsedFormat($0).substituting($1) },
                         reads: { $0.deviceArgumentCount }, parsed: { $0.format }, language: language)
        }
        return texts(kept?.source(of: payload) ?? AlertSource(payload), lookup: { _, key in records(key) }, plurals: { _, key in plurals(key) },
                     source: { $0.entry.value }, format: { $0.substituting($1) }, formatMissing: { ParsedFormat($0).substituting($1) },
                     reads: { $0.deviceArgumentCount }, parsed: { $0.format }, language: language)
    }

    /// An ``AlertLocalization``'s parts.
    package typealias AlertParts = (text: LocalizedAlertText, action: AlertActionButton, launchImage: String?, diagnostics: [Diagnostic])
}

extension AlertLocalization {
    /// The localisation of `parts`.
    init(_ parts: PayloadLocalizer.AlertParts) {
        self.init(text: parts.text, action: parts.action, launchImage: parts.launchImage, diagnostics: parts.diagnostics)
    }
}

extension PayloadLocalizer {

    /// Localises an alert already read out of its template (see ``PerLocalePayloadTemplate``).
    static func localize(
        _ alert: AlertSource,
        lookup: (String) -> String?,
        format: (String, [String]) -> String,
        language: String?
    ) -> AlertLocalization {
        AlertLocalization(texts(alert, lookup: { _, key in lookup(key) }, plurals: { _, _ in nil }, source: { $0 }, format: format,
                                formatMissing: format, reads: { ParsedFormat($0).deviceArgumentCount }, parsed: { ParsedFormat($0) },
                                language: language))
    }

    /// The one implementation behind all: `Template` is a raw string, a pre-parsed format or a record.
    /// `formatMissing` shows a missing key (the key itself, formatted); `reads` counts the arguments a
    /// string reads, and `parsed` gives its format for the finding when it reads more than are sent.
    /// `lookup` and `plurals` are given the key and its place in the alert.
    @inline(__always)
    private static func texts<Template>(
        _ alert: AlertSource,
        lookup: (AlertKeySlot, String) -> Template?,
        plurals: (AlertKeySlot, String) -> PluralString?,
        source: (Template) -> String,
        format: (Template, [String]) -> String,
        formatMissing: (String, [String]) -> String,
        reads: (Template) -> Int,
        parsed: (Template) -> ParsedFormat,
        language: String?
    ) -> AlertParts {
        var diagnostics: [Diagnostic] = []
        guard alert.isPresent else {
            return (LocalizedAlertText(), .systemDefault, nil, diagnostics)
        }
        let title = resolve(
            plain: alert.title, key: alert.titleLocKey, args: alert.titleLocArgs, field: APSAlertKey.title, slot: .title,
            role: alert.titleRole, omitted: alert.omitted.title, requestField: "title", rule: { RuleDescription.alertTitleAndLocKey },
            lookup: lookup, plurals: plurals, format: format, formatMissing: formatMissing, reads: reads, parsed: parsed,
            language: language, diagnostics: &diagnostics)
        let subtitle = resolve(
            plain: alert.subtitle, key: alert.subtitleLocKey, args: alert.subtitleLocArgs, field: APSAlertKey.subtitle, slot: .subtitle,
            role: .subtitle, omitted: alert.omitted.subtitle, requestField: "subtitle", rule: { RuleDescription.alertSubtitleAndLocKey },
            lookup: lookup, plurals: plurals, format: format, formatMissing: formatMissing, reads: reads, parsed: parsed,
            language: language, diagnostics: &diagnostics)
        let body = resolve(
            plain: alert.body, key: alert.locKey, args: alert.locArgs, field: APSAlertKey.body, slot: .body,
            role: alert.bodyRole, omitted: alert.omitted.body, requestField: "body", rule: { RuleDescription.alertBodyAndLocKey },
            lookup: lookup, plurals: plurals, format: format, formatMissing: formatMissing, reads: reads, parsed: parsed,
            language: language, diagnostics: &diagnostics)

        let action: AlertActionButton
        switch alert.actionLocKey {
        case .absent:
            action = .systemDefault
        case .none:
            action = .none
        case .key(let key):
            if let found = lookup(.action, key) {
                action = .localized(key: key, title: source(found))
            } else {
                diagnostics.append(MissingText.missingKey(
                    key, table: nil, language: language, jsonPath: "aps.alert.\(APSAlertKey.actionLocKey)", onActionButton: true))
                action = .localized(key: key, title: key)
            }
        }
        return (LocalizedAlertText(title: title, subtitle: subtitle, body: body), action, alert.launchImage, diagnostics)
    }

    /// One text of the alert (see ``localize(_:lookup:plurals:source:format:formatMissing:reads:parsed:language:)``),
    /// its findings appended to `diagnostics`.
    @inline(__always)
    private static func resolve<Template>(
        plain: String?, key: String?, args: [String], field: String, slot: AlertKeySlot, role: LocKeyRole, omitted: Bool,
        requestField: String, rule: () -> RuleDescription,
        lookup: (AlertKeySlot, String) -> Template?,
        plurals: (AlertKeySlot, String) -> PluralString?,
        format: (Template, [String]) -> String,
        formatMissing: (String, [String]) -> String,
        reads: (Template) -> Int,
        parsed: (Template) -> ParsedFormat,
        language: String?,
        diagnostics: inout [Diagnostic]
    ) -> String? {
        if let plain {
            if let key {
                let keyName = role.rawValue
                diagnostics.append(Diagnostic(
                    rule(),
                    message: "Both \"\(field)\" and \"\(keyName)\" are set: the device shows the plain \(field) and ignores \"\(key)\"",
                    language: language, key: key, jsonPath: role.jsonPath))
            }
            return plain
        }
        guard let key else { return nil }
        // A request that leaves a text's arguments out is named by its field: no sample fills it.
        func argumentsName() -> String {
            omitted ? "AlertArguments.\(requestField) (not given)" : role.argumentsKey ?? role.rawValue
        }
        if let plural = plurals(slot, key) {
            let choice = plural.choose(args)
            for problem in choice.problems {
                diagnostics.append(MissingText.countNotANumber(
                    problem, key: key, language: language, argumentsKey: argumentsName(), jsonPath: role.jsonPath))
            }
            if let finding = MissingText.missingArguments(
                choice.format.format, given: args.count, key: key, table: nil, language: language,
                argumentsKey: argumentsName(), jsonPath: role.jsonPath) {
                diagnostics.append(finding)
            }
            return choice.format.format.substituting(args)
        }
        guard let found = lookup(slot, key) else {
            diagnostics.append(MissingText.missingKey(key, table: nil, language: language, jsonPath: role.jsonPath))
            return formatMissing(key, args)
        }
        // The finding's path is only spelled out when there is a finding.
        if reads(found) > args.count,
           let finding = MissingText.missingArguments(
               parsed(found), given: args.count, key: key, table: nil, language: language,
               argumentsKey: argumentsName(), jsonPath: role.jsonPath) {
            diagnostics.append(finding)
        }
        return format(found, args)
    }
}
