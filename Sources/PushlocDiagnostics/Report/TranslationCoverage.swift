/// How much of one bundle's development language one language translates.
public struct TranslationCoverage: Sendable, Hashable {
    /// The bundle's path as shown (`App`; empty for the working directory).
    public var bundle: String
    /// The language.
    public var language: String
    /// Keys of the reference tables that the language has (itself, or a parent such as `fr` for `fr-CA`).
    public var translated: Int
    /// Keys its copy of a reference table lacks: the device shows each key itself.
    public var missing: Int
    /// Keys of the reference tables it has no copy of (neither it nor a parent): the device reads the
    /// development language's copy and shows the development text.
    public var developmentText: Int

    /// Creates a row.
    public init(bundle: String, language: String, translated: Int, missing: Int, developmentText: Int = 0) {
        self.bundle = bundle
        self.language = language
        self.translated = translated
        self.missing = missing
        self.developmentText = developmentText
    }

    /// Translated keys in percent of all reference keys, 100 for a bundle without keys.
    public var percent: Double {
        let total = translated + missing + developmentText
        return total == 0 ? 100 : Double(translated) * 100 / Double(total)
    }
}
