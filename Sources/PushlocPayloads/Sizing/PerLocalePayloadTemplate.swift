import PushlocJSON
import PushlocDiagnostics
import PushlocFormatString
import PushlocRules

/// A payload template prepared once, so that each per-locale payload costs one localisation,
/// one size computation and one write.
///
/// This is the hot path of a server that sends one payload per language per request. Everything
/// in the output except the alert text is the same for every language, so it is serialised once
/// here, into byte segments around the place where `alert` goes. A per-locale payload is then the
/// segments plus the escaped text: its exact size is known by arithmetic before anything is
/// written (so the fit needs no trial serialisation), and it is written once into a buffer of
/// exactly that size. The output is byte-identical to ``PerLocalePayloadBuilder`` (tests check it).
///
/// A final class rather than a struct: it holds a dozen buffers, and a server keeps templates in
/// collections, where copying a struct would retain each buffer on every read. Immutable, so safe
/// to share between threads.
public final class PerLocalePayloadTemplate: Sendable {
    /// The template payload.
    public let payload: APNsPayload

    /// The alert keys and args, read once.
    let alert: AlertSource
    /// The bytes around the alert, for the template as it is.
    private let segments: PayloadSegments
    /// The template's `aps` members other than `alert` (`"key":value`, and whether before `alert`)
    /// and its custom members (`,"key":value`), written once: when a request's extras replace some of
    /// them, the segments are joined again from these.
    private let apsMembers: [(key: String, bytes: [UInt8], beforeAlert: Bool)]
    private let customMembers: [(key: String, bytes: [UInt8])]
    /// Which of the `aps` keys extras can set the template has (``PayloadExtras/apsKeys``, one bit each),
    /// and its custom keys: a request's extras replace none of them in the usual case.
    private let extrasKeyMask: UInt8
    private let customKeys: Set<String>
    /// Whether the template's alert is a plain string (or not an object), so a body-only text stays a string.
    private let alertIsPlainString: Bool
    /// The alert members kept beside the text (`launch-image`...), joined with commas.
    private let alertRest: [UInt8]

    /// Prepares `payload`.
    public init(_ payload: APNsPayload) {
        self.payload = payload
        alert = AlertSource(payload)
        let members = payload.aps.object.members
        let keep = PerLocalePayloadBuilder.survivors(members)
        let alertIndex = members.lastIndex { $0.key == APSKey.alert }
        var apsMembers: [(key: String, bytes: [UInt8], beforeAlert: Bool)] = []
        for (index, member) in members.enumerated() where (keep?[index] ?? true) && index != alertIndex {
            apsMembers.append((member.key, PerLocalePayloadTemplate.memberBytes(member), alertIndex.map { index < $0 } ?? false))
        }
        var plain = false
        var rest: [UInt8] = []
        if let alertIndex {
            if case .object(let object) = members[alertIndex].value {
                var first = true
                for member in PerLocalePayloadBuilder.keptAlertMembers(object) {
                    if !first { rest.append(UInt8(ascii: ",")) }
                    first = false
                    rest.append(contentsOf: PerLocalePayloadTemplate.memberBytes(member))
                }
            } else {
                plain = true
            }
        }
        var customMembers: [(key: String, bytes: [UInt8])] = []
        let customKeep = PerLocalePayloadBuilder.survivors(payload.custom)
        for (index, member) in payload.custom.enumerated() where customKeep?[index] ?? true {
            customMembers.append((member.key, [UInt8(ascii: ",")] + PerLocalePayloadTemplate.memberBytes(member)))
        }
        self.apsMembers = apsMembers
        self.customMembers = customMembers
        var mask: UInt8 = 0
        for (bit, key) in PayloadExtras.apsKeys.enumerated() where apsMembers.contains(where: { $0.key == key }) { mask |= 1 << bit }
        extrasKeyMask = mask
        customKeys = Set(customMembers.map(\.key))
        segments = PayloadSegments(aps: apsMembers, custom: customMembers)
        alertIsPlainString = plain
        alertRest = rest
    }

    /// The bytes around the alert for a request with `extras` (the template's own when there are none).
    func segments(with extras: PayloadExtras?) -> PayloadSegments {
        guard let extras, !extras.isEmpty else { return segments }
        let replacesCustom = !customKeys.isEmpty && extras.customKeys.contains { customKeys.contains($0) }
        if extras.apsKeyMask & extrasKeyMask != 0 {
            return PayloadSegments(aps: apsMembers, custom: customMembers, dropping: extras)
        }
        guard replacesCustom else { return segments.adding(extras) }
        var custom: [UInt8] = []
        for member in customMembers where !extras.customKeys.contains(member.key) { custom.append(contentsOf: member.bytes) }
        return segments.replacingCustom(custom, extraCustom: extras.customBytes, extraAPS: extras.apsBytes)
    }

    /// The template's own segments' ``byteCountWithoutAlert(_:hasAlert:)``.
    func byteCountWithoutAlert(hasAlert: Bool) -> Int {
        segments.byteCountWithoutAlert(hasAlert: hasAlert)
    }

    /// Localises the alert for one language's table (see ``PayloadLocalizer``).
    public func localize(lookup: (String) -> String?, format: (String, [String]) -> String, language: String? = nil) -> AlertLocalization {
        PayloadLocalizer.localize(alert, lookup: lookup, format: format, language: language)
    }

    /// Localises the alert with one language's pre-parsed strings. `arguments` replace the template's
    /// sample ones (which the default, ``AlertArguments/templateSamples``, keeps, for previews).
    public func localize(
        formats: (String) -> ParsedFormat?, arguments: AlertArguments = .templateSamples, language: String? = nil
    ) -> AlertLocalization {
        PayloadLocalizer.localize(arguments.isTemplateSamples ? alert : alert.replacing(arguments), formats: formats, language: language)
    }

    /// As ``localize(formats:arguments:language:)``, with the format shown for a missing key given
    /// by `missing` (a producer's one shared parse of each key).
    package func localize(
        formats: (String) -> ParsedFormat?, missing: (String) -> ParsedFormat, language: String?
    ) -> AlertLocalization {
        PayloadLocalizer.localize(alert, formats: formats, missing: missing, language: language)
    }

    /// The per-locale payload with `text`, without a size check.
    public func bytes(_ text: LocalizedAlertText) -> [UInt8] {
        let costs = TextCosts(text)
        return write(text, costs: costs, segments: segments, extras: nil)
    }

    /// The exact size of ``bytes(_:)`` without writing it.
    public func byteCount(_ text: LocalizedAlertText) -> Int {
        byteCount(TextCosts(text), segments)
    }

    /// The per-locale payload with `text`, fitted to `budget` (see ``PayloadFitter``).
    ///
    /// A text cut down to nothing but `…` is an error (`payload-too-large`): the device would show an
    /// empty-looking line, so the payload is not worth sending.
    public func fit(_ text: LocalizedAlertText, budget: PayloadBudget, language: String? = nil) -> PayloadFit {
        fit(text, budget: budget, language: language, extras: nil)
    }

    /// ``fit(_:budget:language:)`` for a request with `extras`.
    func fit(_ text: LocalizedAlertText, budget: PayloadBudget, language: String?, extras: PayloadExtras?) -> PayloadFit {
        let segments = segments(with: extras)
        var costs = TextCosts(text)
        let size = byteCount(costs, segments)
        if size <= budget.limit {
            return PayloadFit(
                bytes: write(text, costs: costs, segments: segments, extras: extras), truncated: false, diagnostics: [], text: text,
                limit: budget.limit)
        }
        var excess = size - budget.limit
        var fitted = text
        var shortened: [String] = []
        var emptied: [String] = []
        let fields: [(WritableKeyPath<LocalizedAlertText, String?>, WritableKeyPath<TextCosts, Int?>, String)] = [
            (\.body, \.body, "body"), (\.subtitle, \.subtitle, "subtitle"), (\.title, \.title, "title"),
        ]
        for (field, costField, name) in fields where excess > 0 {
            guard let value = fitted[keyPath: field], let cost = costs[keyPath: costField],
                  cost > AlertTextTruncator.ellipsisBytes else { continue }
            let cut = AlertTextTruncator.truncate(value, toEscapedBytes: cost - excess)
            fitted[keyPath: field] = cut.text
            costs[keyPath: costField] = cut.escapedBytes
            excess -= cost - cut.escapedBytes
            shortened.append(name)
            if cut.text == AlertTextTruncator.ellipsis && value != AlertTextTruncator.ellipsis { emptied.append(name) }
        }
        let bytes = write(fitted, costs: costs, segments: segments, extras: extras)
        var diagnostics: [Diagnostic] = []
        if bytes.count <= budget.limit && !emptied.isEmpty {
            let fields = emptied.reversed().joined(separator: " and ")
            diagnostics.append(Diagnostic(
                RuleDescription.payloadTooLarge,
                message: "The \(language.map { "\($0) " } ?? "")payload is \(size) bytes and cannot fit \(budget.limit) with readable text: its \(fields) would be cut down to \"\(AlertTextTruncator.ellipsis)\"; shorten the text or raise the limit",
                language: language))
        } else if bytes.count > budget.limit {
            diagnostics.append(Diagnostic(
                RuleDescription.payloadTooLarge,
                message: "The payload is \(size) bytes and cannot fit \(budget.limit) even with its alert text shortened (\(bytes.count) bytes); make the custom data smaller",
                language: language))
        } else {
            diagnostics.append(Diagnostic(
                RuleDescription.payloadTruncated,
                message: "The payload was \(size) bytes, over the \(budget.limit)-byte limit; shortened the \(shortened.joined(separator: ", then the ")) to \(bytes.count) bytes",
                language: language))
        }
        return PayloadFit(bytes: bytes, truncated: !shortened.isEmpty, diagnostics: diagnostics, text: fitted, limit: budget.limit)
    }

    /// The hot path: fits texts given as parts (formats with their arguments), writing them straight
    /// into the payload buffer. Returns `nil` when the payload must be shortened: the caller then
    /// builds the strings and uses ``fit(_:budget:language:)``.
    func fitWithoutShortening(_ parts: AlertTextParts, budget: PayloadBudget) -> [UInt8]? {
        // Usually the texts fit even if every byte of every argument needed the longest escape: then
        // the payload is written once into a buffer of that size, and the texts are not measured first.
        let bound = TextCosts(boundOf: parts)
        if byteCount(bound, segments) <= budget.limit, let bytes = directBytes(parts, costs: bound, segments: segments, exact: false) {
            return bytes
        }
        return fitMeasured(parts, budget: budget, segments: segments)
    }

    /// As ``fitWithoutShortening(_:budget:)``, with the bound of the payload's size worked out by the
    /// caller (a language plan: its literal sizes are fixed, so only the arguments are counted per
    /// request) and whether the payload has an alert. `bound` must be at least the payload's size;
    /// the writer checks it never writes past it.
    /// `segments` are the request's (``segments(with:)``), and `bound` counts them.
    func fitWithoutShortening(
        _ parts: AlertTextParts, bound: Int, hasAlert: Bool, budget: PayloadBudget, segments: PayloadSegments
    ) -> [UInt8]? {
        if bound <= budget.limit, let bytes = directBytes(parts, size: bound, hasAlert: hasAlert, segments: segments, exact: false) {
            return bytes
        }
        return fitMeasured(parts, budget: budget, segments: segments)
    }

    /// The payload of `parts` measured exactly first; `nil` when it does not fit `budget`.
    private func fitMeasured(_ parts: AlertTextParts, budget: PayloadBudget, segments: PayloadSegments) -> [UInt8]? {
        let costs = TextCosts(parts)
        guard byteCount(costs, segments) <= budget.limit else { return nil }
        return directBytes(parts, costs: costs, segments: segments)
    }

    // MARK: - Sizes

    /// The escaped size of each text, `nil` where there is none.
    struct TextCosts {
        var title: Int?
        var subtitle: Int?
        var body: Int?

        init(_ text: LocalizedAlertText) {
            self.init(AlertTextParts(text))
        }

        init(title: Int?, subtitle: Int?, body: Int?) {
            self.title = title
            self.subtitle = subtitle
            self.body = body
        }

        init(_ parts: AlertTextParts) {
            title = parts.title.escapedByteCount
            subtitle = parts.subtitle.escapedByteCount
            body = parts.body.escapedByteCount
        }

        /// At least the escaped sizes, without scanning the texts (`nil` where there is no text).
        init(boundOf parts: AlertTextParts) {
            title = parts.title.escapedByteBound
            subtitle = parts.subtitle.escapedByteBound
            body = parts.body.escapedByteBound
        }
    }

    // Fixed sizes: `"title":"` + closing quote, and so on.
    private static let titleOverhead = 10
    private static let subtitleOverhead = 13
    private static let bodyOverhead = 9

    /// The size of the `alert` value, or `nil` when the alert is dropped (nothing in it).
    private func alertByteCount(_ costs: TextCosts) -> Int? {
        if alertIsPlainString && costs.title == nil && costs.subtitle == nil {
            return costs.body.map { $0 + 2 }
        }
        var size = 2
        var parts = 0
        if let title = costs.title { size += PerLocalePayloadTemplate.titleOverhead + title; parts += 1 }
        if let subtitle = costs.subtitle { size += PerLocalePayloadTemplate.subtitleOverhead + subtitle; parts += 1 }
        if let body = costs.body { size += PerLocalePayloadTemplate.bodyOverhead + body; parts += 1 }
        if !alertRest.isEmpty { size += alertRest.count; parts += 1 }
        return parts == 0 ? nil : size + parts - 1
    }

    /// The payload's size less its texts' escaped bytes, with the texts present as given (a size is
    /// this plus each present text's escaped size), and whether the payload then has an alert.
    func byteCountWithoutTexts(title: Bool, subtitle: Bool, body: Bool) -> (size: Int, hasAlert: Bool) {
        let costs = TextCosts(title: title ? 0 : nil, subtitle: subtitle ? 0 : nil, body: body ? 0 : nil)
        return (byteCount(costs, segments), alertByteCount(costs) != nil)
    }

    /// The size bound ``fitWithoutShortening(_:budget:)`` works out for `parts` (for tests).
    func byteCount(boundOf parts: AlertTextParts) -> Int {
        byteCount(TextCosts(boundOf: parts), segments)
    }

    private func byteCount(_ costs: TextCosts, _ segments: PayloadSegments) -> Int {
        let alertSize = alertByteCount(costs)
        return segments.byteCountWithoutAlert(hasAlert: alertSize != nil) + (alertSize ?? 0)
    }

    // MARK: - Writing

    private func write(_ text: LocalizedAlertText, costs: TextCosts, segments: PayloadSegments, extras: PayloadExtras?) -> [UInt8] {
        // The size arithmetic and the direct writer agree (tests check it); should they ever not,
        // the reference writer gives the right bytes.
        directBytes(AlertTextParts(text), costs: costs, segments: segments)
            ?? PerLocalePayloadBuilder.bytes(extras?.applied(to: payload) ?? payload, text: text)
    }

    /// The payload written into one buffer of exactly `byteCount(costs)` bytes; `nil` if the
    /// writer and the size arithmetic disagree.
    func directBytes(_ text: LocalizedAlertText, costs: TextCosts? = nil) -> [UInt8]? {
        let parts = AlertTextParts(text)
        return directBytes(parts, costs: costs ?? TextCosts(parts), segments: segments)
    }

    /// ``directBytes(_:costs:)`` for a request with `extras`, measured exactly (for tests).
    func directBytes(_ text: LocalizedAlertText, extras: PayloadExtras) -> [UInt8]? {
        let parts = AlertTextParts(text)
        return directBytes(parts, costs: TextCosts(parts), segments: segments(with: extras))
    }

    /// The payload with `parts` written into one buffer of exactly `byteCount(costs)` bytes (at most
    /// that many when not `exact`: costs that are bounds); `nil` if the writer and the size arithmetic disagree.
    private func directBytes(_ parts: AlertTextParts, costs: TextCosts, segments: PayloadSegments, exact: Bool = true) -> [UInt8]? {
        directBytes(parts, size: byteCount(costs, segments), hasAlert: alertByteCount(costs) != nil, segments: segments, exact: exact)
    }

    /// The payload with `parts` written into one buffer of `size` bytes (see above).
    private func directBytes(_ parts: AlertTextParts, size: Int, hasAlert: Bool, segments: PayloadSegments, exact: Bool) -> [UInt8]? {
        // Written into temporary space (the stack, for a payload of usual size), then copied into an
        // array of the exact size: the copy's allocation is specialised for bytes, while
        // `init(unsafeUninitializedCapacity:)` allocates through the standard library's unspecialised
        // generic path, which costs more than copying a payload's few hundred bytes.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: size) { buffer -> [UInt8]? in
            guard let base = buffer.baseAddress else { return nil }
            var cursor = ByteCursor(base: base, capacity: size)
            segments.write(hasAlert: hasAlert, into: &cursor) { writeAlert(parts, into: &$0) }
            guard !cursor.overflowed, cursor.position == size || !exact else { return nil }
            return Array(UnsafeBufferPointer(rebasing: buffer[..<cursor.position]))
        }
    }

    /// The alert: a plain string when the template's alert is one and only the body is set, else an
    /// object with title, subtitle, body and the template's other alert members.
    private func writeAlert(_ parts: AlertTextParts, into cursor: inout ByteCursor) {
        if alertIsPlainString && !parts.title.isPresent && !parts.subtitle.isPresent && parts.body.isPresent {
            cursor.append(UInt8(ascii: "\""))
            parts.body.write(into: &cursor)
            cursor.append(UInt8(ascii: "\""))
            return
        }
        cursor.append(UInt8(ascii: "{"))
        var first = true
        if parts.title.isPresent {
            cursor.append(#""title":""#)
            parts.title.write(into: &cursor)
            cursor.append(UInt8(ascii: "\""))
            first = false
        }
        if parts.subtitle.isPresent {
            if !first { cursor.append(UInt8(ascii: ",")) }
            cursor.append(#""subtitle":""#)
            parts.subtitle.write(into: &cursor)
            cursor.append(UInt8(ascii: "\""))
            first = false
        }
        if parts.body.isPresent {
            if !first { cursor.append(UInt8(ascii: ",")) }
            cursor.append(#""body":""#)
            parts.body.write(into: &cursor)
            cursor.append(UInt8(ascii: "\""))
            first = false
        }
        if !alertRest.isEmpty {
            if !first { cursor.append(UInt8(ascii: ",")) }
            cursor.append(alertRest)
        }
        cursor.append(UInt8(ascii: "}"))
    }

    private static func memberBytes(_ member: JSONMember) -> [UInt8] {
        var output: [UInt8] = []
        JSONWriter.writeString(member.key, into: &output)
        output.append(UInt8(ascii: ":"))
        JSONWriter.write(member.value, into: &output)
        return output
    }
}
