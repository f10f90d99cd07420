import PushlocJSON
import PushlocDiagnostics
import PushlocFormatString

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
        /// A loc key's string in this language (or the key itself when missing), the template's
        /// own sample arguments, and how many arguments the string reads (0 for a missing key, which
        /// has its own finding).
        case format(SharedFormat, key: String, sampleArguments: [String], reads: Int)

        var isPresent: Bool {
            if case .absent = self { return false }
            return true
        }

        /// The part of ``AlertTextPart/escapedByteBound`` that is the same for every request.
        var fixedByteBound: Int {
            switch self {
            case .absent: return 0
            case .plain(let text): return text.utf8.count * JSONWriter.longestEscape
            case .format(let format, _, _, _): return format.literalByteCount
            }
        }

        /// The arguments the text's string inserts, in order (none for a text that is not a format).
        var insertedArguments: [Int] {
            guard case .format(let format, _, _, _) = self else { return [] }
            return format.insertedArguments
        }

        /// What the template's sample arguments add to ``AlertTextPart/escapedByteBound``.
        var sampleArgumentBound: Int {
            guard case .format(let format, _, let sample, _) = self else { return 0 }
            return format.argumentByteBound(sample)
        }

        func part(_ arguments: [String]?) -> AlertTextPart {
            switch self {
            case .absent: return .absent
            case .plain(let text): return .text(text)
            case .format(let format, _, let sample, _): return .format(format, arguments ?? sample)
            }
        }

        /// `keyName` is the loc key's name in `aps.alert` (the finding's place, as in a render).
        func missingArguments(_ arguments: [String]?, keyName: String, argumentsKey: String, language: String) -> Diagnostic? {
            guard case .format(let format, let key, let sample, let reads) = self, reads > (arguments ?? sample).count else { return nil }
            return MissingText.missingArguments(
                format.format, given: (arguments ?? sample).count, key: key, table: nil, language: language,
                argumentsKey: argumentsKey, jsonPath: "aps.alert.\(keyName)")
        }
    }

    let title: Text
    let subtitle: Text
    let body: Text
    /// Findings of localizing the template in this language that do not depend on the arguments.
    let diagnostics: [Diagnostic]
    /// The language, named in the findings.
    let language: String

    /// The payload's size bound without what the arguments add (the template's fixed bytes, plain
    /// texts, literal text), and whether the payload has an alert: fixed per language.
    let fixedByteBound: Int
    let hasAlert: Bool

    /// At least the size of the payload of ``parts(_:)``: what the template computes from the parts
    /// (tests check it), with only the arguments counted per request.
    func byteBound(_ arguments: AlertArguments) -> Int {
        fixedByteBound
            + Self.argumentBound(inserted.title, arguments.title, samples: sampleBounds.title)
            + Self.argumentBound(inserted.subtitle, arguments.subtitle, samples: sampleBounds.subtitle)
            + Self.argumentBound(inserted.body, arguments.body, samples: sampleBounds.body)
    }

    /// Per text, the arguments its string inserts and what the template's sample arguments add to the
    /// bound: kept as plain integers so that the per-request bound reads no enum payload (binding
    /// one retains its format, key and samples).
    private let inserted: (title: [Int], subtitle: [Int], body: [Int])
    private let sampleBounds: (title: Int, subtitle: Int, body: Int)

    /// What `arguments` add to the bound of a text that inserts `inserted` (``SharedFormat/argumentByteBound(_:)``).
    @inline(__always)
    /// `samples` when the request sends no arguments for the text. (No `map` closure: it would retain
    /// what it captures on every request.)
    private static func argumentBound(_ inserted: [Int], _ arguments: [String]?, samples: Int) -> Int {
        guard let arguments else { return samples }
        var count = 0
        for index in inserted {
            count += index < arguments.count
                ? arguments[index].utf8.count * JSONWriter.longestEscape : SharedFormat.missingArgumentByteCount
        }
        return count
    }

    /// The alert texts for one request, for the fast writer (no substituted string is built).
    func parts(_ arguments: AlertArguments) -> AlertTextParts {
        AlertTextParts(title: title.part(arguments.title), subtitle: subtitle.part(arguments.subtitle), body: body.part(arguments.body))
    }

    /// How many arguments each text's string reads, and how many the template sends (0 and 0 for a
    /// text that is not a found loc key): the per-request test for `(null)` compares integers.
    private let reads: (title: Int, subtitle: Int, body: Int)
    private let samples: (title: Int, subtitle: Int, body: Int)

    /// The findings of one request: ``diagnostics``, and `(null)` for each text whose string reads more
    /// arguments than the request (or the template) sends. Allocates only when there is such a text.
    func diagnostics(_ arguments: AlertArguments) -> [Diagnostic] {
        guard reads.title > (arguments.title?.count ?? samples.title) || reads.subtitle > (arguments.subtitle?.count ?? samples.subtitle)
            || reads.body > (arguments.body?.count ?? samples.body) else { return diagnostics }
        let found = [
            title.missingArguments(arguments.title, keyName: APSAlertKey.titleLocKey, argumentsKey: APSAlertKey.titleLocArgs, language: language),
            subtitle.missingArguments(
                arguments.subtitle, keyName: APSAlertKey.subtitleLocKey, argumentsKey: APSAlertKey.subtitleLocArgs, language: language),
            body.missingArguments(arguments.body, keyName: APSAlertKey.locKey, argumentsKey: APSAlertKey.locArgs, language: language),
        ]
        return diagnostics + found.compactMap { $0 }
    }

    /// Works out the plan of `alert` with one language's strings.
    /// `missing` is the format of a key this language lacks (the key itself, parsed once per producer).
    /// `diagnostics` are the findings that do not depend on the arguments.
    init(
        alert: APSAlert?, template: PerLocalePayloadTemplate, formats: (String) -> ParsedFormat?, missing: (String) -> SharedFormat,
        diagnostics: [Diagnostic], language: String
    ) {
        func text(plain: String?, key: String?, arguments: [String]?) -> Text {
            if let plain { return .plain(plain) }
            guard let key else { return .absent }
            if let found = formats(key) {
                return .format(SharedFormat(found), key: key, sampleArguments: arguments ?? [], reads: found.deviceArgumentCount)
            }
            return .format(missing(key), key: key, sampleArguments: arguments ?? [], reads: 0)
        }
        title = text(plain: alert?.title, key: alert?.titleLocKey, arguments: alert?.titleLocArgs)
        subtitle = text(plain: alert?.subtitle, key: alert?.subtitleLocKey, arguments: alert?.subtitleLocArgs)
        body = text(plain: alert?.body, key: alert?.locKey, arguments: alert?.locArgs)
        self.diagnostics = diagnostics
        self.language = language
        let fixed = template.byteCountWithoutTexts(title: title.isPresent, subtitle: subtitle.isPresent, body: body.isPresent)
        fixedByteBound = fixed.size + title.fixedByteBound + subtitle.fixedByteBound + body.fixedByteBound
        hasAlert = fixed.hasAlert
        inserted = (title.insertedArguments, subtitle.insertedArguments, body.insertedArguments)
        sampleBounds = (title.sampleArgumentBound, subtitle.sampleArgumentBound, body.sampleArgumentBound)
        func counts(_ text: Text) -> (reads: Int, sample: Int) {
            guard case .format(_, _, let sample, let reads) = text else { return (0, 0) }
            return (reads, sample.count)
        }
        let (titleCounts, subtitleCounts, bodyCounts) = (counts(title), counts(subtitle), counts(body))
        reads = (titleCounts.reads, subtitleCounts.reads, bodyCounts.reads)
        samples = (titleCounts.sample, subtitleCounts.sample, bodyCounts.sample)
    }
}
