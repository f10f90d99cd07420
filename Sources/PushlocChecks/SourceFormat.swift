import PushlocCatalog
import PushlocFormatString

/// What a translation's development string is, as far as its percent signs go: the reference copy's
/// value, its plural entry, or the key itself when the key reads as text (``KeyAsSourceText``).
enum SourceFormat: Equatable {
    /// The source has no `%`: the app has no reason to format it.
    case plainText
    /// The source is prose with a literal percent (`100% sure`).
    case prose
    /// The source has specifiers, `%%` or problems: the app formats it.
    case format
    /// Nothing says what the source is (an identifier key the reference lacks).
    case unknown

    /// The source of `key`'s translations in `reference`.
    init(of key: String, in reference: LocalizationTable) {
        if let record = reference.record(forKey: key) {
            self.init(record.summary)
        } else if reference.hasPlural(key) {
            self = .format
        } else if KeyAsSourceText.readsAsText(key) {
            self.init(KeyAsSourceText.summary(ofKey: key))
        } else {
            self = .unknown
        }
    }

    private init(_ summary: FormatSummary?) {
        guard let summary else {
            self = .plainText
            return
        }
        self = summary.isLiteralPercentProse ? .prose : .format
    }
}
