/// A path glob as `--exclude` and the configuration's `excluded` take it: `*` matches any run of
/// characters within one path component, `?` one character, `**` any number of whole components
/// (zero included), and every other character itself.
///
/// A pattern matches a path when it matches the whole path or any of its leading folders, so
/// `**/StringsConvertor/input` excludes everything below such a folder.
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as given.
    public let text: String
    private let components: [Substring]

    /// Creates a pattern. A trailing `/` is ignored; a leading `./` too.
    public init(_ text: String) {
        self.text = text
        var trimmed = Substring(text)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") && trimmed.count > 1 { trimmed = trimmed.dropLast() }
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// The pattern as given.
    public var description: String { text }

    /// Whether `path` (components separated by `/`) or one of its leading folders matches.
    public func matches(_ path: String) -> Bool {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
        for count in stride(from: parts.count, through: 1, by: -1) where Self.match(components[...], parts[..<count]) {
            return true
        }
        return false
    }

    /// Matches components, `**` taking any number of them. Each `**` tries every suffix of the rest of
    /// the path; patterns come from the user's own command line or configuration and have few of them.
    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        var pattern = pattern, path = path
        while let first = pattern.first {
            if first == "**" {
                let rest = pattern.dropFirst()
                if rest.isEmpty { return true }
                var candidate = path
                while true {
                    if match(rest, candidate) { return true }
                    guard !candidate.isEmpty else { return false }
                    candidate = candidate.dropFirst()
                }
            }
            guard let component = path.first, matchComponent(Array(first.unicodeScalars), Array(component.unicodeScalars)) else {
                return false
            }
            pattern = pattern.dropFirst()
            path = path.dropFirst()
        }
        return path.isEmpty
    }

    /// `*` and `?` within one component, by the classic linear backtracking over the last `*`.
    private static func matchComponent(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        var patternIndex = 0, textIndex = 0
        var star: Int?, starText = 0
        while textIndex < text.count {
            if patternIndex < pattern.count && (pattern[patternIndex] == "?" || pattern[patternIndex] == text[textIndex]) {
                patternIndex += 1
                textIndex += 1
            } else if patternIndex < pattern.count && pattern[patternIndex] == "*" {
                star = patternIndex
                starText = textIndex
                patternIndex += 1
            } else if let starIndex = star {
                patternIndex = starIndex + 1
                starText += 1
                textIndex = starText
            } else {
                return false
            }
        }
        while patternIndex < pattern.count && pattern[patternIndex] == "*" { patternIndex += 1 }
        return patternIndex == pattern.count
    }
}
