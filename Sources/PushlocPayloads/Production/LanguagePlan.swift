import PushlocJSON
import PushlocDiagnostics
import PushlocFormatString

/// What one language shows for a template, worked out once when a ``PayloadProducer`` is prepared:
/// for each text the plain string, the parsed localized format or the plural string, and the findings
/// (missing keys, plain text beside a loc key), which depend only on the template and the language. A
/// request then only substitutes its arguments (and, for a plural string, chooses its forms).
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
        /// A loc key's plural string in this language, whose forms each request's count chooses.
        case plural(PluralString, key: String, sampleArguments: [String])

        var isPresent: Bool {
            if case .absent = self { return false }
            return true
        }

        var isPlural: Bool {
            if case .plural = self { return true }
            return false
        }

        /// The part of ``AlertTextPart/escapedByteBound`` that is the same for every request.
        var fixedByteBound: Int {
            switch self {
            case .absent, .plural: return 0
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

        var samples: [String] {
            switch self {
            case .absent, .plain: return []
            case .format(_, _, let sample, _), .plural(_, _, let sample): return sample
            }
        }

        /// The findings of a request's `arguments` for this text: `(null)` for each argument its string
        /// reads beyond them, and a count that is not a number. `role` names the text's key in
        /// `aps.alert` (the finding's place, as in a render); `argumentsKey` where the arguments come from.
        func findings(_ arguments: [String], role: LocKeyRole, argumentsKey: String, language: String) -> [Diagnostic] {
            switch self {
            case .absent, .plain:
                return []
            case .format(let format, let key, _, let reads):
                guard reads > arguments.count else { return [] }
                return MissingText.missingArguments(
                    format.format, given: arguments.count, key: key, table: nil, language: language,
                    argumentsKey: argumentsKey, jsonPath: role.jsonPath).map { [$0] } ?? []
            case .plural(let plural, let key, _):
                let choice = plural.choose(arguments)
                var found = choice.problems.map {
                    MissingText.countNotANumber($0, key: key, language: language, argumentsKey: argumentsKey, jsonPath: role.jsonPath)
                }
                if let missing = MissingText.missingArguments(
                    choice.format.format, given: arguments.count, key: key, table: nil, language: language,
                    argumentsKey: argumentsKey, jsonPath: role.jsonPath) {
                    found.append(missing)
                }
                return found
            }
        }
    }

    let title: Text
    let subtitle: Text
    let body: Text
    /// Which key names the title's and the body's strings (legacy keys, or a Live Activity's objects).
    private let titleRole: LocKeyRole
    private let bodyRole: LocKeyRole
    /// Findings of localizing the template in this language that do not depend on the arguments.
    let diagnostics: [Diagnostic]
    /// The language, named in the findings.
    let language: String
    /// The template, which measures the parts of a plan with a plural text per request.
    private let template: PerLocalePayloadTemplate

    /// The payload's size bound without what the arguments add (the template's fixed bytes, plain
    /// texts, literal text), and whether the payload has an alert: fixed per language.
    let fixedByteBound: Int
    let hasAlert: Bool
    /// Whether a text is a plural string, whose literal text depends on the request's count.
    private let hasPlural: Bool

    /// At least the size of the payload of `parts` (``parts(_:)``): what the template computes from the
    /// parts (tests check it), with only the arguments counted per request.
    func byteBound(_ arguments: AlertArguments, parts: AlertTextParts) -> Int {
        if hasPlural { return template.byteCount(boundOf: parts) }
        return fixedByteBound
            + Self.argumentBound(inserted.title, arguments.title, arguments, samples: sampleBounds.title)
            + Self.argumentBound(inserted.subtitle, arguments.subtitle, arguments, samples: sampleBounds.subtitle)
            + Self.argumentBound(inserted.body, arguments.body, arguments, samples: sampleBounds.body)
    }

    /// ``byteBound(_:parts:)`` with the request's parts made here (for tests).
    func byteBound(_ arguments: AlertArguments) -> Int {
        byteBound(arguments, parts: parts(arguments))
    }

    /// Per text, the arguments its string inserts and what the template's sample arguments add to the
    /// bound: kept as plain integers so that the per-request bound reads no enum payload (binding
    /// one retains its format, key and samples).
    private let inserted: (title: [Int], subtitle: [Int], body: [Int])
    private let sampleBounds: (title: Int, subtitle: Int, body: Int)

    /// What `arguments` add to the bound of a text that inserts `inserted` (``SharedFormat/argumentByteBound(_:)``):
    /// `samples` when the request takes the template's samples for the text, `(null)` for each when it
    /// gives none. (No `map` closure: it would retain what it captures on every request.)
    @inline(__always)
    private static func argumentBound(_ inserted: [Int], _ given: [String]?, _ request: AlertArguments, samples: Int) -> Int {
        guard let given else {
            return request.fillsFromTemplateSamples ? samples : inserted.count * SharedFormat.missingArgumentByteCount
        }
        var count = 0
        for index in inserted {
            count += index < given.count
                ? given[index].utf8.count * JSONWriter.longestEscape : SharedFormat.missingArgumentByteCount
        }
        return count
    }

    /// The alert texts for one request, for the fast writer (no substituted string is built).
    func parts(_ arguments: AlertArguments) -> AlertTextParts {
        AlertTextParts(
            title: partSources.title.part(arguments.resolved(arguments.title, samples: samples.title)),
            subtitle: partSources.subtitle.part(arguments.resolved(arguments.subtitle, samples: samples.subtitle)),
            body: partSources.body.part(arguments.resolved(arguments.body, samples: samples.body)))
    }

    /// What each text's part is made from: the string alone, without the key and samples that a
    /// ``Text`` also holds (binding a `Text`'s payload retains all of them on every request).
    private let partSources: (title: PartSource, subtitle: PartSource, body: PartSource)

    private enum PartSource: Sendable {
        case absent
        case plain(String)
        case format(SharedFormat)
        case plural(PluralString)

        init(_ text: Text) {
            switch text {
            case .absent: self = .absent
            case .plain(let plain): self = .plain(plain)
            case .format(let format, _, _, _): self = .format(format)
            case .plural(let plural, _, _): self = .plural(plural)
            }
        }

        func part(_ arguments: [String]) -> AlertTextPart {
            switch self {
            case .absent: return .absent
            case .plain(let text): return .text(text)
            case .format(let format): return .format(format, arguments)
            case .plural(let plural): return .format(plural.choose(arguments).format, arguments)
            }
        }
    }

    /// How many arguments each text's string reads, and the template's samples (none for a text that
    /// is not a found loc key): the per-request test for `(null)` compares integers.
    private let reads: (title: Int, subtitle: Int, body: Int)
    private let samples: (title: [String], subtitle: [String], body: [String])

    /// The findings of one request: ``diagnostics``, `(null)` for each text whose string reads more
    /// arguments than the request sends (a text it leaves out is named by its field), and a plural
    /// string's count that is not a number. Allocates only when there is such a text.
    func diagnostics(_ arguments: AlertArguments) -> [Diagnostic] {
        // Counted first, without taking the arrays out (each would be retained and released).
        func count(_ field: [String]?, samples: [String]) -> Int {
            field?.count ?? (arguments.fillsFromTemplateSamples ? samples.count : 0)
        }
        guard hasPlural || reads.title > count(arguments.title, samples: samples.title)
            || reads.subtitle > count(arguments.subtitle, samples: samples.subtitle)
            || reads.body > count(arguments.body, samples: samples.body) else { return diagnostics }
        let given = (
            title: arguments.resolved(arguments.title, samples: samples.title),
            subtitle: arguments.resolved(arguments.subtitle, samples: samples.subtitle),
            body: arguments.resolved(arguments.body, samples: samples.body))
        func name(_ field: [String]?, _ requestField: String, _ role: LocKeyRole) -> String {
            arguments.gives(field) ? role.argumentsKey ?? role.rawValue : "AlertArguments.\(requestField) (not given)"
        }
        let found = title.findings(given.title, role: titleRole, argumentsKey: name(arguments.title, "title", titleRole), language: language)
            + subtitle.findings(given.subtitle, role: .subtitle, argumentsKey: name(arguments.subtitle, "subtitle", .subtitle), language: language)
            + body.findings(given.body, role: bodyRole, argumentsKey: name(arguments.body, "body", bodyRole), language: language)
        return found.isEmpty ? diagnostics : diagnostics + found
    }

    /// Works out the plan of `alert` with one language's strings.
    /// `formats` gives a key's string, `plurals` its plural string (asked first); `missing` is the
    /// format of a key this language lacks (the key itself, parsed once per producer).
    /// `diagnostics` are the findings that do not depend on the arguments.
    init(
        alert: AlertSource, template: PerLocalePayloadTemplate, formats: (String) -> ParsedFormat?,
        plurals: (String) -> PluralString?, missing: (String) -> SharedFormat, diagnostics: [Diagnostic], language: String
    ) {
        func text(plain: String?, key: String?, arguments: [String]) -> Text {
            if let plain { return .plain(plain) }
            guard let key else { return .absent }
            if let plural = plurals(key) {
                return .plural(plural, key: key, sampleArguments: arguments)
            }
            if let found = formats(key) {
                return .format(SharedFormat(found), key: key, sampleArguments: arguments, reads: found.deviceArgumentCount)
            }
            return .format(missing(key), key: key, sampleArguments: arguments, reads: 0)
        }
        let present = alert.isPresent
        title = present ? text(plain: alert.title, key: alert.titleLocKey, arguments: alert.titleLocArgs) : .absent
        subtitle = present ? text(plain: alert.subtitle, key: alert.subtitleLocKey, arguments: alert.subtitleLocArgs) : .absent
        body = present ? text(plain: alert.body, key: alert.locKey, arguments: alert.locArgs) : .absent
        titleRole = alert.titleRole
        bodyRole = alert.bodyRole
        self.diagnostics = diagnostics
        self.language = language
        self.template = template
        hasPlural = title.isPlural || subtitle.isPlural || body.isPlural
        let fixed = template.byteCountWithoutTexts(title: title.isPresent, subtitle: subtitle.isPresent, body: body.isPresent)
        fixedByteBound = fixed.size + title.fixedByteBound + subtitle.fixedByteBound + body.fixedByteBound
        hasAlert = fixed.hasAlert
        inserted = (title.insertedArguments, subtitle.insertedArguments, body.insertedArguments)
        sampleBounds = (title.sampleArgumentBound, subtitle.sampleArgumentBound, body.sampleArgumentBound)
        func reads(_ text: Text) -> Int {
            guard case .format(_, _, _, let reads) = text else { return 0 }
            return reads
        }
        self.reads = (reads(title), reads(subtitle), reads(body))
        samples = (title.samples, subtitle.samples, body.samples)
        partSources = (PartSource(title), PartSource(subtitle), PartSource(body))
    }
}
