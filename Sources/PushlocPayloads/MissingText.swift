import PushlocDiagnostics
import PushlocFormatString
import PushlocRules

/// The findings for text the device shows in place of a translation: a raw key (`loc-key-not-found`)
/// or `(null)` for an argument the string reads but the payload does not send (`loc-args-arity`).
/// Both are errors: that text would reach a lock screen. Every producer of alerts (render, per-locale
/// payloads, devtodev messages, single strings) reports them in these words.
package enum MissingText {
    /// A key that the language's copy of the table lacks: the device shows the key itself.
    package static func missingKey(
        _ key: String, table: String?, language: String?, jsonPath: String? = nil, onActionButton: Bool = false
    ) -> Diagnostic {
        let place = [language, table].compactMap { $0 }.joined(separator: " ")
        let shown = onActionButton ? "the action button shows the raw key" : "the device shows the raw key"
        return Diagnostic(
            RuleDescription.locKeyNotFound,
            message: "\"\(key)\" is not in the \(place.isEmpty ? "" : place + " ")table: \(shown) \"\(key)\"",
            language: language, table: table, key: key, jsonPath: jsonPath)
    }

    /// `(null)` for each argument `format` reads beyond the `given` ones; `nil` when all are sent.
    ///
    /// - Parameter argumentsKey: where the arguments come from (`loc-args`, `title-loc-args`).
    package static func missingArguments(
        _ format: ParsedFormat, given: Int, key: String, table: String?, language: String?,
        argumentsKey: String, jsonPath: String? = nil
    ) -> Diagnostic? {
        let needed = format.deviceArgumentCount
        guard needed > given else { return nil }
        let missing = needed - given == 1 ? "argument \(needed)" : "arguments \(given + 1) to \(needed)"
        return Diagnostic(
            RuleDescription.locArgsArity,
            message: "\"\(key)\" in \(language ?? "this language") reads \(needed) argument(s) but \(argumentsKey) has \(given): the device shows \"(null)\" for \(missing)",
            language: language, table: table, key: key, jsonPath: jsonPath)
    }

    /// A plural string's count argument that is not a number: the `other` form is shown with it.
    package static func countNotANumber(
        _ problem: PluralString.CountProblem, key: String, language: String?, argumentsKey: String, jsonPath: String? = nil
    ) -> Diagnostic {
        switch problem {
        case .notANumber(let variable, let position, let text):
            return Diagnostic(
                RuleDescription.countNotANumber,
                message: "\"\(key)\" in \(language ?? "this language") chooses its plural form (%#@\(variable)@) from argument \(position) of \(argumentsKey), but \"\(text)\" is not a number: the \"other\" form is shown with that text in it; send the count as digits",
                language: language, key: key, jsonPath: jsonPath)
        }
    }
}
