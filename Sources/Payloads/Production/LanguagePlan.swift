import Diagnostics
import FormatString

/// What one language shows for a template, worked out once when a ``PayloadProducer`` is prepared:
/// for each text the plain string or the parsed localized format, and the findings (missing keys,
/// plain text beside a loc key), which depend only on the template and the language. A request then
/// only substitutes its arguments.
final class LanguagePlan: Sendable {
    /// One alert text of the template in this language.
    enum Text: Sendable {
        /// The template has no such text.
        case absent
        /// A plain `title`/`subtitle`/`body`, shown as it is.
        case plain(String)
        /// A loc key's string in this language (or the key itself when missing), and the template's
        /// own sample arguments.
        case format(SharedFormat, sampleArguments: [String])

        func part(_ arguments: [String]?) -> AlertTextPart {
            switch self {
            case .absent: return .absent
            case .plain(let text): return .text(text)
            case .format(let format, let sample): return .format(format, arguments ?? sample)
            }
        }
    }

    let title: Text
    let subtitle: Text
    let body: Text
    /// Findings of localizing the template in this language.
    let diagnostics: [Diagnostic]

    /// The alert texts for one request, for the fast writer (no substituted string is built).
    func parts(_ arguments: AlertArguments) -> AlertTextParts {
        AlertTextParts(title: title.part(arguments.title), subtitle: subtitle.part(arguments.subtitle), body: body.part(arguments.body))
    }

    /// Works out the plan of `alert` with one language's strings.
    /// `missing` is the format of a key this language lacks (the key itself, parsed once per producer).
    init(alert: APSAlert?, formats: (String) -> ParsedFormat?, missing: (String) -> SharedFormat, diagnostics: [Diagnostic]) {
        func text(plain: String?, key: String?, arguments: [String]?) -> Text {
            if let plain { return .plain(plain) }
            guard let key else { return .absent }
            return .format(formats(key).map(SharedFormat.init) ?? missing(key), sampleArguments: arguments ?? [])
        }
        title = text(plain: alert?.title, key: alert?.titleLocKey, arguments: alert?.titleLocArgs)
        subtitle = text(plain: alert?.subtitle, key: alert?.subtitleLocKey, arguments: alert?.subtitleLocArgs)
        body = text(plain: alert?.body, key: alert?.locKey, arguments: alert?.locArgs)
        self.diagnostics = diagnostics
    }
}
