/// The languages one finding is about, when a single defect shows in several: a template that sends
/// too few `loc-args` to a key every language reads with two is one defect, not one per language.
///
/// Each member keeps the place of its own string, so that a `pushloc:disable` comment at a language's
/// string still hides that language, and a pre-commit run of a changed translation still reports the
/// finding. The finding's message is made from ``before``, the languages and ``after`` (``message(at:)``),
/// and is made again when members are taken out.
public struct LanguageGroup: Sendable, Hashable {
    /// One language of the group and where its string is.
    public struct Member: Sendable, Hashable {
        /// The language (BCP 47).
        public var language: String
        /// Where the language's string (or table) is; `nil` when the finding is the template's alone.
        public var location: SourceLocation?

        /// Creates a member.
        public init(language: String, location: SourceLocation?) {
            self.language = language
            self.location = location
        }
    }

    /// The languages, in the order the finding names them.
    public var members: [Member]
    /// The message up to the languages, for example `'KEY'`.
    public var before: String
    /// The message after the languages, for example ` reads 2 argument(s), …`.
    public var after: String

    /// Creates a group; the message reads `before` + `in fr` (or `in 3 languages (de, fr, it)`) + `after`.
    public init(members: [Member], before: String, after: String) {
        self.members = members
        self.before = before
        self.after = after
    }

    /// `in fr`, or `in 3 languages (de, fr, it)`.
    public var languagesPhrase: String {
        if members.count == 1, let only = members.first { return "in \(only.language)" }
        return "in \(members.count) languages (\(members.map(\.language).joined(separator: ", ")))"
    }

    /// The message of a finding placed at `location`: the languages, and where the first language's
    /// string is when the finding is placed elsewhere (at the template).
    public func message(at location: SourceLocation?) -> String {
        var text = before + languagesPhrase + after
        if let first = members.first, let place = first.location, place != location {
            text += " (\(first.language): \(place))"
        }
        return text
    }

    /// The group without the members `isRemoved` picks, or `nil` when none is left.
    public func removing(where isRemoved: (Member) -> Bool) -> LanguageGroup? {
        var kept = self
        kept.members.removeAll(where: isRemoved)
        return kept.members.isEmpty ? nil : kept
    }
}
