import PushlocDiagnostics
extension CoverageCell {
    /// The cell in words, for its tooltip and for readers who cannot tell the colours apart: what the
    /// device shows in `language` for the keys of `bundle`, and the findings. Plain text, not escaped.
    package func description(bundle: String, language: String, developmentLanguage: String?) -> String {
        let place = "\(language) in \(bundle)"
        let development = developmentLanguage ?? "the development language"
        let state: String
        switch kind {
        case .absent:
            return "\(place): the bundle has no \(language) localization; the device uses a parent language or the user's next language, in the end \(development)"
        case .development:
            state = "the development language, which every other language is compared with"
        case .uncompared:
            state = language == "Base"
                ? "the Base localization, the fallback copy of its tables (compared, not counted)"
                : "no table with a \(development) copy to compare with"
        case .compared(let coverage):
            var parts = ["\(CoverageShade.wholePercent(coverage)) % translated (\(coverage.translated) of \(coverage.translated + coverage.missing + coverage.developmentText) keys)"]
            if coverage.missing > 0 {
                parts.append("\(coverage.missing) missing from its tables: the device shows the key itself")
            }
            if coverage.developmentText > 0 {
                parts.append("falls back to the development text: \(coverage.developmentText) in tables it has no copy of show the \(development) text")
            }
            state = parts.joined(separator: "; ")
        }
        let errorWord = errors == 1 ? "error" : "errors"
        let warningWord = warnings == 1 ? "warning" : "warnings"
        return "\(place): \(state); \(errors) \(errorWord), \(warnings) \(warningWord)"
    }
}
