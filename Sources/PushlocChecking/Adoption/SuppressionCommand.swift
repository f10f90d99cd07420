import PushlocDiagnostics
/// `pushloc:VERB RULE RULE ...`: the words of a directive comment.
///
/// The first word must start with `pushloc:`; the rest, separated by whitespace or commas, are rule
/// ids. No rule id stands for `all`.
struct SuppressionCommand {
    /// What follows `pushloc:` in the first word: `disable:next`, `disable` or `enable`.
    var verb: String
    /// The rule ids named.
    var rules: Set<String>

    init?(_ text: Substring) {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" || $0 == "," })
        guard let first = words.first, first.hasPrefix(Self.marker) else { return nil }
        verb = String(first.dropFirst(Self.marker.count))
        rules = Set(words.dropFirst().map(String.init))
        if rules.isEmpty { rules = ["all"] }
    }

    /// The prefix of every directive.
    static let marker = "pushloc:"
}
