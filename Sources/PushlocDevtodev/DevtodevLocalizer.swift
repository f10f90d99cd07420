import PushlocPayloads
import PushlocJSON
import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU

/// Makes per-locale devtodev messages: the message with `title` and `text` localized from a catalog.
///
/// For each locale, the localization is picked as the device picks it for the table
/// (``LocalizedBundle/resolve(preferredLanguages:table:)``), and each loc key is looked up there and in its
/// parents (``LocalizedBundle/lookup(key:table:resolvedLanguage:)``).
/// The string is formatted with its loc args as the device does (``ParsedFormat/substituting(_:)``:
/// `%@` and `%n$@` take the arguments literally, a missing one gives `(null)`, with an error; `%%`
/// gives `%`). A key the table lacks shows the key itself (formatted the same way), with an error.
///
/// In the payload, `title` takes the place of the first of `title` / `title-loc-key`, and `text`
/// the place of the first of `text` / `loc-key`. A plain `title` or `text` wins over its loc key, as
/// on the device. Every `*-loc-*` key is removed (`title-loc-key`, `title-loc-args`, `loc-key`,
/// `loc-args` and `action-loc-key`: like ``PerLocalePayloadBuilder``, since the action key would
/// be resolved in the device's language, not the one chosen). `interactive`, `data` and every
/// other member stay in their order; with a duplicate key the last member is kept, at its place.
/// `options`, `audience` and the request's other fields pass through, and the output has the
/// input's form. A hidden message has nothing to localize and passes through unchanged.
public enum DevtodevLocalizer {
    /// The table the loc keys are looked up in.
    public static let defaultTable = "Localizable"

    /// The locales to produce when none is asked for: every localization of `catalog` (not `Base`)
    /// that reaches `table` itself or through a parent (`fr-CA` reaches `fr`'s), sorted.
    public static func defaultLocales(catalog: LocalizedBundle, table: String = defaultTable) -> [String] {
        catalog.languages.filter { language in
            language != LocaleTag.baseLocalization
                && catalog.lookupChain(from: language).contains { catalog.localization(for: $0)?.table(table) != nil }
        }
    }

    /// The message for each of `locales`, in order.
    public static func localize(_ message: DevtodevMessage, catalog: LocalizedBundle?, locales: [String], table: String = defaultTable) -> [DevtodevLocalizedMessage] {
        locales.map { localize(message, catalog: catalog, locale: $0, table: table) }
    }

    /// The message for one locale. Without a catalog every loc key is missing (shown as the key).
    public static func localize(_ message: DevtodevMessage, catalog: LocalizedBundle?, locale: String, table: String = defaultTable) -> DevtodevLocalizedMessage {
        // A language without its own copy of the table reads the next one's (in the end the
        // development language's), as the device does.
        let language = catalog?.resolve(preferredLanguages: [locale], table: table) ?? locale
        var diagnostics: [Diagnostic] = []
        var output = message
        if !message.options.hidden {
            let payloadPath = message.payloadPath
            func text(key: String, args: [String], keyName: String) -> String {
                let jsonPath = payloadPath.appending(key: keyName).description
                if let record = catalog?.lookup(key: key, table: table, resolvedLanguage: language).alertRecord {
                    let argumentsKey = keyName == DevtodevPayloadKey.titleLocKey ? DevtodevPayloadKey.titleLocArgs : DevtodevPayloadKey.locArgs
                    // The count is read from the kept format in place; the format is copied out only to word a finding.
                    if record.deviceArgumentCount > args.count, let finding = MissingText.missingArguments(
                        record.format, given: args.count, key: key, table: table, language: language,
                        argumentsKey: argumentsKey, jsonPath: jsonPath) {
                        diagnostics.append(finding)
                    }
                    return record.substituting(args)
                }
                diagnostics.append(MissingText.missingKey(key, table: table, language: language, jsonPath: jsonPath))
                return ParsedFormat(key).substituting(args)
            }
            output.payload = localizedPayload(message.payload, text: text)
        }
        let bytes = DevtodevPayloadEstimate.bytes(of: output)
        if let warning = DevtodevPayloadEstimate.check(bytes: bytes, language: language, jsonPath: message.payloadPath.description) {
            diagnostics.append(warning)
        }
        return DevtodevLocalizedMessage(locale: locale, language: language, message: output.json, estimatedBytes: bytes, diagnostics: diagnostics)
    }

    /// The payload with `title` and `text` put in and the loc keys removed.
    ///
    /// - Parameter text: the localized, formatted string for a loc key, its args and the key's name.
    static func localizedPayload(_ payload: DevtodevPayload, text: (String, [String], String) -> String) -> DevtodevPayload {
        let object = payload.object
        let title: String? = payload.title ?? payload.titleLocKey.map {
            text($0, payload.titleLocArgs ?? [], DevtodevPayloadKey.titleLocKey)
        }
        let body: String? = payload.text ?? payload.locKey.map {
            text($0, payload.locArgs ?? [], DevtodevPayloadKey.locKey)
        }
        var members: [JSONMember] = []
        members.reserveCapacity(object.members.count)
        var placedTitle = false
        var placedText = false
        for (index, member) in object.members.enumerated() {
            switch member.key {
            case DevtodevPayloadKey.title, DevtodevPayloadKey.titleLocKey:
                guard let title else {
                    // Nothing to localize (a title of the wrong type, which the validator reports): keep it.
                    if object.lastIndex(ofKey: member.key) == index { members.append(member) }
                    continue
                }
                if !placedTitle {
                    members.append(JSONMember(key: DevtodevPayloadKey.title, value: .string(title)))
                    placedTitle = true
                }
            case DevtodevPayloadKey.text, DevtodevPayloadKey.locKey:
                guard let body else {
                    if object.lastIndex(ofKey: member.key) == index { members.append(member) }
                    continue
                }
                if !placedText {
                    members.append(JSONMember(key: DevtodevPayloadKey.text, value: .string(body)))
                    placedText = true
                }
            case DevtodevPayloadKey.titleLocArgs, DevtodevPayloadKey.locArgs, DevtodevPayloadKey.actionLocKey:
                continue
            default:
                if object.lastIndex(ofKey: member.key) == index { members.append(member) }
            }
        }
        return DevtodevPayload(JSONObject(members))
    }
}
